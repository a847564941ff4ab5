import * as z from 'zod/mini';
import type { HttpMethod } from '../endpoint';
import { defineEndpoint } from '../endpoint';
import { anyOf } from '../permissions';
import { ApplicationFeature } from '../plain-values';
import { InstallSite } from '../schemas/contracts';
import {
  WorkItemAddItemsBody,
  WorkItemContracts,
  WorkItemContractsQuery,
  WorkItemDeleteItemQuery,
  WorkItemDeviceQuery,
  WorkItemHistory,
  WorkItemIdQuery,
  WorkItemItems,
  WorkItemListQuery,
  WorkItemPage,
  WorkItemProductPage,
  WorkItemProductQuery,
  WorkItemRequest,
  WorkItemRequesters,
  WorkItemSaveBody,
  WorkItemSetStatusBody,
  WorkItemStatusOptions,
  WorkItemSummaries,
} from '../schemas/workItems';

/** workItemCreate saves, adds and removes items, submits (000 §6, 002 §6). */
export const WORK_ITEM_CREATE_PERMISSION = 'workItemCreate' as const;
/** Reading: one's own with workItems or workItemCreate, the company's with viewAllWorkItems (002 §2). */
export const WORK_ITEM_READ_PERMISSION = anyOf('viewAllWorkItems', 'workItemCreate', 'workItems');
export const WORK_ITEM_READ_ALL_PERMISSION = 'viewAllWorkItems' as const;

const feature = ApplicationFeature.MaintenanceContracts;
const base = 'v1.0/MaintenanceContractRequest';
const notFound = ['WorkItemNotFound'] as const;
const scope =
  "The caller's company must have the MaintenanceContracts feature; a request of another company, or another user's without viewAllWorkItems, answers 404.";

const saveErrors = {
  404: notFound,
  409: ['WorkItemViewOnly'],
  422: ['WorkItemWrongKind', 'WorkItemKindChanged'],
} as const;

/** One save call of the documents: the same body, for the kinds it names. */
function saveCall(id: string, path: string, kinds: string) {
  return defineEndpoint({
    id: `workItem.${id}`,
    method: 'POST',
    path: `${base}/${path}`,
    access: 'user',
    permission: WORK_ITEM_CREATE_PERMISSION,
    feature,
    body: WorkItemSaveBody,
    answer: WorkItemRequest,
    errors: saveErrors,
    summary: `Saves a ${kinds} request: creates it Unsubmitted without an id, else changes the caller's own Unsubmitted request (a submitted one answers 409 WorkItemViewOnly). The kind's required fields (002 §5) left blank answer 400 ValidationFailed naming them; a kind this call does not save answers 422. ${scope}`,
  });
}

const read = <M extends HttpMethod>(method: M) => ({ method, access: 'user' as const, feature });

