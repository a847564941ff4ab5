import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadsProvider } from '../app/downloads';
import { definitionOf } from '../test-support/definitionOf';
import { documentLine } from '../test-support/documentLine';
import RequisitionPage from './RequisitionPage';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call, download: vi.fn() } }));
// The header is under test, not the approval actions (DocumentApproval.test has them): the page loads them after
// its first paint, and an import of them left running when the test ended failed the run once the environment
// was torn down.
vi.mock('../approvals/lazyDocumentApproval', () => ({
  DocumentApproval: () => null,
  preloadDocumentApproval: () => undefined,
}));

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const requisition = {
  id: ID,
  requisitionNumber: 'R-700012',
  version: 1,
  taxTotal: '0.00',
  subTotal: '4895.00',
  shippingTotal: '0.00',
  grandTotal: '4895.00',
  businessUnitName: 'Cardiology',
  statusName: 'Pending Approval',
  currentLevel: 1,
  waitingFor: 'Approver Level 1',
  requesterUserID: 'u-1',
  requisition: {
    title: 'Exam room switches',
    requisitionDate: '2026-11-20T10:00:00.000Z',
    orderNumber: '',
    status: 4,
    requester: 'Riley Requester',
    createdBy: 'Riley Requester',
    businessUnit: 'b-1',
    orderID: null,
  },
  groups: [],
  bundles: [],
  items: [
    documentLine({
      id: 'line-1',
      manufacturerPart: 'C9300-24P-A',
      description: 'Catalyst 9300 24-port PoE+',
      quantity: 1,
      unitPrice: '4895.00',
      extendedPrice: '4895.00',
      pricingHidden: false,
      isRequestItem: false,
    }),
  ],
  showPricing: true,
  workflowData: {
    orderTitle: 'Exam room switches',
    po: '',
    billTo: ['Northwind Health Accounts Payable', '400 Market Street', 'Philadelphia, PA 19106'],
    shipTo: ['Northwind Health Main Campus', '1200 Walnut Street', 'Philadelphia, PA 19107'],
    shipToContact: '',
    paymentTermName: 'Net 30',
    shippingMethod: 'Ground',
    comments: '',
  },
  canDeleteLines: false,
};

function answer(endpoint: { id: string }) {
  switch (endpoint.id) {
    case 'requisition.get':
      return requisition;
    case 'workflowrouting.getWorkflowInfo':
      return { documentType: 4, documentID: ID, status: 4, currentLevel: 1, levels: [], history: [] };
    case 'workflowrouting.gettokenbyuser':
      return { token: 'v1.sig' };
    case 'workflowrouting.listActions':
      return { actions: [], message: '' };
    default:
      return [];
  }
}

afterEach(() => call.mockReset());

describe('RequisitionPage', { timeout: 60_000 }, () => {
  it('shows the header as labelled details: the document, then the order details, an empty PO as not given', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => answer(endpoint));
    render(
      <DownloadsProvider save={vi.fn()}>
        <RequisitionPage route={routeByName('Requisition')} query={{ id: ID }} />
      </DownloadsProvider>,
    );
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(definitionOf(details, 'Requisition #')).toHaveTextContent('R-700012');
    expect(definitionOf(details, 'Title')).toHaveTextContent('Exam room switches');
    expect(definitionOf(details, 'Requester')).toHaveTextContent('Riley Requester');
    expect(definitionOf(details, 'Order #')).toHaveTextContent('—Not given');

    const order = screen.getByRole('region', { name: 'Order details' });
    expect(definitionOf(order, 'Ship to')).toHaveTextContent(
      'Northwind Health Main Campus, 1200 Walnut Street, Philadelphia, PA 19107',
    );
    expect(definitionOf(order, 'Payment term')).toHaveTextContent('Net 30');
    expect(definitionOf(order, 'PO')).toHaveTextContent('Not given');
  });
});

describe('RequisitionPage removing lines', { timeout: 60_000 }, () => {
  const line = (id: string, manufacturerPart: string) =>
    documentLine({ id, manufacturerPart, quantity: 1, unitPrice: '10.00', extendedPrice: '10.00' });
  const threeLines = {
    ...requisition,
    canDeleteLines: true,
    items: [line('line-ap', 'MR46-HW'), line('line-sfp', 'GLC-TE'), line('line-sw', 'C9300-24P-A')],
  };
  const without = (itemId: string) => ({
    ...threeLines,
    version: 2,
    items: threeLines.items.filter((item) => item.id !== itemId),
  });
  const deletions = () => call.mock.calls.filter(([endpoint]) => endpoint.id === 'requisition.deleteItem');

  function renderWith(remove: (itemId: string) => unknown) {
    call.mockImplementation(async (endpoint: { id: string }, options?: { query?: { itemId?: string } }) => {
      if (endpoint.id === 'requisition.get') return threeLines;
      if (endpoint.id === 'requisition.deleteItem') return remove(options?.query?.itemId ?? '');
      return answer(endpoint);
    });
    render(
      <DownloadsProvider save={vi.fn()}>
        <RequisitionPage route={routeByName('Requisition')} query={{ id: ID }} />
      </DownloadsProvider>,
    );
  }

  it('asks first, opening on No, so an Enter by habit removes nothing', async () => {
    const user = userEvent.setup();
    renderWith((itemId) => without(itemId));
    await user.click(await screen.findByRole('button', { name: 'Remove GLC-TE' }));
    const box = await screen.findByRole('alertdialog');
    expect(box).toHaveTextContent('Remove GLC-TE from the requisition?');
    expect(within(box).getByRole('button', { name: 'No' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deletions()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Remove GLC-TE' })).toBeInTheDocument();
  });

  it('says what was removed and gives the focus to the next line’s Remove button', async () => {
    const user = userEvent.setup();
    renderWith((itemId) => without(itemId));
    await user.click(await screen.findByRole('button', { name: 'Remove GLC-TE' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('GLC-TE removed from the requisition.');
    expect(deletions()[0]?.[1]).toMatchObject({ query: { id: ID, itemId: 'line-sfp' } });
    expect(screen.queryByRole('button', { name: 'Remove GLC-TE' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove C9300-24P-A' })).toHaveFocus());
  });

  it('gives the focus to the line before when the last one was removed', async () => {
    const user = userEvent.setup();
    renderWith((itemId) => without(itemId));
    await user.click(await screen.findByRole('button', { name: 'Remove C9300-24P-A' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('C9300-24P-A removed from the requisition.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove GLC-TE' })).toHaveFocus());
  });

  it('gives the focus to the lines’ heading when no line can be removed any more', async () => {
    const user = userEvent.setup();
    renderWith((itemId) => ({ ...without(itemId), canDeleteLines: false }));
    await user.click(await screen.findByRole('button', { name: 'Remove GLC-TE' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('GLC-TE removed from the requisition.');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Lines' })).toHaveFocus());
  });

  it('says why a refused removal was refused, claims nothing removed, and gives the focus back to its Remove', async () => {
    const user = userEvent.setup();
    renderWith(() => {
      throw new Error('refused');
    });
    await user.click(await screen.findByRole('button', { name: 'Remove GLC-TE' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText(/removed from the requisition/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove GLC-TE' })).toHaveFocus());
  });
});
