import type { DocumentAttachment, Order, OrderHistoryEntry, OrderLine } from '@b2b-portal/api';
import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definitionOf } from '../test-support/definitionOf';
import { documentLine, NO_ID } from '../test-support/documentLine';
import { LastCrumb } from '../test-support/LastCrumb';
import OrderPage from './OrderPage';

const { call, download, session } = vi.hoisted(() => ({
  call: vi.fn(),
  download: vi.fn(),
  session: { permissions: [] as string[], features: 1 },
}));
vi.mock('../services/api', () => ({ api: { call, download: vi.fn() } }));
vi.mock('../app/session', () => ({ useSession: () => session }));
vi.mock('../app/downloads', () => ({ useDownloads: () => ({ download }) }));

const ORDER_ID = '5b8d1c7e-2f3a-4b5c-8d9e-0a1b2c3d4e5f';
const QUOTE_ID = '5b8d1c7e-2f3a-4b5c-8d9e-000000000900';
const GROUP = '11111111-2222-4333-8444-555555555555';
const BUNDLE = '66666666-7777-4888-8999-aaaaaaaaaaaa';

const address = (name: string, line1: string, city: string) => ({
  name,
  formatted: `${line1}, ${city}, PA 19106`,
  line1,
  line2: '',
  line3: '',
  city,
  state: 'PA',
  zipCode: '19106',
  countryCode: 'USA',
  contactName: '',
  email: '',
  phone: '',
});

function orderLine(overrides: Partial<OrderLine>): OrderLine {
  const { version: _version, ...item } = documentLine({ pricingHidden: false, isRequestItem: false });
  return {
    ...item,
    lineNumber: 1,
    status: 'New',
    statusName: 'New',
    serialNumbers: [],
    carrier: '',
    trackingNumber: '',
    trackingUrl: '',
    shipDate: null,
    scheduledDate: null,
    unspsc: '43222612',
    contractVehicle: '',
    chargeKind: null,
    chargeKindName: '',
    subscriptionId: '',
    termStart: null,
    termEnd: null,
    billingModel: '',
    initialTerm: null,
    autoRenewalTerm: null,
    variableBillingAutoRenewalTerm: null,
    billingUnitOfMeasure: '',
    shipToName: 'Northwind Health Main Campus',
    shipments: [],
    ...overrides,
  };
}

const order: Order = {
  id: ORDER_ID,
  orderNumber: 'SO-300003',
  title: 'Radiology network refresh',
  po: 'NW-PO-2026-0101',
  orderDate: '2026-11-02T14:10:00.000Z',
  status: -102,
  statusName: 'Open',
  affiliatedCompany: '',
  orderedBy: 'Blake Buyer',
  businessUnitName: 'Radiology',
  blanketPo: 'BPO-NW-2026-01',
  blanketOrderID: '5b8d1c7e-2f3a-4b5c-8d9e-000000000777',
  paymentTerm: 'Net 30',
  shippingMethod: 'Standard (5-7 business days)',
  comments: '',
  billTo: address('Northwind Health Accounts Payable', '400 Market Street', 'Philadelphia'),
  shipTo: address('Northwind Health Main Campus', '1200 Walnut Street', 'Philadelphia'),
  endUser: null,
  accountManager: { name: 'Jordan Ellis', email: 'jordan.ellis@reseller.example', phone: '555-010-2200' },
  insideSales: null,
  quote: { id: QUOTE_ID, number: 'Q-500107' },
  requisition: null,
  groups: [{ id: GROUP, parentGroupID: NO_ID, name: 'Imaging floor', position: 0, optional: false }],
  bundles: [
    {
      id: BUNDLE,
      groupID: GROUP,
      name: 'Closet A',
      quantity: 1,
      isBundle: true,
      isGhost: false,
      position: 0,
    },
  ],
  items: [
    orderLine({
      id: 'a0000000-0000-4000-8000-000000000001',
      groupID: GROUP,
      bundleID: BUNDLE,
      manufacturerPart: 'C9300-48P-A',
      description: 'Catalyst 9300 48-port PoE+',
      unitPrice: '5000.10',
      extendedPrice: '10000.20',
      quantity: 2,
      status: 'Shipped',
      statusName: 'Shipped',
      serialNumbers: ['FOC2611X0A1', 'FOC2611X0A2'],
      carrier: 'FedEx',
      trackingNumber: '771234560001',
      trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=771234560001',
      shipDate: '2026-11-09',
      contractVehicle: 'NASPO ValuePoint',
    }),
    orderLine({
      id: 'a0000000-0000-4000-8000-000000000002',
      printLineNumber: 2,
      indexPos: 1,
      position: 1,
      lineNumber: 2,
      manufacturerPart: 'C9300-DNA-A-24-3Y',
      description: 'DNA Advantage, 3 years',
      unitPrice: '100.00',
      extendedPrice: '200.00',
      status: 'PendingProvision',
      statusName: 'Pending Provision',
      chargeKind: 1,
      chargeKindName: 'Recurring',
      subscriptionId: 'SUB-NW-4471',
      termStart: '2026-11-15',
      termEnd: '2029-11-14',
      billingModel: 'Prepaid',
      initialTerm: 36,
      autoRenewalTerm: 12,
      variableBillingAutoRenewalTerm: 12,
      billingUnitOfMeasure: 'Each',
    }),
  ],
  discountAmounts: [{ description: 'Volume discount', amount: '250.00' }],
  subTotal: '10200.20',
  discountTotal: '250.00',
  taxTotal: '0.00',
  shippingTotal: '0.00',
  grandTotal: '9950.20',
};

