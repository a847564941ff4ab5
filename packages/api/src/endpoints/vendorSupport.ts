import { defineEndpoint } from '../endpoint';
import { anyOf } from '../permissions';
import { ApplicationFeature } from '../plain-values';
import {
  BugDetail,
  BugPage,
  BugSearchQuery,
  RmaDetail,
  RmaPage,
  RmaSearchQuery,
  SupportCaseDetail,
  SupportCasePage,
  SupportCaseSearchQuery,
  VendorAuthBody,
  VendorAuthStart,
  VendorConnection,
  VendorRecordQuery,
} from '../schemas/vendorSupport';

/**
 * Who looks up the manufacturer's bugs, RMAs and support cases. The documents give the routes no permission
 * (002 §2); they are the manufacturer's support data beside its maintenance contracts, so they go with the
 * Contracts area: its permissions (000 §6 contractsView, viewAllWorkItems, workItemCreate or workItems) and the
 * MaintenanceContracts feature.
 */
export const VENDOR_SUPPORT_PERMISSION = /* @__PURE__ */ anyOf(
  'contractsView',
  'viewAllWorkItems',
  'workItemCreate',
  'workItems',
);

const access = {
  access: 'user',
  permission: VENDOR_SUPPORT_PERMISSION,
  feature: ApplicationFeature.MaintenanceContracts,
} as const;

const lookupErrors = {
  409: ['VendorNotConnected'],
  503: ['VendorSupportUnavailable'],
} as const;

const through =
  "Read from the manufacturer with the caller's own authorization (stored per user by OAuthConfiguration/auth); 409 VendorNotConnected when there is none or the manufacturer no longer accepts it, 503 VendorSupportUnavailable when the manufacturer does not answer.";

export const vendorSupportEndpoints = {
  vendorAuthClientId: defineEndpoint({
    id: 'vendorOAuth.getAuthClientId',
    method: 'GET',
    path: 'V1.0/OAuthConfiguration/getauthclientid',
    ...access,
    answer: VendorAuthStart,
    errors: { 503: ['VendorSupportUnavailable'] },
    summary:
      "The manufacturer's authorization page for the popup (002 §4): client id, redirect URI and the full authorization URL whose state is bound to the caller for 10 minutes.",
  }),
  vendorAuth: defineEndpoint({
    id: 'vendorOAuth.auth',
    method: 'POST',
    path: 'V1.0/OAuthConfiguration/auth',
    ...access,
    body: VendorAuthBody,
    answer: VendorConnection,
    redactBody: true,
    errors: { 422: ['VendorAuthRefused'], 503: ['VendorSupportUnavailable'] },
    summary:
      "Exchanges the code the manufacturer sent to the redirect URI (with the caller's state) for the caller's refresh token, kept encrypted on the server and never answered; 422 VendorAuthRefused when the state is not the caller's or the manufacturer refuses the code.",
  }),
  vendorRefresh: defineEndpoint({
    id: 'vendorOAuth.refresh',
    method: 'GET',
    path: 'V1.0/OAuthConfiguration/refresh',
    ...access,
    answer: VendorConnection,
    errors: { 503: ['VendorSupportUnavailable'] },
    summary:
      "Refreshes the caller's access at the manufacturer with the stored refresh token: connected false when none is stored or the manufacturer refuses it (the popup is then needed).",
  }),
  searchBugs: defineEndpoint({
    id: 'bug.search',
    method: 'GET',
    path: 'V1.0/Bug/search',
    ...access,
    query: BugSearchQuery,
    answer: BugPage,
    errors: lookupErrors,
    summary: `A page of the manufacturer's bugs by Product ID, Bug ID or keywords, or Product Series, narrowed by modified range, severity, status and affected or fixed release. ${through}`,
  }),
  getBug: defineEndpoint({
    id: 'bug.get',
    method: 'GET',
    path: 'V1.0/Bug/get',
    ...access,
    query: VendorRecordQuery,
    answer: BugDetail,
    errors: { ...lookupErrors, 404: ['RecordNotFetched'] },
    summary: `One bug with its description and workaround. ${through}`,
  }),
  searchRmas: defineEndpoint({
    id: 'rma.search',
    method: 'GET',
    path: 'V1.0/RMAs/search',
    ...access,
    query: RmaSearchQuery,
    answer: RmaPage,
    errors: lookupErrors,
    summary: `A page of the manufacturer's returns (RMAs) by RMA number, CCO ID or case number. ${through}`,
  }),
  getRma: defineEndpoint({
    id: 'rma.get',
    method: 'GET',
    path: 'V1.0/RMAs/get',
    ...access,
    query: VendorRecordQuery,
    answer: RmaDetail,
    errors: { ...lookupErrors, 404: ['RecordNotFetched'] },
    summary: `One RMA with its lines, serial numbers and tracking. ${through}`,
  }),
  searchSupportCases: defineEndpoint({
    id: 'case.search',
    method: 'GET',
    path: 'V1.0/Case/search',
    ...access,
    query: SupportCaseSearchQuery,
    answer: SupportCasePage,
    errors: { ...lookupErrors, 422: ['SupportCaseRangeTooWide'] },
    summary: `A page of the manufacturer's support cases by case number, contract number or CCO ID, open or closed, created in a date range; closed cases only within 90 days (002 §9): 422 SupportCaseRangeTooWide otherwise. ${through}`,
  }),
  getSupportCase: defineEndpoint({
    id: 'case.get',
    method: 'GET',
    path: 'V1.0/Case/get',
    ...access,
    query: VendorRecordQuery,
    answer: SupportCaseDetail,
    errors: { ...lookupErrors, 404: ['RecordNotFetched'] },
    summary: `One support case with its description, bugs and RMAs. ${through}`,
  }),
} as const;
