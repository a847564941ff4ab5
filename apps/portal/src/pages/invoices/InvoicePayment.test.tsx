import type { Invoice } from '@b2b-portal/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InvoicePayment, { payableAmount } from './InvoicePayment';

const { call, payByCard } = vi.hoisted(() => ({ call: vi.fn(), payByCard: vi.fn() }));
vi.mock('../../services/api', () => ({ api: { call } }));
vi.mock('../../checkout/cardPayment', () => ({
  CardPaymentError: class extends Error {},
  payByCard,
  useCardPaymentSetup: () => ({
    configuration: { creditCardProcessor: 'paytrace', scriptUrl: '/sandbox', environment: 'sandbox' },
    states: [],
    insecureProtocol: false,
    failed: false,
  }),
}));
// The card form is checkout's, tested there: here a stand-in whose button submits a filled-in card.
vi.mock('@b2b-portal/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@b2b-portal/ui')>()),
  CreditCardForm: ({
    onSubmit,
    submitLabel,
  }: {
    onSubmit: (values: unknown) => void;
    submitLabel: string;
  }) => (
    <button type="button" onClick={() => onSubmit({ cardHolderName: 'Blake Buyer' })}>
      {submitLabel}
    </button>
  ),
}));

const INVOICE_ID = '6c9e2d8f-3a4b-4c5d-9e0f-000000000007';
const CARD_ID = '8e1a4f0b-5c6d-4e7f-9a2b-000000000001';
const invoice = {
  id: INVOICE_ID,
  invoiceNumber: 'INV-700007',
  invoiceTypeName: 'Managed Services Contract Invoice',
  balanceDue: '1082.50',
} as Invoice;

afterEach(() => {
  call.mockReset();
  payByCard.mockReset();
});

describe('InvoicePayment', () => {
  it('should read an amount from 0.01 to the balance due, exactly', () => {
    expect(payableAmount('1,082.50', '1082.50')).toBe('1082.50');
    expect(payableAmount(' 100 ', '1082.50')).toBe('100.00');
    expect(payableAmount('1082.51', '1082.50')).toBeNull();
    expect(payableAmount('0', '1082.50')).toBeNull();
    expect(payableAmount('-5', '1082.50')).toBeNull();
    expect(payableAmount('12.345', '1082.50')).toBeNull();
  });

  it('should refuse an amount over the balance before the card goes anywhere, then pay part of it once', async () => {
    payByCard.mockResolvedValue({
      paymentInfoID: CARD_ID,
      card: { cardType: 'Visa', maskedCardNumber: '************1111' },
    });
    call.mockResolvedValue({ ...invoice, balanceDue: '982.50', statusName: 'Partially Paid' });
    const onPaid = vi.fn();
    render(<InvoicePayment invoice={invoice} onPaid={onPaid} />);
    const amount = screen.getByRole('textbox', { name: 'Amount to pay' });
    expect(amount).toHaveValue('1082.50');

    await userEvent.clear(amount);
    await userEvent.type(amount, '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(amount).toHaveAccessibleDescription('Please enter an amount from $0.01 to $1,082.50.');
    // The field with the message is far above Pay: the focus goes to it, so the refusal is seen and heard.
    expect(amount).toHaveFocus();
    expect(payByCard).not.toHaveBeenCalled();

    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Thank you: $100.00 was paid with Visa 1111.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[0].id).toBe('invoice.pay');
    expect(call.mock.calls[0]?.[1].body).toEqual({
      id: INVOICE_ID,
      paymentInfoID: CARD_ID,
      amount: '100.00',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(onPaid).toHaveBeenCalledWith(
      expect.objectContaining({ statusName: 'Partially Paid' }),
      'Thank you: $100.00 was paid with Visa 1111.',
    );
    expect(amount).toHaveValue('982.50');
  });

  it('should move the focus to the first request field refused', async () => {
    render(<InvoicePayment invoice={invoice} onPaid={vi.fn()} />);
    const request = screen.getByRole('region', { name: 'Or ask someone else to pay' });
    await userEvent.type(
      within(request).getByRole('textbox', { name: 'Recipient email' }),
      'ap@northwind.example',
    );
    await userEvent.click(within(request).getByRole('button', { name: 'Request payment' }));
    const name = within(request).getByRole('textbox', { name: 'Recipient name' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveFocus();
    expect(call).not.toHaveBeenCalled();
  });

  it('should ask someone else to pay the amount typed, refuse an amount over the balance first, and give the link', async () => {
    call.mockResolvedValue({ id: 'r-1', url: 'https://portal.example/#/payment-info-request?id=r-1' });
    render(<InvoicePayment invoice={invoice} onPaid={vi.fn()} />);
    const request = screen.getByRole('region', { name: 'Or ask someone else to pay' });
    const amount = screen.getByRole('textbox', { name: 'Amount to pay' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.type(within(request).getByRole('textbox', { name: 'Recipient name' }), 'Pat Payables');
    await userEvent.type(
      within(request).getByRole('textbox', { name: 'Recipient email' }),
      'ap@northwind.example',
    );
    await userEvent.click(within(request).getByRole('button', { name: 'Request payment' }));
    expect(amount).toHaveAccessibleDescription('Please enter an amount from $0.01 to $1,082.50.');
    expect(within(request).getByText('Please enter an amount from $0.01 to $1,082.50.')).toBeInTheDocument();
    // The focus goes to the amount refused, far above the button (it stayed on Request payment).
    expect(amount).toHaveFocus();
    expect(call).not.toHaveBeenCalled();

    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.click(within(request).getByRole('button', { name: 'Request payment' }));
    expect(
      await within(request).findByText(
        'Payment requested from Pat Payables. Share this link with them: https://portal.example/#/payment-info-request?id=r-1',
      ),
    ).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[0].id).toBe('paymentinforequest.add');
    expect(call.mock.calls[0]?.[1].body).toEqual({
      documentType: 7,
      documentNumber: 'INV-700007',
      title: 'Managed Services Contract Invoice INV-700007',
      amount: '500.00',
      recipientName: 'Pat Payables',
      recipientEmail: 'ap@northwind.example',
      message: '',
    });
  });
});
