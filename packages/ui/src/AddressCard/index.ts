export {
  type Address,
  AddressCard,
  type AddressCardLabels,
  type AddressCardProps,
  defaultAddressCardLabels,
  formatCityLine,
} from './AddressCard';