const history = {
  lineNumber: 1,
  entries: [
    { status: 'New', statusName: 'New', changedAt: '2026-11-02T09:00:00.000Z', comment: '' },
    { status: 'Booked', statusName: 'Booked', changedAt: '2026-11-03T10:00:00.000Z', comment: '' },
    { status: 'Shipped', statusName: 'Shipped', changedAt: '2026-11-09T11:00:00.000Z', comment: '' },
  ],
};

const INVOICE_ID = '5b8d1c7e-2f3a-4b5c-8d9e-000000000700';
const relatedInvoice = {
  id: INVOICE_ID,
  invoiceNumber: 'INV-700005',
  invoiceType: 2,
  invoiceTypeName: 'Service Invoice',
  invoiceDate: '2026-11-03',
  dueDate: '2026-12-03',
  po: 'NW-PO-2026-0101',
  order: { id: ORDER_ID, number: 'SO-300003' },
  affiliatedCompany: '',
  status: 1,
  statusName: 'Partially Paid',
  grandTotal: '1082.50',
  amountPaid: '433.00',
  balanceDue: '649.50',
  pastDue: false,
};
const money0 = { grandTotal: '0.00', amountPaid: '0.00', balanceDue: '0.00' };

function answer(endpoint: { id: string }) {
  if (endpoint.id === 'order.getOrderWithItemGroups') return order;
  if (endpoint.id === 'invoice.invoiceList') {
    return {
      start: 1,
      size: 100,
      totalRecords: 1,
      records: 1,
      sortBy: 0,
      data: [relatedInvoice],
      totals: money0,
    };
  }
  if (endpoint.id === 'document.getItemStatusHistory') return history;
  if (endpoint.id === 'document.getAttachments') return attachments;
  if (endpoint.id === 'order.getOrderHistory') return { entries: orderHistory };
  throw new Error(`Unexpected call ${endpoint.id}`);
}

let attachments: DocumentAttachment[] = [];
let orderHistory: OrderHistoryEntry[] = [];
const placed: OrderHistoryEntry = {
  kind: 'placed',
  at: '2026-11-02T14:10:00.000Z',
  lineNumber: null,
  subject: '',
  detail: '',
  by: 'Blake Buyer',
};
const storedPo: DocumentAttachment = {
  id: '5b8d1c7e-2f3a-4b5c-8d9e-000000000a01',
  documentType: 5,
  documentID: ORDER_ID,
  fileName: 'signed-po.pdf',
  fileType: 'PDF',
  description: 'Signed PO',
  contentType: 'application/pdf',
  size: 2048,
  uploadedBy: 'Blake Buyer',
  uploadedByUserID: null,
  uploadedAt: '2026-11-27T10:00:00.000Z',
  internal: false,
  canDelete: true,
};

