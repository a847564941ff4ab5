export {
  AddressPicker,
  type AddressPickerLabels,
  type AddressPickerProps,
  defaultAddressPickerLabels,
} from './AddressPicker';
