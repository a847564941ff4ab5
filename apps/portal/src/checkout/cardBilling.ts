import { CardBillingFields } from '@b2b-portal/api';
import type { CreditCardBillingValues, CreditCardFieldErrors } from '@b2b-portal/ui';
import { validateWith } from '../forms/validate';

/**
 * The contract's check of the card form's billing details (`CardBillingFields`: required fields, lengths, a US ZIP
 * code, an e-mail address), in the catalogue's words: the card form's `validate`, so the form shows the words the
 * server would answer with, and `payByCard` checks the same before the number goes anywhere.
 */
export function checkCardBilling(values: CreditCardBillingValues): CreditCardFieldErrors {
  const checked = validateCardBilling(values);
  return checked.ok ? {} : checked.fieldErrors;
}

/**
 * The same check with the billing details as the contract parsed them, to send. The schema keeps only its own
 * fields: given the whole card form's values, the number and security code are left out of what it hands back.
 */
export function validateCardBilling(values: CreditCardBillingValues) {
  return validateWith(CardBillingFields, values);
}
