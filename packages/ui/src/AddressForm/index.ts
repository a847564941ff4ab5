export {
  AddressForm,
  type AddressFormErrors,
  type AddressFormLabels,
  type AddressFormProps,
  type AddressFormValues,
  type AddressRegion,
  defaultAddressCountries,
  defaultAddressFormLabels,
  emptyAddressFormValues,
  type RequiredAddressField,
  requiredAddressFields,
  validateAddressForm,
} from './AddressForm';
