import type { Invoice, InvoiceLine } from '@b2b-portal/api';
import { ApiError } from '@b2b-portal/api/client';
import { type RouteName, routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definitionOf } from '../test-support/definitionOf';
import InvoicePage from './InvoicePage';

const { call, download, session } = vi.hoisted(() => ({
  call: vi.fn(),
  download: vi.fn(),
  session: { permissions: ['invoices'] as string[], features: 1 },
}));
vi.mock('../services/api', () => ({ api: { call, download } }));
vi.mock('../app/session', () => ({ useSession: () => session }));
vi.mock('../app/downloads', () => ({ useDownloads: () => ({ download }) }));
// The payment section is InvoicePayment.test's: here only whether the page offers it.
vi.mock('./invoices/InvoicePayment', () => ({
  default: ({
    invoice,
    onPaid,
  }: {
    invoice: { invoiceNumber: string };
    onPaid: (invoice: unknown, notice: string) => void;
  }) => (
    <>
      <p>{`Payment of ${invoice.invoiceNumber}`}</p>
      <button type="button" onClick={() => onPaid(invoice, 'Thank you: $1,082.50 was paid with Visa 1111.')}>
        Pay
      </button>
    </>
  ),
}));

const INVOICE_ID = '6c9e2d8f-3a4b-4c5d-9e0f-000000000001';
const ORDER_ID = '5b8d1c7e-2f3a-4b5c-8d9e-000000000001';

const address = (name: string, line1: string) => ({
  name,
  formatted: `${line1}, Philadelphia, PA 19106`,
  line1,
  line2: '',
  line3: '',
  city: 'Philadelphia',
  state: 'PA',
  zipCode: '19106',
  countryCode: 'USA',
  contactName: '',
  email: '',
  phone: '',
});

const line = (overrides: Partial<InvoiceLine>): InvoiceLine => ({
  id: `7d0f3e9a-4b5c-4d6e-8f1a-00000000000${overrides.lineNumber ?? 1}`,
  lineNumber: 1,
  orderLineNumber: 1,
  manufacturerPart: 'C9300-48P-A',
  manufacturerName: 'Cisco',
  description: 'Catalyst 9300 48-port PoE+',
  quantity: 2,
  unitPrice: '5100.10',
  extendedPrice: '10200.20',
  serialNumbers: [],
  serviceStart: null,
  serviceEnd: null,
  shipToName: '',
  subscriptionId: '',
  chargeKind: null,
  chargeKindName: '',
  usageQuantity: null,
  billingUnitOfMeasure: '',
  ...overrides,
});

const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: INVOICE_ID,
  invoiceNumber: 'INV-700001',
  invoiceType: 1,
  invoiceTypeName: 'Invoice',
  invoiceDate: '2026-11-20',
  dueDate: '2026-11-25',
  po: 'NW-PO-2026-0101',
  order: { id: ORDER_ID, number: 'SO-300003' },
  affiliatedCompany: '',
  status: 1,
  statusName: 'Partially Paid',
  grandTotal: '11041.72',
  amountPaid: '4416.69',
  balanceDue: '6625.03',
  pastDue: true,
  paymentTerm: 'Net 30',
  billTo: address('Northwind Accounts Payable', '1 Market St'),
  shipTo: address('Northwind Health Main Campus', '200 Health Way'),
  contractNumber: '',
  periodStart: null,
  periodEnd: null,
  accountManager: { name: 'Jordan Ellis', email: 'jordan.ellis@reseller.example', phone: '555-010-2200' },
  lines: [line({ serialNumbers: ['FOC2611X0A1', 'FOC2611X0A2'] })],
  subTotal: '10200.20',
  taxTotal: '841.52',
  shippingTotal: '0.00',
  ...overrides,
});

const managed = invoice({
  invoiceType: 3,
  invoiceTypeName: 'Managed Services Contract Invoice',
  invoiceNumber: 'INV-700007',
  contractNumber: 'MSC-NW-2026-01',
  periodStart: '2026-10-21',
  periodEnd: '2026-11-19',
  pastDue: false,
  lines: [
    line({
      lineNumber: 1,
      shipToName: 'Northwind Health Main Campus',
      serviceStart: '2026-10-21',
      serviceEnd: '2026-11-19',
    }),
    line({
      lineNumber: 2,
      shipToName: 'Northwind Health Clinic West',
      serviceStart: '2026-10-21',
      serviceEnd: '2026-11-19',
    }),
  ],
});

const subscription = invoice({
  invoiceType: 4,
  invoiceTypeName: 'Subscription Invoice',
  invoiceNumber: 'INV-700010',
  pastDue: false,
  lines: [
    line({
      lineNumber: 1,
      manufacturerPart: 'M365-E3-MONTHLY',
      subscriptionId: 'SUB-NW-1',
      chargeKind: 1,
      chargeKindName: 'Recurring',
    }),
    line({
      lineNumber: 2,
      manufacturerPart: 'AZ-STORAGE-GB',
      subscriptionId: 'SUB-NW-1',
      chargeKind: 4,
      chargeKindName: 'Usage',
      usageQuantity: '1284.5',
      billingUnitOfMeasure: 'GB',
    }),
  ],
});