/** Work item requests (issue 19; 002 §7 "Work item requests (MaintenanceContractRequest)"). */
export const workItemEndpoints = {
  saveSiteTransferAndServiceLevelRequests: saveCall(
    'saveSiteTransferAndServiceLevel',
    'saveSiteTransferAndServiceLevelRequests',
    'Site Transfer (2) or Service Level Upgrade (1)',
  ),
  addRMAUpdateRequest: saveCall('addRMAUpdate', 'addRMAUpdateRequest', 'RMA Serial Number Update (3)'),
  addAssociateUserCCOIDWithContractRequest: saveCall(
    'addAssociateUserCCOIDWithContract',
    'addAssociateUserCCOIDWithContractRequest',
    'CCO ID Contract Association (4)',
  ),
  addGeneralInquiryRequest: saveCall('addGeneralInquiry', 'addGeneralInquiryRequest', 'General Inquiry (5)'),
  addServiceLevelConsolidationContractRequest: saveCall(
    'addServiceLevelConsolidationContract',
    'addServiceLevelConsolidationContractRequest',
    'Service Level Consolidation (6)',
  ),
  addNewCoverageRequest: saveCall('addNewCoverage', 'addNewCoverageRequest', 'Add New Coverage (7)'),
  addItems: defineEndpoint({
    id: 'workItem.addItems',
    ...read('POST'),
    path: `${base}/addItems`,
    permission: WORK_ITEM_CREATE_PERMISSION,
    body: WorkItemAddItemsBody,
    answer: WorkItemItems,
    errors: {
      404: ['WorkItemNotFound', 'WorkItemItemNotFound'],
      409: ['WorkItemViewOnly'],
      422: ['WorkItemItemsNotAllowed'],
    },
    summary: `Adds devices (Service Level Upgrade, Site Transfer, Service Level Consolidation) or contracts (CCO ID Contract Association) to the caller's own Unsubmitted request; one already on it is kept once. A device or contract outside the caller's contract access answers 404 and adds nothing. Answers the request's items. ${scope}`,
  }),
  getItems: defineEndpoint({
    id: 'workItem.getItems',
    ...read('GET'),
    path: `${base}/getItems`,
    permission: WORK_ITEM_READ_PERMISSION,
    query: WorkItemIdQuery,
    answer: WorkItemItems,
    errors: { 404: notFound },
    summary: `The devices and contracts a request names, those the caller's contract access shows. ${scope}`,
  }),
  getListSelectedContracts: defineEndpoint({
    id: 'workItem.getListSelectedContracts',
    ...read('GET'),
    path: `${base}/getListSelectedContracts`,
    permission: WORK_ITEM_READ_PERMISSION,
    query: WorkItemIdQuery,
    answer: WorkItemItems,
    errors: { 404: notFound },
    summary: `The contracts a CCO ID Contract Association request names (its contract items). ${scope}`,
  }),
  deleteItem: defineEndpoint({
    id: 'workItem.deleteItem',
    ...read('DELETE'),
    path: `${base}/deleteItem`,
    permission: WORK_ITEM_CREATE_PERMISSION,
    query: WorkItemDeleteItemQuery,
    answer: WorkItemItems,
    errors: { 404: ['WorkItemNotFound', 'WorkItemItemMissing'], 409: ['WorkItemViewOnly'] },
    summary: `Removes one item from the caller's own Unsubmitted request; answers the items left. ${scope}`,
  }),
  listAvailableContracts: defineEndpoint({
    id: 'workItem.listAvailableContracts',
    ...read('GET'),
    path: `${base}/listAvailableContracts`,
    permission: WORK_ITEM_READ_PERMISSION,
    query: WorkItemContractsQuery,
    answer: WorkItemContracts,
    errors: { 404: notFound },
    summary: `The maintenance contracts the caller's contract access shows, by number; with a requestId, those not on that request yet. ${scope}`,
  }),
  getInstallSites: defineEndpoint({
    id: 'workItem.getInstallSites',
    ...read('GET'),
    path: `${base}/getInstallSites`,
    permission: WORK_ITEM_READ_PERMISSION,
    answer: z.array(InstallSite),
    summary: `The company's install sites (a Site Transfer's destination), by name. ${scope}`,
  }),
  getProductInstances: defineEndpoint({
    id: 'workItem.getProductInstances',
    ...read('GET'),
    path: `${base}/getProductInstances`,
    permission: WORK_ITEM_CREATE_PERMISSION,
    query: WorkItemProductQuery,
    answer: WorkItemProductPage,
    errors: { 404: notFound },
    summary: `Devices the caller's contract access shows that are not on the request yet, by part or serial number and contract, paged (the count is the matches'). ${scope}`,
  }),
  getRequestItem: defineEndpoint({
    id: 'workItem.getRequestItem',
    ...read('GET'),
    path: `${base}/getRequestItem`,
    permission: WORK_ITEM_READ_PERMISSION,
    query: WorkItemIdQuery,
    answer: WorkItemRequest,
    errors: { 404: notFound },
    summary: `One request with its fields, whether it is view-only and whether the caller may submit it. ${scope}`,
  }),
  setStatus: defineEndpoint({
    id: 'workItem.setStatus',
    ...read('POST'),
    path: `${base}/setStatus`,
    permission: WORK_ITEM_CREATE_PERMISSION,
    body: WorkItemSetStatusBody,
    answer: WorkItemRequest,
    errors: {
      404: notFound,
      409: ['WorkItemWrongStatus'],
      422: ['WorkItemStatusNotYours', 'WorkItemNoItems', 'WorkItemMissingFields'],
    },
    summary: `Moves the caller's own request on by the status rule: status 1 submits an Unsubmitted request that has its required fields and, for kinds that name devices or contracts, at least one (422 otherwise); later moves are the Presidio service desk's (422 WorkItemStatusNotYours); a move the rule does not allow answers 409. Mails the requester. ${scope}`,
  }),
  getHistory: defineEndpoint({
    id: 'workItem.getHistory',
    ...read('GET'),
    path: `${base}/getHistory`,
    permission: WORK_ITEM_READ_PERMISSION,
    query: WorkItemIdQuery,
    answer: WorkItemHistory,
    errors: { 404: notFound },
    summary: `The request's audit trail, oldest first: who did what, when. ${scope}`,
  }),
  listRequestForStorefront: defineEndpoint({
    id: 'workItem.listRequestForStorefront',
    ...read('GET'),
    path: `${base}/listRequestForStorefront`,
    permission: WORK_ITEM_READ_PERMISSION,
    query: WorkItemListQuery,
    answer: WorkItemPage,
    summary: `The requests the caller sees (their own, or the company's with viewAllWorkItems), newest first, by status filter (5 All Open, 6 All Closed, 0, 1, 3, 2, 4) and requester, paged. ${scope}`,
  }),
  getRequesters: defineEndpoint({
    id: 'workItem.getRequesters',
    ...read('GET'),
    path: `${base}/getRequesters`,
    permission: WORK_ITEM_READ_PERMISSION,
    answer: WorkItemRequesters,
    summary: `Who made the requests the caller sees, by name (the list's requester filter). ${scope}`,
  }),
  getStatuses: defineEndpoint({
    id: 'workItem.getStatuses',
    ...read('GET'),
    path: `${base}/getStatuses`,
    permission: WORK_ITEM_READ_PERMISSION,
    answer: WorkItemStatusOptions,
    summary: `The list's status filter, in the documents' order: 5 All Open, 6 All Closed, 0 Unsubmitted, 1 Pending Approval, 3 Pending Presidio, 2 Completed, 4 Rejected. ${scope}`,
  }),
  listRequestsByDevice: defineEndpoint({
    id: 'workItem.listRequestsByDevice',
    ...read('GET'),
    path: `${base}/listRequestsByDevice`,
    permission: WORK_ITEM_READ_PERMISSION,
    query: WorkItemDeviceQuery,
    answer: WorkItemSummaries,
    errors: { 404: ['DeviceNotFound'] },
    summary: `The requests the caller sees that name a device (the device page), newest first; a device outside the caller's contract access answers 404. ${scope}`,
  }),
} as const;
