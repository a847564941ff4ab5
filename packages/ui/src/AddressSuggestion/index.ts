export {
  type AddressChoice,
  AddressSuggestion,
  type AddressSuggestionLabels,
  type AddressSuggestionProps,
  addressChoices,
  defaultAddressSuggestionLabels,
} from './AddressSuggestion';
