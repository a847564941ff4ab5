import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  approvalAnswer,
  approvalIds,
  approverActions,
  continuation,
} from '../../../../packages/flows/src/testing/approvals';
import { checkoutArrival } from '../checkout/arrival';
import { validationFailed } from '../forms/validationFailed';
import { expectLengthLimit } from '../test-support/lengthLimit';
import { DocumentApproval, type DocumentApprovalServices } from './DocumentApproval';

/** The approve and reject dialogs: the contract's length on the comments, the server's word on them after the call. */

vi.mock('../services/api', () => ({ api: { call: vi.fn() } }));

const services = (submit: DocumentApprovalServices['submit']): DocumentApprovalServices => ({
  getToken: vi.fn(async () => ({ token: 'token-1' })),
  listActions: vi.fn(async () => approverActions),
  submit,
});

function renderApproval(submit: DocumentApprovalServices['submit']) {
  render(
    <DocumentApproval
      documentType={4}
      documentId={approvalIds.quote}
      documentNumber="R-100001"
      onChanged={vi.fn()}
      onRejected={vi.fn()}
      onCheckout={vi.fn()}
      services={services(submit)}
    />,
  );
}

describe('DocumentApproval comments', { timeout: 60_000 }, () => {
  it('bounds the comments by the contract’s length in both dialogs', async () => {
    const user = userEvent.setup();
    renderApproval(vi.fn(async () => approvalAnswer()));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const reject = within(await screen.findByRole('dialog', { name: 'Reject' }));
    await expectLengthLimit(reject.getByRole('textbox', { name: /Comments/ }), 2000);
    await user.click(reject.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const approve = within(await screen.findByRole('dialog', { name: 'Approve' }));
    await expectLengthLimit(approve.getByRole('textbox', { name: /Comments/ }), 2000);
  });

  it('offers the rejection reasons by their names, never their codes', async () => {
    const user = userEvent.setup();
    renderApproval(vi.fn(async () => approvalAnswer()));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const reject = within(await screen.findByRole('dialog', { name: 'Reject' }));
    await user.click(reject.getByRole('button', { name: /Rejection action/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Rejected', 'Rejected by a manager', 'Return for technical changes']);
    expect(screen.queryByText(/Tech Return|Manager Reject|MgrReject/)).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s field error on the comments, until they are edited', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => {
      throw validationFailed('requisition.submitWorkflow', [
        { path: 'comments', message: 'Please enter comments for the rejection.' },
      ]);
    });
    renderApproval(submit);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject' }));
    const comments = dialog.getByRole('textbox', { name: /Comments/ });
    await user.type(comments, 'Over budget');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(comments).toHaveAttribute('aria-invalid', 'true'));
    expect(comments).toHaveAccessibleDescription(
      expect.stringContaining('Please enter comments for the rejection.'),
    );
    expect(screen.getByRole('dialog', { name: 'Reject' })).toBeInTheDocument();
    await user.type(comments, ' this year');
    expect(comments).not.toHaveAttribute('aria-invalid');
  });
});

describe('DocumentApproval continuing on /checkout (issue 16)', { timeout: 60_000 }, () => {
  it('leaves "Quote … approved" for the checkout when the final approval of a quote continues there', async () => {
    const user = userEvent.setup();
    const next = continuation();
    render(
      <DocumentApproval
        documentType={8}
        documentId={approvalIds.quote}
        documentNumber="Q-500001"
        onChanged={vi.fn()}
        services={services(vi.fn(async () => approvalAnswer({ status: 7, checkout: next })))}
      />,
    );
    expect(checkoutArrival(approvalIds.quote)).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const approve = within(await screen.findByRole('dialog', { name: 'Approve' }));
    await user.click(approve.getByRole('button', { name: 'Approve' }));

    await vi.waitFor(() => expect(window.location.hash).toMatch(/^#\/checkout\?documentType=8&/));
    expect(checkoutArrival(approvalIds.quote)).toBe('Quote Q-500001 approved. Check out to place the order.');
    // Only that document's checkout says it.
    expect(checkoutArrival(approvalIds.requisition)).toBeNull();
  });
});
