export {
  type CreditCardDocumentInfo,
  type CreditCardErrorFlags,
  CreditCardForm,
  type CreditCardFormLabels,
  type CreditCardFormProps,
  type CreditCardFormValues,
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
