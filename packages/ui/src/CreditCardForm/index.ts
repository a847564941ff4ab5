export {
  type CreditCardBillingValues,
  type CreditCardDocumentInfo,
  type CreditCardErrorFlags,
  type CreditCardFieldErrors,
  CreditCardForm,
  type CreditCardFormLabels,
  type CreditCardFormLimits,
  type CreditCardFormProps,
  type CreditCardFormValues,
  type CreditCardTextField,
  defaultCreditCardFormLabels,
} from './CreditCardForm';
export {
  cardNumberDigits,
  cardNumberLengths,
  cardNumberValid,
  detectCardType,
  luhnValid,
  maskCardNumber,
  securityCodeLength,
} from './cardNumber';
