// Pure rules: no xstate, no React, so the server can import '@b2b-portal/flows/rules' cheaply.
export {
  findRoute,
  INVOICE_DETAIL_ROUTES,
  type ParsedRouteQuery,
  parseRouteQuery,
  pathFor,
  ROUTE_SECTIONS,
  type RouteDefinition,
  type RouteName,
  type RouteQueryInput,
  type RouteQueryParam,
  type RouteQueryValue,
  type RouteSection,
  routeByName,
  routeTable,
} from '../routes/routeTable';
export {
  type DateRange,
  DateRangeId,
  dateRangeFor,
  EXPIRED_FROM,
  FISCAL_YEAR_START_MONTH,
  type IsoDate,
} from './dateRanges';
export {
  type DocumentBundle,
  type DocumentGroup,
  type DocumentItem,
  type DocumentRow,
  type DocumentRowKind,
  type DocumentTree,
  emptyGuid,
  extendedPrice,
  flattenDocumentTree,
  isRequestItem,
  type VariableBillingItemType,
  variableBillingItemTypes,
} from './documentTree';
export {
  DOWNLOAD_TIMING,
  type DownloadToast,
  type DownloadToastText,
  downloadAnimationDuration,
  downloadToastText,
  initialDownloadProgress,
} from './downloads';
export { ApplicationFeature, hasFeature } from './features';
export {
  GUARD_SKIP_PAIRS,
  type GuardDecision,
  type GuardInput,
  type GuardUser,
  guardNavigation,
  isSkipPair,
  pageTitle,
  shouldResetScroll,
} from './guard';
export {
  type BottomLink,
  type BottomLinksInput,
  buildBottomLinks,
  buildMainMenu,
  buildSettingsMenu,
  canLogoutFromHeader,
  type ExternalLink,
  type MenuInput,
  type MenuItem,
  MenuPermission,
} from './menu';
export { checkPassword, DEFAULT_PASSWORD_COMPLEXITY, PasswordError } from './password';
export {
  hasAnyPermission,
  hasPermission,
  type PermissionRequirement,
  SUPER_PERMISSIONS,
} from './permissions';
export {
  CART_PUNCH_OUT_TYPE,
  MANUFACTURER_CONFIGURATION_MODULE,
  NO_PUNCH_OUT_PROFILE,
  PUNCH_OUT_DEFAULT_TYPE,
} from './punchOut';
export { checkSession, SESSION_TIMING, type SessionCheck, type SessionCheckInput } from './session';
export {
  ACCOUNT_OVERVIEW_PERMISSIONS,
  ADVANCED_SEARCH_DOCUMENT_TYPES,
  type AdvancedSearchDocumentType,
  advancedSearchDocumentTypes,
  canShowCartIcon,
  footerVisible,
  homeCrumbTarget,
  isNarrowScreen,
  logoTarget,
  PENDING_APPROVAL_PERMISSIONS,
  postLoginTarget,
  SHELL_LAYOUT,
  shouldLoadCart,
  shouldLoadPendingApprovals,
  showPendingApprovalsBell,
  styleGuideAllowed,
  visibleLinks,
} from './shell';
