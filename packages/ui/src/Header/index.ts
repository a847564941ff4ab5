export {
  defaultHeaderLabels,
  Header,
  type HeaderLabels,
  type HeaderPortalLink,
  type HeaderProps,
  type HeaderSearch,
} from './Header';
