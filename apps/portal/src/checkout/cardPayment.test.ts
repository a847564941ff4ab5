import type { CreditCardFormValues } from '@b2b-portal/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationFailed } from '../forms/validationFailed';
import { CardPaymentError, payByCard } from './cardPayment';

/** Card payment: the contract's check of the billing details before anything is sent, the server's after. */

const { call, tokenize } = vi.hoisted(() => ({ call: vi.fn(), tokenize: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call } }));
vi.mock('@b2b-portal/api/client', async (original) => ({
  ...(await original<typeof import('@b2b-portal/api/client')>()),
  createCardTokenizer: () => ({ tokenize }),
}));

afterEach(() => {
  call.mockReset();
  tokenize.mockReset();
});

const configuration = { creditCardProcessor: 'paytrace', scriptUrl: '', environment: 'sandbox' } as const;
const card: CreditCardFormValues = {
  creditCardType: 'Visa',
  creditCardNumber: '4111111111111111',
  expirationMonth: 3,
  expirationYear: 2030,
  securityCode: '123',
  cardHolderName: 'Bea Buyer',
  companyName: '',
  addressLine1: '1 Market St',
  addressLine2: '',
  city: 'Philadelphia',
  state: 'PA',
  zipCode: '19106',
  email: '',
  phone: '',
  saveCreditCardInfo: false,
};

async function refusal(values: CreditCardFormValues): Promise<CardPaymentError> {
  const failure = await payByCard(configuration, values).then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(CardPaymentError);
  return failure as CardPaymentError;
}

describe('payByCard', () => {
  it('refuses billing details the contract refuses, in its words, before the processor or the API hears of it', async () => {
    const failure = await refusal({
      ...card,
      email: 'ap@contoso..com',
      cardHolderName: 'x'.repeat(101),
    });
    expect(failure.fieldErrors).toEqual({
      cardHolderName: 'Please enter at most 100 characters.',
      email: 'Please enter a valid email address.',
    });
    expect(call).not.toHaveBeenCalled();
    expect(tokenize).not.toHaveBeenCalled();
  });

  it('hands the server’s field errors on with the refusal', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'creditCardPayment.getProtectToken') return { protectToken: 'protect-1' };
      throw validationFailed(endpoint.id, [
        { path: 'zipCode', message: 'Please enter at least 5 characters.' },
      ]);
    });
    tokenize.mockResolvedValue({ sessionID: 'session-1' });
    const failure = await refusal(card);
    expect(failure.fieldErrors).toEqual({ zipCode: 'Please enter at least 5 characters.' });
    expect(call.mock.calls.at(-1)?.[1]).toMatchObject({
      body: { sessionID: 'session-1', cardHolderName: 'Bea Buyer', zipCode: '19106' },
    });
  });
});
