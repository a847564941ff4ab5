// The public API of @b2b-portal/ui. Explicit re-exports only: what is not listed here is internal.
// Biome keeps the exports sorted by path (case-insensitive), so there are no section comments.
import './styles';

export { AppShell, type AppShellProps } from './AppShell';
export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './Button';
export {
  type DownloadToast,
  DownloadToasts,
  type DownloadToastsLabels,
  type DownloadToastsProps,
  defaultDownloadToastsLabels,
  progressTransition,
} from './DownloadToasts';
export {
  defaultFooterLabels,
  Footer,
  type FooterLabels,
  type FooterLink,
  type FooterProps,
  type FooterSocialLink,
  type SocialNetwork,
  socialNetworks,
} from './Footer';
export {
  type DateInput,
  FormattedDate,
  FormattedDateTime,
  FormattedMoney,
  FormattedNumber,
  FormattedPercent,
  FormattedPhone,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPhone,
  type NumberInput,
  toDate,
} from './format';
export { fillTemplate } from './format/template';
export { focusRing, visuallyHidden } from './foundations/focus.css';
export { type Sprinkles, sprinkles } from './foundations/sprinkles.css';
export { darkTheme } from './foundations/themes/dark.css';
export { lightTheme } from './foundations/themes/light.css';
export {
  breakpoints,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  modalSizes as modalGeometry,
  motion,
  palette,
  radii,
  shadows,
  sideBarWidth,
  space,
  zIndex,
} from './foundations/tokens';
export { vars } from './foundations/vars.css';
export {
  defaultHeaderLabels,
  Header,
  type HeaderLabels,
  type HeaderPortalLink,
  type HeaderProps,
  type HeaderSearch,
} from './Header';
export { narrowScreenQuery, useNarrowScreen } from './hooks/useNarrowScreen';
export { IconButton, type IconButtonProps, type IconButtonSize, iconButtonSizes } from './IconButton';
export {
  BellIcon,
  CartIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  CloseIcon,
  DownloadIcon,
  ErrorIcon,
  ExternalLinkIcon,
  FacebookIcon,
  IconBase,
  type IconProps,
  InfoIcon,
  InstagramIcon,
  LinkedInIcon,
  LogoutIcon,
  MenuIcon,
  QuestionIcon,
  SearchIcon,
  TwitterXIcon,
  UserIcon,
  WarningIcon,
  YouTubeIcon,
} from './icons';
export { Link, type LinkProps, type LinkTone, linkTones } from './Link';
export {
  defaultLoginFormLabels,
  type LoginCredentials,
  LoginForm,
  type LoginFormLabels,
  type LoginFormProps,
} from './LoginForm';
export {
  defaultMessageBoxLabels,
  MessageBox,
  type MessageBoxButton,
  type MessageBoxLabels,
  type MessageBoxProps,
  type MessageBoxType,
  messageBoxTypes,
} from './MessageBox';
export { Modal, type ModalProps, type ModalSize, modalSizes } from './Modal';
export { NewsStrip, type NewsStripItem, type NewsStripProps } from './NewsStrip';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { Select, type SelectOption, type SelectProps } from './Select';
export {
  defaultSideMenuLabels,
  SideMenu,
  type SideMenuExternalLink,
  type SideMenuItem,
  type SideMenuLabels,
  type SideMenuProps,
} from './SideMenu';
export { Spinner, type SpinnerProps } from './Spinner';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './Tabs';
export { TextField, type TextFieldProps } from './TextField';
