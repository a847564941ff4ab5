import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadsProvider } from '../app/downloads';
import { validationFailed } from '../forms/validationFailed';
import { definitionOf } from '../test-support/definitionOf';
import { documentLine } from '../test-support/documentLine';
import { expectLengthLimit } from '../test-support/lengthLimit';
import * as pageStyles from './pages.css';
import QuotePage from './QuotePage';

const { call, download } = vi.hoisted(() => ({ call: vi.fn(), download: vi.fn() }));
vi.mock('../services/api', () => ({
  api: { call, download },
  tokenStore: { getSessionId: () => null },
}));

const QUOTE_ID = '5b8d1c7e-2f3a-4b5c-8d9e-0a1b2c3d4e5f';

const address = (name: string, line1: string, city: string, contactName = '') => ({
  name,
  formatted: `${line1}, ${city}, PA 19106`,
  line1,
  line2: '',
  line3: '',
  city,
  state: 'PA',
  zipCode: '19106',
  countryCode: 'USA',
  contactName,
  email: '',
  phone: '215-555-0140',
});

const quote = {
  id: QUOTE_ID,
  quoteNumber: 'Q-500102',
  title: 'Data centre core switching',
  status: 2,
  statusName: 'Submitted',
  createdDate: '2026-11-19T10:00:00.000Z',
  expiresAt: '2027-01-06T10:00:00.000Z',
  requester: 'Blake Buyer',
  requesterID: null,
  createdBy: 'Taylor Inside',
  businessUnit: null,
  businessUnitName: 'IT Infrastructure',
  accountManager: { name: 'Jordan Ellis', email: 'jordan.ellis@reseller.example', phone: '215-555-0100' },
  insideSalesRep: null,
  billTo: address('Northwind Health Accounts Payable', '400 Market Street', 'Philadelphia', 'Pat Morgan'),
  shipTo: address('Northwind Health Data Center', '55 Innovation Way', 'Pittsburgh'),
  endUser: null,
  groups: [],
  bundles: [],
  items: [
    documentLine({
      manufacturerPart: 'C9300-48P-A',
      description: 'Catalyst 9300 48-port PoE+',
      unitPrice: '5000.00',
      extendedPrice: '10000.00',
      pricingHidden: false,
      isRequestItem: false,
    }),
  ],
  subTotal: '10000.00',
  discountTotal: '300.00',
  taxTotal: '606.25',
  taxFlags: 1,
  shippingTotal: '0.00',
  grandTotal: '10306.25',
  orderID: null,
  orderNumber: '',
  pricingRequestID: null,
  pricingRequestNumber: '',
};

function answer(endpoint: { id: string }) {
  switch (endpoint.id) {
    case 'quote.get':
      return quote;
    case 'quote.getDiscountAmounts':
      return { amounts: [{ description: 'Volume discount', amount: '300.00' }], total: '300.00' };
    case 'quote.gettermsandconditions':
      return { termsAndConditions: 'Prices valid for 45 days.' };
    case 'quote.getworkflowinfo':
      return { documentType: 8, documentID: QUOTE_ID, status: 2, currentLevel: 1, levels: [], history: [] };
    case 'workflowrouting.gettokenbyuser':
      return { token: 'v1.sig' };
    case 'workflowrouting.listActions':
      return { actions: [], message: '' };
    case 'emailinquiry.submitInquiry':
      return { sent: true };
    default:
      return [];
  }
}

function renderQuote(id = QUOTE_ID) {
  return render(
    <DownloadsProvider save={vi.fn()}>
      <QuotePage route={routeByName('Quote')} query={{ id }} />
    </DownloadsProvider>,
  );
}

afterEach(() => {
  call.mockReset();
  download.mockReset();
});

