import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApproveDialog } from './ApproveDialog';
import { RejectDialog } from './RejectDialog';
import { WorkflowActions } from './WorkflowActions';
import {
  approverActions,
  commentsRequired,
  noPermissionMessage,
  rejectionActionOptions,
} from './WorkflowActions.fixtures';

/** Busy from the press on, as a page sending the chosen action is. */
function Sending() {
  const [busy, setBusy] = useState(false);
  return <WorkflowActions actions={approverActions} onChoose={() => setBusy(true)} isBusy={busy} />;
}

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

  it('should keep the pressed button focused and pending while busy, the others disabled', async () => {
    render(<Sending />);
    const reject = screen.getByRole('button', { name: 'Reject' });
    reject.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(reject).toHaveAttribute('data-pending', 'true'));
    expect(reject).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
  });

  it('should mark the action named pending, not the one last pressed', () => {
    render(<WorkflowActions actions={approverActions} onChoose={vi.fn()} isBusy pendingActionId="approve" />);
    expect(screen.getByRole('button', { name: 'Approve' })).toHaveAttribute('data-pending', 'true');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  });
});

/** A reject dialog whose owner refuses every Reject for want of comments, as the approval machine does. */
function RefusingRejectDialog() {
  const [error, setError] = useState<string | null>(null);
  return (
    <RejectDialog
      isOpen
      onCancel={() => undefined}
      onConfirm={() => setError(commentsRequired)}
      comments=""
      onCommentsChange={() => undefined}
      commentsError={error}
    />
  );
}

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

  it('should take the focus to the comments when Reject is refused, at every refusal', async () => {
    const user = userEvent.setup();
    render(<RefusingRejectDialog />);
    const reject = screen.getByRole('button', { name: 'Reject' });
    const comments = screen.getByRole('textbox', { name: /Comments/ });
    await user.click(reject);
    await vi.waitFor(() => expect(comments).toHaveFocus());
    reject.focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(comments).toHaveFocus());
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

describe('the comments’ length', () => {
  it('is the caller’s limit (the contract’s), and no literal of the component; a longer text is kept', () => {
    const dialog = { isOpen: true, onCancel: vi.fn(), onConfirm: vi.fn(), onCommentsChange: vi.fn() };
    const { unmount } = render(<RejectDialog {...dialog} comments={'x'.repeat(41)} commentsMaxLength={40} />);
    const reject = screen.getByRole('textbox', { name: /Comments/ });
    expect(reject).toHaveValue('x'.repeat(41));
    expect(reject).not.toHaveAttribute('maxlength');
    expect(reject).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter at most 40 characters.')).toBeInTheDocument();
    unmount();
    const approve = render(<ApproveDialog {...dialog} comments={'x'.repeat(30)} commentsMaxLength={30} />);
    expect(screen.getByRole('textbox', { name: /Comments/ })).not.toHaveAttribute('aria-invalid');
    approve.unmount();
    render(<ApproveDialog {...dialog} comments={'x'.repeat(5000)} />);
    expect(screen.getByRole('textbox', { name: /Comments/ })).not.toHaveAttribute('aria-invalid');
  });
});

describe('ApproveDialog', () => {
  it('should put the focus in the comments when it opens, not on the dialog', async () => {
    const dialog = { onCancel: vi.fn(), onConfirm: vi.fn(), onCommentsChange: vi.fn(), comments: '' };
    const { rerender } = render(<ApproveDialog {...dialog} isOpen={false} />);
    rerender(<ApproveDialog {...dialog} isOpen />);
    const comments = await screen.findByRole('textbox', { name: 'Comments (optional)' });
    await waitFor(() => expect(comments).toHaveFocus());
    // Still there once the dialog has settled (react-aria's dialog focuses itself when the focus is outside it).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(comments).toHaveFocus();
  });

  it('should show and announce an error of the comments (the server’s word on them)', () => {
    render(
      <ApproveDialog
        isOpen
        onCancel={vi.fn()}
        onConfirm={vi.fn()}
        comments="Fine"
        onCommentsChange={vi.fn()}
        commentsError="Please enter at most 2000 characters."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter at most 2000 characters.');
    const comments = screen.getByRole('textbox', { name: /Comments/ });
    expect(comments).toHaveAttribute('aria-invalid', 'true');
    expect(comments).toHaveAccessibleDescription('Please enter at most 2000 characters.');
  });
});
