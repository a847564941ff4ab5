import type { Invoice } from '@b2b-portal/api';
import { render, screen } from '@testing-library/react';
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
    expect(amount).toHaveAccessibleDescription('Please enter an amount from 0.01 to $1,082.50.');
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
    expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ statusName: 'Partially Paid' }));
    expect(amount).toHaveValue('982.50');
  });
});
