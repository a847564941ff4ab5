import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { heldAnswer } from '../storySupport/heldAnswer.fixtures';
import { ApproveDialog } from './ApproveDialog';
import { RejectDialog, type RejectionActionOption } from './RejectDialog';
import { type WorkflowActionItem, WorkflowActions } from './WorkflowActions';
import {
  approverActions,
  commentsMaxLength,
  commentsRequired,
  commentsTooLong,
  noPermissionMessage,
  rejectionActionOptions,
  requesterActions,
} from './WorkflowActions.fixtures';

/**
 * The buttons and their dialogs wired the way a page wires them to the approval machine: reject asks for
 * comments (blank comments are refused), approve for optional ones.
 */
export function WorkflowActionsHarness({
  actions,
  message,
  rejectionActions = rejectionActionOptions,
  onSubmit,
}: {
  actions: WorkflowActionItem[];
  message?: string;
  rejectionActions?: RejectionActionOption[];
  onSubmit: (submission: { actionId: string; comments: string; rejectionAction: number | null }) => void;
}) {
  const [chosen, setChosen] = useState<WorkflowActionItem | null>(null);
  const [comments, setComments] = useState('');
  const [commentsError, setCommentsError] = useState<string | null>(null);
  const [rejectionAction, setRejectionAction] = useState<number | null>(null);
  const [result, setResult] = useState('');
  const close = () => {
    setChosen(null);
    setComments('');
    setCommentsError(null);
  };
  const submit = () => {
    if (!chosen) return;
    if (chosen.requiresComments && comments.trim() === '') {
      setCommentsError(commentsRequired);
      return;
    }
    onSubmit({ actionId: chosen.id, comments: comments.trim(), rejectionAction });
    setResult(`${chosen.name} sent`);
    close();
  };
  return (
    <>
      <WorkflowActions
        actions={actions}
        {...(message === undefined ? {} : { message })}
        onChoose={(id) => {
          const action = actions.find((candidate) => candidate.id === id) ?? null;
          setChosen(action);
          setRejectionAction(action?.requiresComments ? (rejectionActions[0]?.value ?? null) : null);
        }}
      />
      <p>{result}</p>
      <RejectDialog
        isOpen={Boolean(chosen?.requiresComments)}
        onCancel={close}
        onConfirm={submit}
        comments={comments}
        onCommentsChange={(value) => {
          setComments(value);
          if (value.trim() !== '') setCommentsError(null);
        }}
        commentsError={commentsError}
        commentsMaxLength={commentsMaxLength}
        rejectionActions={rejectionActions}
        rejectionAction={rejectionAction}
        onRejectionActionChange={setRejectionAction}
      />
      <ApproveDialog
        isOpen={Boolean(chosen && !chosen.requiresComments)}
        onCancel={close}
        onConfirm={submit}
        comments={comments}
        onCommentsChange={setComments}
        commentsMaxLength={commentsMaxLength}
        labels={chosen ? { title: chosen.name, confirm: chosen.name } : {}}
      />
    </>
  );
}

const meta = {
  title: 'Components/WorkflowActions/Features',
  component: WorkflowActions,
  excludeStories: ['WorkflowActionsHarness'],
  args: { actions: approverActions, onChoose: fn() },
} satisfies Meta<typeof WorkflowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const ActionsAvailable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const approve = canvas.getByRole('button', { name: 'Approve' });
    const reject = canvas.getByRole('button', { name: 'Reject' });
    await expect(approve).toBeEnabled();
    await userEvent.click(reject);
    await expect(args.onChoose).toHaveBeenCalledWith('reject');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const RequesterActions: Story = {
  args: { actions: requesterActions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit and resubmit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel requisition' })).toBeVisible();
  },
};

