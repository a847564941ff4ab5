import { describe, expect, it } from 'vitest';
import { type CreditCardDraft, checkCreditCard, firstProblemField } from './cardValidation';

const today = new Date(2026, 4, 15); // 15 May 2026

const complete: CreditCardDraft = {
  creditCardNumber: '4111 1111 1111 1111',
  expirationMonth: 5,
  expirationYear: 2026,
  securityCode: '123',
  cardHolderName: 'Dana Whitaker',
  companyName: '',
  addressLine1: '88 Industrial Way',
  addressLine2: '',
  city: 'Camden',
  state: 'NJ',
  zipCode: '08103',
  email: '',
  phone: '',
};

describe('checkCreditCard', () => {
  it('should accept a complete card with the optional fields empty', () => {
    expect(checkCreditCard(complete, today)).toEqual({});
  });

  it('should mark every required field of an empty form and none of the optional ones', () => {
    const empty: CreditCardDraft = {
      ...complete,
      creditCardNumber: '',
      expirationMonth: null,
      expirationYear: null,
      securityCode: '',
      cardHolderName: ' ',
      addressLine1: '',
      city: '',
      state: '',
      zipCode: '',
    };
    expect(checkCreditCard(empty, today)).toEqual({
      creditCardNumber: 'required',
      expirationMonth: 'required',
      expirationYear: 'required',
      securityCode: 'required',
      cardHolderName: 'required',
      addressLine1: 'required',
      city: 'required',
      state: 'required',
      zipCode: 'required',
    });
  });

  it('should fail the validation of a number with a wrong check digit', () => {
    expect(checkCreditCard({ ...complete, creditCardNumber: '4111 1111 1111 1112' }, today)).toEqual({
      creditCardNumber: 'validationFailed',
    });
  });

  it('should refuse an expiry before the current month and accept the current month', () => {
    expect(checkCreditCard({ ...complete, expirationMonth: 4 }, today)).toEqual({
      expirationMonth: 'expired',
      expirationYear: 'expired',
    });
    expect(checkCreditCard({ ...complete, expirationMonth: 12, expirationYear: 2025 }, today)).toEqual({
      expirationMonth: 'expired',
      expirationYear: 'expired',
    });
    expect(checkCreditCard({ ...complete, expirationMonth: 1, expirationYear: 2027 }, today)).toEqual({});
  });

  it('should want 4 digits of security code for American Express and 3 for Visa', () => {
    const amex = { ...complete, creditCardNumber: '378282246310005' };
    expect(checkCreditCard({ ...amex, securityCode: '123' }, today)).toEqual({
      securityCode: 'securityCode',
    });
    expect(checkCreditCard({ ...amex, securityCode: '1234' }, today)).toEqual({});
    expect(checkCreditCard({ ...complete, securityCode: '1234' }, today)).toEqual({
      securityCode: 'securityCode',
    });
  });

  it('should check the ZIP code and an e-mail address only when one is given', () => {
    expect(checkCreditCard({ ...complete, zipCode: '8103' }, today)).toEqual({ zipCode: 'zipCode' });
    expect(checkCreditCard({ ...complete, zipCode: '08103-2211' }, today)).toEqual({});
    expect(checkCreditCard({ ...complete, email: 'dana@' }, today)).toEqual({ email: 'email' });
    expect(checkCreditCard({ ...complete, email: 'dana@contoso.com' }, today)).toEqual({});
  });
});

describe('firstProblemField', () => {
  it('should name the first field in the order the form shows them', () => {
    expect(firstProblemField({ zipCode: 'required', securityCode: 'securityCode' })).toBe('securityCode');
    expect(firstProblemField({})).toBeUndefined();
  });
});