const renderInvoice = (route: RouteName, id = INVOICE_ID) =>
  render(<InvoicePage route={routeByName(route)} query={{ id }} />);

afterEach(() => {
  call.mockReset();
  download.mockReset();
  session.permissions = ['invoices'];
});

describe('InvoicePage', () => {
  it('should show the summary with the amounts and the past-due mark, the order link, addresses, lines, totals and the policies', async () => {
    call.mockResolvedValue(invoice());
    download.mockResolvedValue({ kind: 'file' });
    renderInvoice('InvoiceDetails');
    expect(await screen.findByRole('heading', { level: 1, name: /Invoice INV-700001/ })).toHaveTextContent(
      'Partially Paid',
    );
    expect(call.mock.calls[0]?.[0].id).toBe('invoice.get');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(definitionOf(summary, 'Due Date')).toHaveTextContent('11/25/2026 Past due');
    expect(within(definitionOf(summary, 'Order #')).getByRole('link', { name: 'SO-300003' })).toHaveAttribute(
      'href',
      `#/order?id=${ORDER_ID}`,
    );
    const amounts = screen.getByRole('region', { name: 'Balance Due' });
    expect(definitionOf(amounts, 'Paid')).toHaveTextContent('$4,416.69');
    expect(definitionOf(amounts, 'Balance Due')).toHaveTextContent('$6,625.03');
    expect(screen.getByRole('region', { name: 'Bill To' })).toHaveTextContent('1 Market St');
    const details = screen.getByRole('region', { name: 'Line details' });
    const line1 = within(details).getByRole('region', { name: 'Line 1: C9300-48P-A' });
    expect(definitionOf(line1, 'Serial #')).toHaveTextContent('FOC2611X0A1, FOC2611X0A2');
    expect(definitionOf(line1, 'Order line')).toHaveTextContent('1');
    // The summary's total and the totals block's.
    expect(screen.getAllByText('$11,041.72')).toHaveLength(2);
    expect(screen.getByText('$841.52')).toBeInTheDocument();
    expect(screen.getByText('Invoice discrepancies must be reported within 5 days.')).toBeInTheDocument();
    expect(screen.getByText('Past-due balances carry a 1.5% monthly finance charge.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(download).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'invoice.print' }), {
      query: { id: INVOICE_ID },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(download).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'invoice.exportToExcel' }), {
      query: { id: INVOICE_ID },
    });
    // Usage export is the subscription invoice's.
    expect(screen.queryByRole('button', { name: 'Export usage data' })).not.toBeInTheDocument();
  }, 30_000);

  it('should read a managed services contract invoice with its contract, period and each line’s ship-to', async () => {
    call.mockResolvedValue(managed);
    renderInvoice('ManagedServicesContractInvoiceDetails');
    await screen.findByRole('heading', { level: 1, name: /Managed Services Contract Invoice INV-700007/ });
    expect(call.mock.calls[0]?.[0].id).toBe('managedServicesContractInvoice.get');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(definitionOf(summary, 'Contract #')).toHaveTextContent('MSC-NW-2026-01');
    expect(definitionOf(summary, 'Billing Period')).toHaveTextContent('10/21/2026 to 11/19/2026');
    const details = screen.getByRole('region', { name: 'Line details' });
    const line2 = within(details).getByRole('region', { name: 'Line 2: C9300-48P-A' });
    expect(definitionOf(line2, 'Ship-To')).toHaveTextContent('Northwind Health Clinic West');
    expect(definitionOf(line2, 'Service Period')).toHaveTextContent('10/21/2026 to 11/19/2026');
  });

  it('should read a subscription invoice with its charges and usage, and export the usage', async () => {
    call.mockResolvedValue(subscription);
    download.mockResolvedValue({ kind: 'file' });
    renderInvoice('SubscriptionInvoiceDetails');
    await screen.findByRole('heading', { level: 1, name: /Subscription Invoice INV-700010/ });
    expect(call.mock.calls[0]?.[0].id).toBe('subscriptionInvoice.get');
    const details = screen.getByRole('region', { name: 'Line details' });
    const usage = within(details).getByRole('region', { name: 'Line 2: AZ-STORAGE-GB' });
    expect(definitionOf(usage, 'Charge')).toHaveTextContent('Usage');
    expect(definitionOf(usage, 'Usage')).toHaveTextContent('1284.5 GB');
    expect(definitionOf(usage, 'Subscription')).toHaveTextContent('SUB-NW-1');
    await userEvent.click(screen.getByRole('button', { name: 'Export usage data' }));
    expect(download).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'subscriptionInvoice.getExportUsage' }),
      { query: { id: INVOICE_ID } },
    );
  });

  it('should refuse a blank inquiry in the documents’ words, then send it as an invoice inquiry', async () => {
    call.mockImplementation(async (endpoint: { id: string }) =>
      endpoint.id === 'emailinquiry.submitInquiry' ? { ok: true } : invoice(),
    );
    renderInvoice('InvoiceDetails');
    await screen.findByRole('heading', { name: 'Ask about this invoice' });
    const message = screen.getByRole('textbox', { name: /message/i });
    await userEvent.type(message, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(message).toHaveAccessibleDescription('Message cannot be blank.');
    expect(call.mock.calls.some(([endpoint]) => endpoint.id === 'emailinquiry.submitInquiry')).toBe(false);
    await userEvent.clear(message);
    await userEvent.type(message, 'Line 2 was billed twice.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message was sent to your account manager.')).toBeInTheDocument();
    const sent = call.mock.calls.find(([endpoint]) => endpoint.id === 'emailinquiry.submitInquiry');
    expect(sent?.[1].body).toEqual({ kind: 1, documentId: INVOICE_ID, message: 'Line 2 was billed twice.' });
  }, 30_000);

  it('should offer payment by card for an unpaid invoice to a holder of a checkout permission only', async () => {
    call.mockResolvedValue(invoice());
    const { unmount } = renderInvoice('InvoiceDetails');
    await screen.findByRole('heading', { level: 1, name: /Invoice INV-700001/ });
    expect(screen.queryByText('Payment of INV-700001')).not.toBeInTheDocument();
    unmount();

    session.permissions = ['invoices', 'shoppingcart'];
    const second = renderInvoice('InvoiceDetails');
    expect(await screen.findByText('Payment of INV-700001')).toBeInTheDocument();
    second.unmount();

    call.mockResolvedValue(invoice({ status: 2, statusName: 'Paid', balanceDue: '0.00', pastDue: false }));
    renderInvoice('InvoiceDetails');
    await screen.findByRole('heading', { level: 1, name: /Invoice INV-700001/ });
    expect(screen.queryByText('Payment of INV-700001')).not.toBeInTheDocument();
  });

  it('should keep the thank-you of a payment in full, with the focus, once the invoice reloads as Paid', async () => {
    session.permissions = ['invoices', 'shoppingcart'];
    call.mockResolvedValue(invoice());
    renderInvoice('InvoiceDetails');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    call.mockResolvedValue(invoice({ status: 2, statusName: 'Paid', balanceDue: '0.00', pastDue: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Invoice INV-700001/ })).toHaveTextContent(
      'Paid',
    );
    // The payment form goes with the balance: its thank-you went with it, and the focus fell to the body.
    const thanks = await screen.findByText('Thank you: $1,082.50 was paid with Visa 1111.');
    expect(screen.queryByText('Payment of INV-700001')).not.toBeInTheDocument();
    expect(thanks.closest('[tabindex="-1"]')).toHaveFocus();
  });

  it('should give the documents’ no-access message without an invoice permission, and on a 403', async () => {
    session.permissions = ['orders'];
    const { unmount } = renderInvoice('InvoiceDetails');
    expect(screen.getByText(/You do not have access to view invoices\./)).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    unmount();

    session.permissions = ['invoices'];
    call.mockRejectedValue(
      new ApiError({
        status: 403,
        endpointId: 'invoice.get',
        body: { code: 'Forbidden', message: 'Forbidden', traceId: '' },
      }),
    );
    renderInvoice('InvoiceDetails');
    expect(
      await screen.findByText(/To request access, contact your Company Administrator/),
    ).toBeInTheDocument();
  });

  it('should say Result not found for an invoice the caller may not see, and for an id that is not one', async () => {
    const { unmount } = renderInvoice('InvoiceDetails', 'nope');
    expect(screen.getByText('Result not found')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    unmount();
    call.mockRejectedValue(
      new ApiError({
        status: 404,
        endpointId: 'invoice.get',
        body: { code: 'InvoiceNotFound', message: 'Result not found', traceId: '' },
      }),
    );
    renderInvoice('InvoiceDetails');
    expect(await screen.findByText('Result not found')).toBeInTheDocument();
  });

  it('should say under Result not found why an invoice is not there (no id, an unknown one) and offer Invoices', async () => {
    const { unmount } = renderInvoice('InvoiceDetails', '');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Result not found');
    expect(alert).toHaveTextContent(
      'There is no invoice at this address that you may see: the link may be incomplete or mistyped, or the invoice may belong to another company.',
    );
    expect(within(alert).getByRole('link', { name: 'Find the invoice in Invoices' })).toHaveAttribute(
      'href',
      '#/invoices',
    );
    expect(call).not.toHaveBeenCalled();
    unmount();
    call.mockRejectedValue(
      new ApiError({
        status: 404,
        endpointId: 'invoice.get',
        body: { code: 'InvoiceNotFound', message: 'Result not found', traceId: '' },
      }),
    );
    renderInvoice('InvoiceDetails');
    expect(await screen.findByRole('link', { name: 'Find the invoice in Invoices' })).toBeInTheDocument();
  });
});
