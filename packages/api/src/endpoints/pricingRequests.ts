import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { anyOf } from '../permissions';
import {
  PricingRequestDetail,
  PricingRequestIdQuery,
  PricingRequestListQuery,
  PricingRequestPage,
  PricingRequestSearchQuery,
} from '../schemas/pricingRequests';

/** The list needs submitRFQ, rfqs or viewAllRFQs; one request viewAllRFQs or rfqs (001 §2). */
const listPermission = anyOf('submitRFQ', 'rfqs', 'viewAllRFQs');
const detailPermission = anyOf('viewAllRFQs', 'rfqs');

/**
 * Pricing requests after submission (001 §7 "Pricing requests"). Holders of viewAllRFQs (and administrators)
 * see their company's requests, everyone else their own; another company's or another user's request answers 404.
 */
export const pricingRequestEndpoints = {
  listPricingRequests: defineEndpoint({
    id: 'pricing.listPricingRequests',
    method: 'GET',
    path: 'V1.0/Pricing/listPricingRequests',
    access: 'user',
    permission: listPermission,
    query: PricingRequestListQuery,
    answer: PricingRequestPage,
    summary:
      'Pricing requests the caller may see, newest first, by status, created-date range and keyword, paged.',
  }),
  getPricingRequestData: defineEndpoint({
    id: 'pricing.getPricingRequestData',
    method: 'GET',
    path: 'V1.0/Pricing/getPricingRequestData',
    access: 'user',
    permission: detailPermission,
    query: PricingRequestIdQuery,
    answer: PricingRequestDetail,
    errors: { 404: ['PricingRequestNotFound'] },
    summary: 'One pricing request: header, progress steps, lines, attachment count, quote link and history.',
  }),
  printPricingRequest: defineEndpoint({
    id: 'pricing.print',
    method: 'GET',
    path: 'V1.0/Pricing/print',
    access: 'user',
    permission: detailPermission,
    query: PricingRequestIdQuery,
    answer: z.unknown(),
    answerKind: 'file',
    errors: { 404: ['PricingRequestNotFound'] },
    summary: 'One pricing request as a PDF.',
  }),
  exportPricingRequest: defineEndpoint({
    id: 'pricing.export',
    method: 'GET',
    path: 'V1.0/Pricing/export',
    access: 'user',
    permission: detailPermission,
    query: PricingRequestIdQuery,
    answer: z.unknown(),
    answerKind: 'file',
    summary: "One pricing request's lines as an XLSX parts list.",
  }),
  exportPricingRequestList: defineEndpoint({
    id: 'pricing.ExportToExcel',
    method: 'GET',
    path: 'V1.0/Pricing/ExportToExcel',
    access: 'user',
    permission: listPermission,
    query: PricingRequestSearchQuery,
    answer: z.unknown(),
    answerKind: 'file',
    summary: 'The pricing requests matching the list filters as an XLSX list.',
  }),
} as const;
