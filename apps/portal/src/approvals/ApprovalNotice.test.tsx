import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  approvalAnswer,
  approvalIds,
  approverActions,
  noActions,
} from '../../../../packages/flows/src/testing/approvals';
import { ApprovalNotice } from './ApprovalNotice';
import { DocumentApproval, type DocumentApprovalServices } from './DocumentApproval';

vi.mock('../services/api', () => ({ api: { call: vi.fn() } }));

/**
 * A document page as QuotePage and RequisitionPage are: the notice, and the actions drawn afresh for the
 * document's new state after each action that stays on the page.
 */
function DocumentPage({ services }: { services: DocumentApprovalServices }) {
  const [notice, setNotice] = useState('');
  const [version, setVersion] = useState(0);
  return (
    <>
      <ApprovalNotice message={notice} />
      <DocumentApproval
        key={version}
        documentType={4}
        documentId={approvalIds.requisition}
        documentNumber="R-100001"
        onChanged={(message) => {
          setNotice(message);
          setVersion((value) => value + 1);
        }}
        onRejected={vi.fn()}
        onCheckout={vi.fn()}
        services={services}
      />
    </>
  );
}

describe('ApprovalNotice', { timeout: 60_000 }, () => {
  it('takes the focus from the Approve button that goes once the approval is through', async () => {
    const user = userEvent.setup();
    const listActions = vi.fn(async () => approverActions);
    const services: DocumentApprovalServices = {
      getToken: vi.fn(async () => ({ token: 'token-1' })),
      listActions,
      submit: vi.fn(async () => {
        // Waiting for level 2 now: nothing more for this approver.
        listActions.mockImplementation(async () => noActions);
        return approvalAnswer();
      }),
    };
    render(<DocumentPage services={services} />);
    await user.tab();
    expect(await screen.findByRole('button', { name: 'Approve' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve' }));
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    const notice = await screen.findByText('Approved at level 1. Waiting for Approver Level 2.');
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument());
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toContainElement(notice);
  });

  it('draws nothing without a message', () => {
    const { container } = render(<ApprovalNotice message="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
