import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RejectDialog } from './RejectDialog';
import { WorkflowActions } from './WorkflowActions';
import {
  approverActions,
  commentsRequired,
  noPermissionMessage,
  rejectionActionOptions,
} from './WorkflowActions.fixtures';

describe('WorkflowActions', () => {
  it('should offer a button per action and hand back its id', async () => {
    const onChoose = vi.fn();
    render(<WorkflowActions actions={approverActions} onChoose={onChoose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onChoose).toHaveBeenCalledWith('reject');
  });

  it('should show the message when there is nothing to do', () => {
    render(<WorkflowActions actions={[]} message={noPermissionMessage} onChoose={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(noPermissionMessage);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('should disable the buttons while busy', () => {
    render(<WorkflowActions actions={approverActions} onChoose={vi.fn()} isBusy />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});

describe('RejectDialog', () => {
  it('should show and announce the comments error', () => {
    render(
      <RejectDialog
        isOpen
        onCancel={vi.fn()}
        onConfirm={vi.fn()}
        comments=""
        onCommentsChange={vi.fn()}
        commentsError={commentsRequired}
        rejectionActions={rejectionActionOptions}
        rejectionAction={3}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(commentsRequired);
    expect(screen.getByRole('textbox', { name: /Comments/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('should hide the rejection action choice when there is only one', () => {
    render(
      <RejectDialog
        isOpen
        onCancel={vi.fn()}
        onConfirm={vi.fn()}
        comments="x"
        onCommentsChange={vi.fn()}
        rejectionActions={[{ value: 4, label: 'Customer Reject' }]}
      />,
    );
    expect(screen.queryByText('Rejection action')).not.toBeInTheDocument();
  });
});
