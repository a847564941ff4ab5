export {
  type Address,
  AddressCard,
  type AddressCardLabels,
  type AddressCardProps,
  defaultAddressCardLabels,
  formatCityLine,
} from './AddressCard';
export {
  type DocumentAddressEntry,
  DocumentAddresses,
  type DocumentAddressesProps,
} from './DocumentAddresses';
