// The public API of @b2b-portal/ui. Explicit re-exports only: what is not listed here is internal.
// Biome keeps the exports sorted by path (case-insensitive), so there are no section comments.
import './styles';

export { Accordion, type AccordionProps } from './Accordion';
export {
  type Address,
  AddressCard,
  type AddressCardLabels,
  type AddressCardProps,
  type DocumentAddressEntry,
  DocumentAddresses,
  type DocumentAddressesProps,
  defaultAddressCardLabels,
  formatCityLine,
} from './AddressCard';
export {
  type AddressFieldErrors,
  AddressForm,
  type AddressFormErrors,
  type AddressFormField,
  type AddressFormLabels,
  type AddressFormLimits,
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
export {
  AddressPicker,
  type AddressPickerLabels,
  type AddressPickerProps,
  defaultAddressPickerLabels,
} from './AddressPicker';
export {
  type AddressChoice,
  AddressSuggestion,
  type AddressSuggestionLabels,
  type AddressSuggestionProps,
  addressChoices,
  defaultAddressSuggestionLabels,
} from './AddressSuggestion';
export {
  type ApprovalChainDraftLevel,
  ApprovalChainEditor,
  type ApprovalChainEditorAmountProblem,
  type ApprovalChainEditorFieldErrors,
  type ApprovalChainEditorLabels,
  type ApprovalChainEditorLevel,
  type ApprovalChainEditorLevelErrors,
  type ApprovalChainEditorLevelProblems,
  type ApprovalChainEditorProps,
  type ApprovalChainEditorValidation,
  type ApprovalChainRoleOption,
  defaultApprovalChainEditorLabels,
} from './ApprovalChainEditor';
export {
  type ApprovalLevel,
  type ApprovalLevelStateName,
  ApprovalLevels,
  type ApprovalLevelsLabels,
  type ApprovalLevelsProps,
  approvalLevelStates,
  approvalLevelText,
  defaultApprovalLevelsLabels,
} from './ApprovalLevels';
export { AppShell, type AppShellProps, stickyHeaderHeight } from './AppShell';
export {
  AssignmentDialog,
  type AssignmentDialogLabels,
  type AssignmentDialogProps,
  type AssignmentItem,
  AssignmentLists,
  type AssignmentListsLabels,
  type AssignmentListsProps,
  defaultAssignmentListsLabels,
} from './AssignmentLists';
export {
  type Attachment,
  type AttachmentAccept,
  type AttachmentDescriptionRefusal,
  AttachmentDropZone,
  type AttachmentDropZoneLabels,
  type AttachmentDropZoneProps,
  type AttachmentFileRefusal,
  attachmentAccepts,
  defaultAttachmentDropZoneLabels,
} from './AttachmentDropZone';
export {
  AttachmentList,
  type AttachmentListLabels,
  type AttachmentListProps,
  defaultAttachmentListLabels,
  formatFileSize,
  type StoredAttachment,
} from './AttachmentList';
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
  Card,
  type CardElement,
  type CardHeadingLevel,
  type CardProps,
  cardElements,
  cardHeadingLevels,
} from './Card';
export {
  type CartPanelLine,
  CartSidePanel,
  type CartSidePanelLabels,
  type CartSidePanelProps,
  defaultCartSidePanelLabels,
} from './CartSidePanel';
export {
  type ChartFrameLabels,
  type ChartStatus,
  CommitmentChart,
  type CommitmentChartLabels,
  type CommitmentChartPoint,
  type CommitmentChartProps,
  defaultChartFrameLabels,
  defaultCommitmentChartLabels,
  defaultSavingsChartLabels,
  SavingsChart,
  type SavingsChartLabels,
  type SavingsChartProps,
  type SavingsChartRow,
} from './Charts';
export { Checkbox, type CheckboxProps } from './Checkbox';
export {
  CheckboxGroup,
  type CheckboxGroupOption,
  type CheckboxGroupOrientation,
  type CheckboxGroupProps,
  checkboxGroupOrientations,
} from './CheckboxGroup';
export {
  CheckoutReview,
  type CheckoutReviewCard,
  type CheckoutReviewData,
  type CheckoutReviewLabels,
  type CheckoutReviewProps,
  type CheckoutReviewSection,
  type CheckoutReviewShipToGroup,
  checkoutReviewSections,
  defaultCheckoutReviewLabels,
  groupShipTos,
} from './CheckoutReview';
export {
  ComboBox,
  type ComboBoxLabels,
  type ComboBoxOption,
  type ComboBoxProps,
  defaultComboBoxLabels,
  type LoadComboBoxOptions,
} from './ComboBox';
export {
  type Contact,
  ContactCard,
  type ContactCardLabels,
  type ContactCardProps,
  defaultContactCardLabels,
} from './ContactCard';
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
  cardNumberDigits,
  cardNumberLengths,
  cardNumberValid,
  defaultCreditCardFormLabels,
  detectCardType,
  luhnValid,
  maskCardNumber,
  securityCodeLength,
} from './CreditCardForm';
export {
  type ColumnAlign,
  columnAligns,
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableProps,
  type DataTableSelectionMode,
  dataTableSelectionModes,
  defaultDataTableLabels,
} from './DataTable';
export {
  DatePicker,
  type DatePickerLabels,
  type DatePickerProps,
  defaultDatePickerLabels,
} from './DatePicker';
export {
  DateRangePicker,
  type DateRangePickerLabels,
  type DateRangePickerProps,
  type DateRangePreset,
  defaultDateRangePickerLabels,
  type IsoDateRange,
} from './DateRangePicker';
export {
  type DescriptionGroup,
  type DescriptionItem,
  DescriptionList,
  type DescriptionListLabels,
  type DescriptionListLayout,
  type DescriptionListProps,
  defaultDescriptionListLabels,
  descriptionListLayouts,
} from './DescriptionList';
export {
  Disclosure,
  type DisclosureHeadingLevel,
  type DisclosureProps,
  disclosureHeadingLevels,
} from './Disclosure';
export {
  DocumentLines,
  type DocumentLinesBundle,
  type DocumentLinesGroup,
  type DocumentLinesItem,
  type DocumentLinesLabels,
  type DocumentLinesProps,
  type DocumentLinesRow,
  type DocumentLinesRowKind,
  defaultDocumentLinesLabels,
} from './DocumentLines';
export {
  type DownloadToast,
  DownloadToasts,
  type DownloadToastsLabels,
  type DownloadToastsProps,
  defaultDownloadToastsLabels,
  progressTransition,
} from './DownloadToasts';
export {
  defaultEmptyStateLabels,
  EmptyState,
  type EmptyStateLabels,
  type EmptyStateProps,
} from './EmptyState';
export { RequiredMarker, type RequiredMarkerProps } from './Field/RequiredMarker';
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
export { Form, type FormProps } from './Form';
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
  type MoneyInput,
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
export { useAfterIdle } from './hooks/useAfterIdle';
export { narrowScreenQuery, useNarrowScreen } from './hooks/useNarrowScreen';
export { IconButton, type IconButtonProps, type IconButtonSize, iconButtonSizes } from './IconButton';
export { InlineAlert, type InlineAlertProps, type InlineAlertTone } from './InlineAlert';
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
  GridIcon,
  IconBase,
  type IconProps,
  InfoIcon,
  InstagramIcon,
  LinkedInIcon,
  ListIcon,
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
  type LoginFieldErrors,
  LoginForm,
  type LoginFormLabels,
  type LoginFormLimits,
  type LoginFormProps,
  type LoginFormSingleSignOn,
} from './LoginForm';
export {
  Menu,
  MenuButton,
  type MenuButtonProps,
  MenuItem,
  type MenuItemProps,
  type MenuItemTone,
  type MenuProps,
  MenuSection,
  type MenuSectionProps,
  MenuSeparator,
  menuItemTones,
} from './Menu';
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
export {
  defaultMaxQuantity,
  defaultNumberFieldLabels,
  defaultQuantityFieldLabels,
  integerFormat,
  NumberField,
  type NumberFieldLabels,
  type NumberFieldProps,
  parseQuantity,
  QuantityField,
  type QuantityFieldLabels,
  type QuantityFieldProps,
} from './NumberField';
export {
  defaultPaginationLabels,
  Pagination,
  type PaginationLabels,
  type PaginationProps,
  pageSizes,
  pageWindow,
} from './Pagination';
export {
  defaultPaymentMethodChooserLabels,
  type PaymentMethodChoice,
  PaymentMethodChooser,
  type PaymentMethodChooserLabels,
  type PaymentMethodChooserProps,
  savedCardChoice,
  savedCardIdOf,
} from './PaymentMethodChooser';
export { Popover, type PopoverProps } from './Popover';
export {
  defaultProductCardLabels,
  type Product,
  ProductCard,
  type ProductCardLabels,
  type ProductCardProps,
} from './ProductCard';
export {
  defaultProductListLabels,
  ProductList,
  type ProductListItem,
  type ProductListLabels,
  type ProductListProps,
} from './ProductList';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export {
  RadioGroup,
  type RadioGroupOrientation,
  type RadioGroupProps,
  type RadioOption,
  radioGroupOrientations,
} from './RadioGroup';
export {
  defaultReportScheduleFormLabels,
  emptyReportScheduleFormValues,
  ReportScheduleForm,
  type ReportScheduleFormErrors,
  type ReportScheduleFormField,
  type ReportScheduleFormLabels,
  type ReportScheduleFormProps,
  type ReportScheduleFormValues,
} from './ReportScheduleForm';
export {
  defaultReportListLabels,
  defaultReportRunFormLabels,
  defaultReportSubscriptionListLabels,
  ReportList,
  type ReportListItem,
  type ReportListLabels,
  type ReportListProps,
  type ReportRunField,
  type ReportRunFieldKind,
  ReportRunForm,
  type ReportRunFormErrors,
  type ReportRunFormLabels,
  type ReportRunFormProps,
  type ReportRunFormValues,
  type ReportSubscriptionItem,
  ReportSubscriptionList,
  type ReportSubscriptionListLabels,
  type ReportSubscriptionListProps,
} from './Reports';
export {
  type CardType,
  cardTypes,
  defaultSavedCardLabels,
  formatCardExpiry,
  SavedCard,
  type SavedCardLabels,
  type SavedCardProps,
  type SavedCreditCard,
} from './SavedCard';
export {
  defaultSearchCardLabels,
  SearchCard,
  type SearchCardLabels,
  type SearchCardProps,
  type SearchValues,
} from './SearchCard';
export {
  defaultSearchFieldLabels,
  SearchField,
  type SearchFieldLabels,
  type SearchFieldProps,
} from './SearchField';
export { defaultSelectPlaceholder, Select, type SelectOption, type SelectProps } from './Select';
export {
  carrierAccountLabel,
  defaultShippingMethodNames,
  defaultShippingMethodPickerLabels,
  type SavedCarrierAccount,
  type ShippingCarrier,
  type ShippingCarrierErrors,
  type ShippingMethod,
  type ShippingMethodNames,
  ShippingMethodPicker,
  type ShippingMethodPickerLabels,
  type ShippingMethodPickerLimits,
  type ShippingMethodPickerProps,
  shippingMethodName,
  shippingMethods,
} from './ShippingMethodPicker';
export {
  addressOptionLabel,
  defaultShipToAssignmentLabels,
  ShipToAssignment,
  type ShipToAssignmentLabels,
  type ShipToAssignmentProps,
  type ShipToAssignmentRequest,
  type ShipToAssignments,
  type ShipToBundle,
  type ShipToLine,
} from './ShipToAssignment';
export {
  defaultSideMenuLabels,
  SideMenu,
  type SideMenuExternalLink,
  type SideMenuItem,
  type SideMenuLabels,
  type SideMenuProps,
} from './SideMenu';
export { Skeleton, type SkeletonProps, type SkeletonShape, skeletonShapes } from './Skeleton';
export { Spinner, type SpinnerProps } from './Spinner';
export {
  type StatusKind,
  type StatusName,
  StatusPill,
  type StatusPillProps,
  type StatusTone,
  statusKinds,
  statusTone,
  statusTones,
  toneOf,
} from './StatusPill';
export {
  defaultStatusProgressLabels,
  StatusProgress,
  type StatusProgressLabels,
  type StatusProgressProps,
  type StatusProgressState,
  type StatusProgressStep,
} from './StatusProgress';
export {
  checkoutSteps,
  defaultStepperLabels,
  Stepper,
  type StepperLabels,
  type StepperProps,
  type StepperStep,
  type StepStatus,
  stepStatuses,
} from './Stepper';
export { Switch, type SwitchProps } from './Switch';
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
export { defaultTextAreaLabels, TextArea, type TextAreaLabels, type TextAreaProps } from './TextArea';
export { TextField, type TextFieldProps } from './TextField';
export { type HourCycle, hourCycles, TimeField, type TimeFieldProps } from './TimeField';
export {
  createToastQueue,
  defaultToastRegionLabels,
  defaultToastTimeout,
  type ShowToastOptions,
  showToast,
  type ToastApi,
  type ToastContent,
  type ToastQueue,
  ToastRegion,
  type ToastRegionLabels,
  type ToastRegionProps,
  type ToastTone,
  toastTones,
  useToast,
} from './ToastRegion';
export {
  ToggleButton,
  ToggleButtonGroup,
  type ToggleButtonGroupProps,
  type ToggleButtonGroupSize,
  type ToggleButtonProps,
  toggleButtonGroupSizes,
} from './ToggleButtonGroup';
export { Tooltip, type TooltipProps } from './Tooltip';
export {
  defaultTotalsBlockLabels,
  TotalsBlock,
  type TotalsBlockLabels,
  type TotalsBlockProps,
} from './TotalsBlock';
export { defaultTreeLabels, Tree, type TreeLabels, type TreeNode, type TreeProps } from './Tree';
export {
  ApproveDialog,
  type ApproveDialogLabels,
  type ApproveDialogProps,
  defaultApproveDialogLabels,
  defaultRejectDialogLabels,
  defaultWorkflowActionsLabels,
  RejectDialog,
  type RejectDialogLabels,
  type RejectDialogProps,
  type RejectionActionOption,
  type WorkflowActionItem,
  type WorkflowActionKind,
  WorkflowActions,
  type WorkflowActionsLabels,
  type WorkflowActionsProps,
  workflowActionKinds,
} from './WorkflowActions';
export {
  defaultWorkflowHistoryLabels,
  type WorkflowAction,
  WorkflowHistory,
  type WorkflowHistoryLabels,
  type WorkflowHistoryProps,
  type WorkflowStep,
  workflowActions,
} from './WorkflowHistory';
