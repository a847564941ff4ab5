import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen } from '@testing-library/react';
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

describe('RequisitionPage', () => {
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
