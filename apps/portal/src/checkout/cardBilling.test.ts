import { describe, expect, it } from 'vitest';
import { checkCardBilling, validateCardBilling } from './cardBilling';

const billing = {
  cardHolderName: 'Dana Whitaker',
  companyName: '',
  addressLine1: '88 Industrial Way',
  addressLine2: '',
  city: 'Camden',
  state: 'NJ',
  zipCode: '08103',
  email: '',
  phone: '',
  saveCreditCardInfo: false,
};

describe('checkCardBilling: the card form’s billing details by the contract', () => {
  it('takes a complete US address, with or without the ZIP+4', () => {
    expect(checkCardBilling(billing)).toEqual({});
    expect(checkCardBilling({ ...billing, zipCode: '08103-1234' })).toEqual({});
    expect(checkCardBilling({ ...billing, zipCode: '081031234' })).toEqual({});
  });

  it('says what is wrong in the catalogue’s words, one message a field', () => {
    expect(
      checkCardBilling({ ...billing, cardHolderName: '', zipCode: 'N1 9GU', email: 'ap@contoso' }),
    ).toEqual({
      cardHolderName: 'This field is required.',
      zipCode: 'Please enter a ZIP code such as 12345 or 12345-6789.',
      email: 'Please enter a valid email address.',
    });
    expect(checkCardBilling({ ...billing, zipCode: '0810' })).toEqual({
      zipCode: 'Please enter at least 5 characters.',
    });
    expect(checkCardBilling({ ...billing, city: 'x'.repeat(61) })).toEqual({
      city: 'Please enter at most 60 characters.',
    });
  });

  it('hands back the details as they are sent', () => {
    const checked = validateCardBilling({ ...billing, phone: '856-555-0142' });
    expect(checked).toEqual({ ok: true, data: { ...billing, phone: '856-555-0142' } });
  });

  it('leaves the card’s number and security code out of what it hands back', () => {
    const card = { ...billing, creditCardNumber: '4111111111111111', securityCode: '123' };
    expect(validateCardBilling(card)).toEqual({ ok: true, data: billing });
  });
});