const renderOrder = (id = ORDER_ID) =>
  render(<OrderPage route={routeByName('OrderDetails')} query={{ id }} />);

afterEach(() => {
  call.mockReset();
  download.mockReset();
  session.permissions = [];
  attachments = [];
  orderHistory = [];
});

describe('OrderPage', () => {
  it('should show the summary, the contacts, the quote it came from, the addresses, the lines and exact totals', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => answer(endpoint));
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: /Order SO-300003/ })).toHaveTextContent(
      'Open',
    );
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(definitionOf(summary, 'PO #')).toHaveTextContent('NW-PO-2026-0101');
    expect(definitionOf(summary, 'Order Date')).toHaveTextContent('11/02/2026');
    expect(definitionOf(summary, 'Blanket PO #')).toHaveTextContent('BPO-NW-2026-01');
    // Without viewStorefrontBlanketOrders the blanket PO is named, not linked.
    expect(within(definitionOf(summary, 'Blanket PO #')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(definitionOf(summary, 'Quote #')).getByRole('link', { name: 'Q-500107' })).toHaveAttribute(
      'href',
      `#/quote?id=${QUOTE_ID}`,
    );
    expect(definitionOf(summary, 'Requisition #')).toHaveTextContent('Not given');
    const contacts = screen.getByRole('region', { name: 'Your contacts' });
    expect(definitionOf(contacts, 'Account Manager')).toHaveTextContent('Jordan Ellis');
    const addresses = screen.getByRole('region', { name: 'Addresses' });
    expect(within(addresses).getByRole('region', { name: 'Ship To' })).toHaveTextContent(
      'Northwind Health Main Campus',
    );
    const lines = screen.getByRole('table', { name: 'Order lines' });
    expect(within(lines).getByText('Imaging floor')).toBeInTheDocument();
    expect(within(lines).getByText('Closet A')).toBeInTheDocument();
    expect(within(lines).getAllByText('$10,000.20').length).toBeGreaterThan(0);
    expect(screen.getByText('-$250.00')).toBeInTheDocument();
    expect(screen.getByText('$9,950.20')).toBeInTheDocument();
  });

  it('should name itself "Order SO-300003" once loaded, not "Order Details", for the last crumb and the page title', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => answer(endpoint));
    render(<LastCrumb route="OrderDetails" />);
    const crumb = screen.getByTestId('last-crumb');
    expect(crumb).toHaveTextContent(/^Order Details$/);
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: /Order SO-300003/ })).toBeInTheDocument();
    expect(crumb).toHaveTextContent(/^Order SO-300003$/);
  });

  it('should show each line’s fulfilment and subscription fields, and its status history as a timeline when opened', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => answer(endpoint));
    renderOrder();
    const first = await screen.findByRole('article', { name: 'Line 1: C9300-48P-A' });
    expect(definitionOf(first, 'Serial numbers')).toHaveTextContent('FOC2611X0A1, FOC2611X0A2');
    expect(
      within(definitionOf(first, 'Tracking #')).getByRole('link', { name: '771234560001' }),
    ).toHaveAttribute('href', 'https://www.fedex.com/fedextrack/?trknbr=771234560001');
    expect(definitionOf(first, 'Ship Date')).toHaveTextContent('11/09/2026');
    expect(definitionOf(first, 'Contract Vehicle')).toHaveTextContent('NASPO ValuePoint');
    expect(definitionOf(first, 'UNSPSC')).toHaveTextContent('43222612');
    const second = screen.getByRole('article', { name: 'Line 2: C9300-DNA-A-24-3Y' });
    expect(definitionOf(second, 'Status')).toHaveTextContent('Pending Provision');
    expect(definitionOf(second, 'Charge')).toHaveTextContent('Recurring');
    expect(definitionOf(second, 'Term')).toHaveTextContent('11/15/2026 – 11/14/2029');
    expect(definitionOf(second, 'Initial Term')).toHaveTextContent('36 months');
    expect(definitionOf(second, 'Billing Unit of Measure')).toHaveTextContent('Each');
    expect(within(second).queryByText('Serial numbers')).not.toBeInTheDocument();

    // The history loads when its disclosure opens, not with the page.
    expect(call.mock.calls.map(([endpoint]) => endpoint.id)).not.toContain('document.getItemStatusHistory');
    await userEvent.click(within(first).getByRole('button', { name: 'Status history of line 1' }));
    const timeline = await within(first).findByRole('list', { name: 'Status history of line 1' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('New'),
      expect.stringContaining('Booked'),
      expect.stringContaining('Shipped'),
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    // Called, not last called: the order's lazily loaded sections may ask after it on a loaded machine.
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'document.getItemStatusHistory' }),
      expect.objectContaining({ query: { id: ORDER_ID, lineNumber: 1 } }),
    );
  });

  it('should link the blanket PO the order was placed against for a holder of viewStorefrontBlanketOrders', async () => {
    session.permissions = ['viewStorefrontBlanketOrders'];
    call.mockImplementation(async (endpoint: { id: string }) => answer(endpoint));
    renderOrder();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(
      within(definitionOf(summary, 'Blanket PO #')).getByRole('link', { name: 'BPO-NW-2026-01' }),
    ).toHaveAttribute('href', '#/blanket-purchase-order?id=5b8d1c7e-2f3a-4b5c-8d9e-000000000777');
  });

  it('should list the order’s invoices, each linking to its variant’s page, only for a reader of invoices', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => answer(endpoint));
    const { unmount } = renderOrder();
    await screen.findByRole('heading', { level: 1, name: /Order SO-300003/ });
    expect(screen.queryByRole('heading', { name: 'Invoices' })).not.toBeInTheDocument();
    expect(call.mock.calls.map(([endpoint]) => endpoint.id)).not.toContain('invoice.invoiceList');
    unmount();

    session.permissions = ['orders', 'invoices'];
    renderOrder();
    const section = await screen.findByRole('region', { name: 'Invoices' });
    expect(await within(section).findByRole('link', { name: 'INV-700005' })).toHaveAttribute(
      'href',
      `#/service-invoice?id=${INVOICE_ID}&invoiceType=2`,
    );
    expect(within(section).getByText('Partially Paid')).toBeInTheDocument();
    expect(within(section).getByText('$649.50')).toBeInTheDocument();
    const listCall = call.mock.calls.find(([endpoint]) => endpoint.id === 'invoice.invoiceList');
    expect(listCall?.[1].query).toEqual({ orderId: ORDER_ID, size: 100 });
  });

  it('should download the order’s files and a line’s serial numbers, add and delete an attachment, and show the history', async () => {
    session.permissions = ['orders'];
    download.mockResolvedValue({ kind: 'file' });
    orderHistory = [placed];
    call.mockImplementation(async (endpoint: { id: string }, options: { body?: unknown }) => {
      if (endpoint.id === 'document.addAttachment') {
        const form = options.body as FormData;
        expect(form.get('documentType')).toBe('5');
        expect(form.get('documentId')).toBe(ORDER_ID);
        expect(form.get('description')).toBe('Signed PO');
        attachments = [storedPo];
        orderHistory = [
          placed,
          { ...placed, kind: 'attachmentAdded', subject: 'signed-po.pdf', detail: 'Signed PO' },
        ];
        return storedPo;
      }
      if (endpoint.id === 'document.deleteAttachment') {
        expect(options.body).toEqual({ id: storedPo.id });
        attachments = [];
        return { ok: true };
      }
      return answer(endpoint);
    });
    renderOrder();

    const files = await screen.findByRole('region', { name: 'Order files' });
    for (const [name, id] of [
      ['Print', 'order.printToPDF'],
      ['Export Parts List', 'order.exportPartsList'],
      ['Export to Excel', 'order.exportToExcel'],
    ] as const) {
      await userEvent.click(within(files).getByRole('button', { name }));
      expect(download).toHaveBeenLastCalledWith(expect.objectContaining({ id }), { query: { id: ORDER_ID } });
    }
    const first = screen.getByRole('article', { name: 'Line 1: C9300-48P-A' });
    await userEvent.click(within(first).getByRole('button', { name: 'Export serial numbers of line 1' }));
    expect(download).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'order.exportOrderSerialNumber' }),
      {
        query: { id: ORDER_ID, lineNumber: 1 },
      },
    );
    // A line without serial numbers offers no export.
    const second = screen.getByRole('article', { name: 'Line 2: C9300-DNA-A-24-3Y' });
    expect(within(second).queryByRole('button', { name: /Export serial numbers/ })).not.toBeInTheDocument();

    const historyList = await screen.findByRole('list', { name: 'Order history' });
    expect(within(historyList).getByRole('listitem')).toHaveTextContent('Order placed by Blake Buyer');
    expect(await screen.findByText('No attachments.')).toBeInTheDocument();

    // The blocked type is refused before it is sent.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['MZ'], 'setup.exe'), { applyAccept: false });
    expect(
      await screen.findByText('setup.exe cannot be attached: files of this type are not allowed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();

    await userEvent.upload(input, new File(['%PDF-1.7'], 'signed-po.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    // Said in the form's message and at the field the upload waits on.
    expect(await screen.findAllByText('Please enter a description.')).toHaveLength(2);
    const description = screen.getByRole('textbox', { name: 'Description of signed-po.pdf' });
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription('Please enter a description.');
    // The focus goes to the field that says why (it was left on Upload).
    expect(description).toHaveFocus();
    await userEvent.type(description, 'Signed PO');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('button', { name: 'Download signed-po.pdf' })).toBeInTheDocument();
    // Upload goes away with the files sent: the focus fell to the page's body. It goes to the emptied drop zone's
    // Choose files, and a status says what was uploaded.
    expect(await screen.findByRole('status')).toHaveTextContent('signed-po.pdf uploaded.');
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveFocus();
    expect(await within(historyList).findByText('Attachment added: signed-po.pdf')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete signed-po.pdf' }));
    expect(await screen.findByText('No attachments.')).toBeInTheDocument();
  });

  it('should offer no upload or delete to a reader of orders without orders or ordersMenuStorefront', async () => {
    attachments = [storedPo];
    session.permissions = ['viewAllOrders'];
    call.mockImplementation(async (endpoint: { id: string }) => answer(endpoint));
    renderOrder();
    expect(await screen.findByRole('button', { name: 'Download signed-po.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete signed-po.pdf' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Attachments can be added and deleted while the order is Open.'),
    ).toBeInTheDocument();
  });

  it('should say Result not found for an order the caller may not see, and for an id that is not one', async () => {
    call.mockRejectedValue(
      new ApiError({
        status: 404,
        endpointId: 'order.getOrderWithItemGroups',
        body: { code: 'OrderNotFound', message: 'Result not found', traceId: '' },
      }),
    );
    const { unmount } = renderOrder();
    expect(await screen.findByText('Result not found')).toBeInTheDocument();
    unmount();
    call.mockReset();
    renderOrder('not-an-id');
    expect(screen.getByText('Result not found')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('should say under Result not found why an order is not there, and offer Orders to a reader of orders', async () => {
    session.permissions = ['orders'];
    call.mockRejectedValue(
      new ApiError({
        status: 404,
        endpointId: 'order.getOrderWithItemGroups',
        body: { code: 'OrderNotFound', message: 'Result not found', traceId: '' },
      }),
    );
    const { unmount } = renderOrder();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Result not found');
    expect(alert).toHaveTextContent(
      'There is no order at this address that you may see: the link may be incomplete or mistyped, or the order may belong to another company.',
    );
    expect(within(alert).getByRole('link', { name: 'Find the order in Orders' })).toHaveAttribute(
      'href',
      '#/orders',
    );
    unmount();
    renderOrder('not-a-uuid');
    expect(screen.getByRole('alert')).toHaveTextContent('There is no order at this address that you may see');
    expect(screen.getByRole('link', { name: 'Find the order in Orders' })).toBeInTheDocument();
  });
});