export const NoActionsPermissionMessage: Story = {
  args: { actions: [], message: noPermissionMessage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(noPermissionMessage);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Workflow actions' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const approve = canvas.getByRole('button', { name: 'Approve' });
    await expect(approve).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await userEvent.click(approve, { pointerEventsCheck: 0 });
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** The page knows which action it is sending (the machine's chosen one): that one pending, the others disabled. */
export const SendingNamedAction: Story = {
  args: { actions: requesterActions, isBusy: true, pendingActionId: 'resubmit' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const resubmit = canvas.getByRole('button', { name: 'Edit and resubmit' });
    await expect(resubmit).toHaveAttribute('data-pending', 'true');
    await expect(resubmit).toBeEnabled();
    await expect(resubmit).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel requisition' })).toBeDisabled();
    await userEvent.click(resubmit);
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

const resubmitAnswer = heldAnswer();

/**
 * An action sent at once (no dialog), as a page wires it to its request: busy for the request's time (held until
 * the play function has seen it busy).
 */
function SendingActions({ onChoose }: { onChoose: (actionId: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState('');
  return (
    <>
      <WorkflowActions
        actions={requesterActions}
        isBusy={busy}
        onChoose={(id) => {
          onChoose(id);
          setBusy(true);
          setResult('');
          void resubmitAnswer.wait().then(() => {
            setBusy(false);
            setResult('The requisition was not resubmitted: it changed meanwhile.');
          });
        }}
      />
      <p role="status">{result}</p>
    </>
  );
}

/**
 * An action pressed from the keyboard: while it is sent the pressed button is pending and keeps the focus (a
 * disabled one would drop it to <body>), the others are disabled; the focus is still there when the answer comes.
 */
export const SendingKeepsTheFocus: Story = {
  render: (args) => <SendingActions onChoose={args.onChoose} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const resubmit = canvas.getByRole('button', { name: 'Edit and resubmit' });
    const cancel = canvas.getByRole('button', { name: 'Cancel requisition' });
    await userEvent.tab();
    await expect(resubmit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('resubmit');
    await waitFor(() => expect(resubmit).toHaveAttribute('data-pending', 'true'));
    await expect(resubmit).toHaveFocus();
    await expect(cancel).toBeDisabled();
    // A second Enter while it is sent sends nothing more.
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
    await expect(resubmit).toHaveFocus();
    resubmitAnswer.release();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('changed meanwhile'));
    await expect(resubmit).not.toHaveAttribute('data-pending');
    await expect(resubmit).toHaveFocus();
    await expect(cancel).toBeEnabled();
  },
};

export const RejectWithoutComments: Story = {
  args: { onChoose: fn() },
  render: (args) => <WorkflowActionsHarness actions={args.actions as WorkflowActionItem[]} onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Reject' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    const comments = dialog.getByRole('textbox', { name: /Comments/ });
    await expect(comments).toBeInvalid();
    // The refusal takes the person to the field that says what is missing.
    await waitFor(() => expect(comments).toHaveFocus());
    await expect(comments).toHaveAccessibleDescription(expect.stringContaining(commentsRequired));
    await expect(dialog.getByRole('alert')).toHaveTextContent(commentsRequired);
    await expect(canvas.queryByText('Reject sent')).not.toBeInTheDocument();
  },
};

export const RejectWithComments: Story = {
  render: (args) => (
    <WorkflowActionsHarness actions={args.actions as WorkflowActionItem[]} onSubmit={args.onChoose} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Reject' }));
    // The page's limit (the contract's) is checked at the field, never cut by a maxlength.
    await expect(dialog.getByRole('textbox', { name: /Comments/ })).not.toHaveAttribute('maxlength');
    await userEvent.type(dialog.getByRole('textbox', { name: /Comments/ }), 'Price is above budget');
    await expect(dialog.getByRole('textbox', { name: /Comments/ })).toBeValid();
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChoose).toHaveBeenCalledWith({
      actionId: 'reject',
      comments: 'Price is above budget',
      rejectionAction: 3,
    });
    await expect(canvas.getByText('Reject sent')).toBeVisible();
  },
};

export const RejectionActionChoice: Story = {
  render: (args) => (
    <WorkflowActionsHarness actions={args.actions as WorkflowActionItem[]} onSubmit={args.onChoose} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Reject' }));
    await userEvent.click(dialog.getByRole('button', { name: /Rejection action/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Manager Reject' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Comments/ }), 'Over the limit');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(args.onChoose).toHaveBeenCalledWith({
      actionId: 'reject',
      comments: 'Over the limit',
      rejectionAction: 2,
    });
  },
};

export const SingleRejectionActionHidesTheChoice: Story = {
  render: (args) => (
    <WorkflowActionsHarness
      actions={args.actions as WorkflowActionItem[]}
      rejectionActions={[{ value: 4, label: 'Customer Reject' }]}
      onSubmit={args.onChoose}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Reject' }));
    await expect(dialog.queryByRole('button', { name: /Rejection action/ })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ApproveWithOptionalComments: Story = {
  render: (args) => (
    <WorkflowActionsHarness actions={args.actions as WorkflowActionItem[]} onSubmit={args.onChoose} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Approve' }));
    // The dialog's first field takes the focus (WCAG 2.4.3), not the dialog: the comments are typed at once.
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Comments (optional)' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(args.onChoose).toHaveBeenCalledWith({
      actionId: 'approve',
      comments: '',
      rejectionAction: null,
    });
  },
};

const approvalAnswer = heldAnswer();

/**
 * An approval sent, then refused by the server (held until the play function has seen it pending): as a page
 * wires the dialog to its request.
 */
function SendingApproveDialog() {
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <ApproveDialog
      isOpen
      onCancel={fn()}
      onConfirm={() => {
        setBusy(true);
        void approvalAnswer.wait().then(() => {
          setBusy(false);
          setRefused(commentsTooLong);
        });
      }}
      comments="Within this quarter's budget"
      onCommentsChange={fn()}
      commentsError={refused}
      commentsMaxLength={commentsMaxLength}
      isBusy={busy}
    />
  );
}

/**
 * Approve pressed from the keyboard: while the decision is sent the button is pending and keeps the focus (a
 * disabled one would drop it to <body>), and still has it when the refusal is announced.
 */
export const ApproveSendingKeepsTheFocus: Story = {
  render: () => <SendingApproveDialog />,
  play: async ({ canvasElement }) => {
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Approve' }));
    const comments = dialog.getByRole('textbox', { name: /Comments/ });
    await waitFor(() => expect(comments).toHaveFocus());
    const approve = dialog.getByRole('button', { name: 'Approve' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(approve).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(approve).toHaveAttribute('data-pending', 'true'));
    await expect(approve).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    approvalAnswer.release();
    // The refusal is announced (an alert) and the focus is still on Approve, not on <body>.
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(commentsTooLong));
    await expect(approve).not.toHaveAttribute('data-pending');
    await expect(approve).toHaveFocus();
  },
};

/** The server refused the comments (its field error at `comments`): the dialog stays open and says why at the field. */
export const ApproveCommentsRefusedByServer: Story = {
  render: () => (
    <ApproveDialog
      isOpen
      onCancel={fn()}
      onConfirm={fn()}
      comments="Within this quarter's budget"
      onCommentsChange={fn()}
      commentsError={commentsTooLong}
      commentsMaxLength={commentsMaxLength}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Approve' }));
    const comments = dialog.getByRole('textbox', { name: /Comments/ });
    await waitFor(() => expect(comments).toHaveFocus());
    await expect(comments).toBeInvalid();
    await expect(comments).toHaveAccessibleDescription(commentsTooLong);
    await expect(dialog.getByRole('alert')).toHaveTextContent(commentsTooLong);
  },
};