describe('QuotePage', () => {
  it('shows the header, the account manager, the addresses, the lines and the terms', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => answer(endpoint));
    renderQuote();
    expect(await screen.findByRole('heading', { level: 1, name: /Quote Q-500102/ })).toBeInTheDocument();
    // The number never breaks at its hyphen (issue 16).
    expect(within(screen.getByRole('heading', { level: 1 })).getByText('Q-500102')).toHaveClass(
      pageStyles.noWrap,
    );
    // The header is a description list per group, each value under its label (issue 16).
    const details = screen.getByRole('region', { name: 'Details' });
    expect(definitionOf(details, 'Quote #')).toHaveTextContent('Q-500102');
    expect(definitionOf(details, 'Expires')).toHaveTextContent('01/06/2027');
    // An empty field shows a dash and says 'Not given' to a screen reader, instead of vanishing.
    expect(definitionOf(details, 'Order #')).toHaveTextContent('—Not given');
    const contacts = screen.getByRole('region', { name: 'Your contacts' });
    const manager = definitionOf(contacts, 'Account Manager');
    expect(manager).toHaveTextContent('Jordan Ellis');
    expect(within(manager).getByRole('link', { name: 'jordan.ellis@reseller.example' })).toHaveAttribute(
      'href',
      'mailto:jordan.ellis@reseller.example',
    );
    expect(manager).toHaveTextContent('215-555-0100');
    expect(definitionOf(contacts, 'Inside Sales')).toHaveTextContent('Not given');

    const addresses = screen.getByRole('region', { name: 'Addresses' });
    const billTo = within(addresses).getByRole('region', { name: 'Bill To' });
    expect(billTo).toHaveTextContent('Northwind Health Accounts Payable');
    expect(billTo).toHaveTextContent('Attn: Pat Morgan');
    expect(within(addresses).getByRole('region', { name: 'Ship To' })).toHaveTextContent('55 Innovation Way');
    expect(within(addresses).getByRole('region', { name: 'End User' })).toHaveTextContent('None');

    expect(screen.getByText('Catalyst 9300 48-port PoE+')).toBeInTheDocument();
    expect(screen.getByText('Prices valid for 45 days.')).toBeInTheDocument();
  });

  it('refuses a blank inquiry in the documents’ words, then sends one', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => answer(endpoint));
    renderQuote();
    const send = await screen.findByRole('button', { name: 'Send' });
    const message = screen.getByRole('textbox', { name: /message/i });
    await expectLengthLimit(message, 4000);
    await userEvent.type(message, '   ');
    await userEvent.click(send);
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('Message cannot be blank.');
    expect(call.mock.calls.some(([endpoint]) => endpoint.id === 'emailinquiry.submitInquiry')).toBe(false);
    await userEvent.clear(message);

    await userEvent.type(
      screen.getByRole('textbox', { name: /message/i }),
      'Can you match last year’s price?',
    );
    await userEvent.click(send);
    expect(await screen.findByText('Your message was sent to your account manager.')).toBeInTheDocument();
    const sent = call.mock.calls.find(([endpoint]) => endpoint.id === 'emailinquiry.submitInquiry');
    expect(sent?.[1].body).toEqual({
      kind: 2,
      documentId: QUOTE_ID,
      message: 'Can you match last year’s price?',
    });
  }, 30_000);

  it('shows the server’s field error on the message after the call, until it is edited', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'emailinquiry.submitInquiry') {
        throw validationFailed(endpoint.id, [
          { path: 'message', message: 'Please enter at most 4000 characters.' },
        ]);
      }
      return answer(endpoint);
    });
    renderQuote();
    const send = await screen.findByRole('button', { name: 'Send' });
    const message = screen.getByRole('textbox', { name: /message/i });
    await userEvent.type(message, 'When can it ship?');
    await userEvent.click(send);
    await vi.waitFor(() => expect(message).toHaveAttribute('aria-invalid', 'true'));
    expect(message).toHaveAccessibleDescription('Please enter at most 4000 characters.');
    await userEvent.type(message, '!');
    expect(message).not.toHaveAttribute('aria-invalid');
  }, 30_000);

  it('says the quote was not found for an id that is not one, without asking the server', () => {
    renderQuote('nope');
    expect(screen.getByText('Result not found')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the server’s message when the quote cannot be loaded', async () => {
    call.mockRejectedValue(
      new ApiError({
        status: 404,
        endpointId: 'quote.get',
        body: { code: 'QuoteNotFound', message: 'Result not found', traceId: '' },
      }),
    );
    renderQuote();
    expect(await screen.findByText('Result not found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Addresses' })).not.toBeInTheDocument();
  });
});
