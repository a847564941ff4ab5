export {
  defaultPaymentMethodChooserLabels,
  type PaymentMethodChoice,
  PaymentMethodChooser,
  type PaymentMethodChooserLabels,
  type PaymentMethodChooserProps,
  savedCardChoice,
  savedCardIdOf,
} from './PaymentMethodChooser';
