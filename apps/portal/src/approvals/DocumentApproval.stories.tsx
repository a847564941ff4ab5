import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  approvalAnswer,
  approvalIds,
  approverActions,
  approveToCheckoutAction,
  noActions,
  noPermissionMessage,
  rejectAction,
  workflowApiError,
} from '../../../../packages/flows/src/testing/approvals';
import { DocumentApproval, type DocumentApprovalServices } from './DocumentApproval';

/**
 * The approval actions of a quote or a requisition (issue 6) as the quote and requisition pages draw them: the
 * real `documentApprovalMachine` of `@b2b-portal/flows`, given fake server calls (token, actions, submit). The
 * approver of level 1 may approve or reject; a final approval continues on /checkout without a submit here.
 */
const services = (overrides: Partial<DocumentApprovalServices> = {}): DocumentApprovalServices => ({
  getToken: fn(async () => ({ token: 'token-1' })),
  listActions: fn(async () => approverActions),
  submit: fn(async () => approvalAnswer()),
  ...overrides,
});

const meta = {
  title: 'Approvals/DocumentApproval',
  component: DocumentApproval,
  args: {
    documentType: 8,
    documentId: approvalIds.quote,
    documentNumber: 'Q-500001',
    onChanged: fn(),
    onRejected: fn(),
    onCheckout: fn(),
    services: services(),
  },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    // react-aria's pending Button leaves a live-region entry labelled by its id for a few seconds; the next
    // story in the same page would be blamed by axe for an entry labelled by nothing.
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  },
} satisfies Meta<typeof DocumentApproval>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The approver's two actions, asked for with the token the server issued for this user and document. */
export const ApproverActions: Story = {
  args: { services: services() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Approve' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeEnabled();
    await expect(args.services?.listActions).toHaveBeenCalledWith(
      { documentType: 8, documentId: approvalIds.quote, token: 'token-1' },
      expect.anything(),
    );
  },
};

/** Approve at level 1 with a comment: the submit carries the token and the comment; the page is told. */
export const ApproveWithComments: Story = {
  args: { services: services() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Approve' });
    // The comments take the focus on opening (not the dialog): the approver types at once.
    const comments = within(dialog).getByRole('textbox', { name: /Comments/ });
    await waitFor(() => expect(comments).toHaveFocus());
    await userEvent.keyboard('Within budget.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(args.onChanged).toHaveBeenCalledWith('Approved at level 1. Waiting for Approver Level 2.'),
    );
    await expect(args.services?.submit).toHaveBeenCalledWith(
      expect.objectContaining({
        documentType: 8,
        documentID: approvalIds.quote,
        actionID: 'approve',
        token: 'token-1',
        comments: 'Within budget.',
      }),
    );
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

/**
 * Reject without comments is refused in the dialog, nothing is sent; with comments it goes through and the page
 * moves on to the rejection page (`onRejected`).
 */
export const RejectNeedsComments: Story = {
  args: {
    services: services({ submit: fn(async () => approvalAnswer({ status: 8, message: 'Rejected.' })) }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please enter comments for the rejection.',
    );
    await expect(within(dialog).getByRole('textbox', { name: /Comments/ })).toHaveAccessibleDescription(
      expect.stringContaining('Please enter comments for the rejection.'),
    );
    await expect(args.services?.submit).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Comments/ }), 'Use the 48-port model.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(args.onRejected).toHaveBeenCalledWith(expect.objectContaining({ status: 8 })));
    await expect(args.onChanged).not.toHaveBeenCalled();
    await expect(args.services?.submit).toHaveBeenCalledWith(
      expect.objectContaining({ actionID: rejectAction.id, comments: 'Use the 48-port model.' }),
    );
  },
};

/** The last approval of a requisition continues on /checkout with the token: nothing is submitted here. */
export const FinalApprovalContinuesToCheckout: Story = {
  args: {
    documentType: 4,
    documentId: approvalIds.requisition,
    documentNumber: 'R-700001',
    services: services({
      listActions: fn(async () => ({ actions: [approveToCheckoutAction, rejectAction], message: '' })),
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(args.onCheckout).toHaveBeenCalledWith(
        expect.objectContaining({
          documentType: 4,
          documentId: approvalIds.requisition,
          actionId: 'approve',
        }),
        // Not approved yet (the approval happens with the order): no answer to say so at checkout.
        null,
      ),
    );
    await expect(args.services?.submit).not.toHaveBeenCalled();
  },
};

/** A reader who may not act sees the documents' message instead of buttons. */
export const NothingToDo: Story = {
  args: { services: services({ listActions: fn(async () => noActions) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(noPermissionMessage)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  },
};

/** Someone acted first: the server refuses the stale token; Reload asks for a new token and the actions again. */
export const ChangedMeanwhile: Story = {
  args: {
    services: services({
      submit: fn(async () => {
        throw workflowApiError(
          422,
          'WorkflowChanged',
          'This document was changed by someone else. Reload it.',
        );
      }),
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Approve' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(
      await canvas.findByText('This document was changed by someone else. Reload it.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(args.services?.getToken).toHaveBeenCalledTimes(2));
    await expect(args.onChanged).toHaveBeenCalledWith('');
  },
};

/** The actions cannot be loaded: the server's message and Reload. */
export const LoadFailed: Story = {
  args: {
    services: services({
      getToken: fn(async () => {
        throw workflowApiError(
          503,
          'Unavailable',
          'The service is unavailable. Please try again in a moment.',
        );
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The service is unavailable. Please try again in a moment.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeEnabled();
  },
};
