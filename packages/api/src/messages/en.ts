import { accountMessages } from './en-account';
import { addressMessages } from './en-address';
import { approvalMessages } from './en-approvals';
import { businessUnitMessages } from './en-business-units';
import { checkoutMessages } from './en-checkout';
import { cloudReportMessages } from './en-cloud-reports';
import { contractMessages } from './en-contracts';
import { coreMessages } from './en-core';
import { documentMessages } from './en-documents';
import { handoffMessages } from './en-handoff';
import { homeMessages } from './en-home';
import { invoiceMessages } from './en-invoices';
import { listMessages } from './en-lists';
import { locationMessages } from './en-locations';
import { manualContractMessages } from './en-manual-contracts';
import { orderMessages } from './en-orders';
import { overviewMessages } from './en-overview';
import { passwordMessages } from './en-password';
import { policyMessages } from './en-policies';
import { pricingRequestMessages } from './en-pricing';
import { quickOrderMessages } from './en-quick-order';
import { quoteMessages } from './en-quotes';
import { reportAssignmentMessages } from './en-report-assignments';
import { reportScheduleMessages } from './en-report-schedules';
import { reportMessages } from './en-reports';
import { requisitionMessages } from './en-requisitions';
import { returnMessages } from './en-returns';
import { savedCartListMessages } from './en-saved-carts';
import { searchMessages } from './en-search';
import { settingsMessages } from './en-settings';
import { shipmentMessages } from './en-shipments';
import { shopMessages } from './en-shop';
import { shopSearchMessages } from './en-shop-search';
import { ssoMessages } from './en-sso';
import { userMessages } from './en-users';
import { vendorSupportMessages } from './en-vendor-support';
import { warehouseMessages } from './en-warehouse';
import { workItemMessages } from './en-work-items';
import { workflowMessages } from './en-workflow';
import type { PluralMessage, TextKeyOf } from './format';

/**
 * The English message catalogue. Keys follow the documents (`Global.SessionModalTitle`…); where the documents
 * give only wording, the key names the place it is used. Another language is another set of files of the same
 * keys.
 *
 * It is kept in parts: the shell's (`en-core.ts`) and one per area. The server and tests read the whole; code
 * that runs in the browser reads the parts it needs (`translator` of ./format.ts), so each page's chunk
 * carries its own texts (issue 14).
 */
export const en = {
  ...coreMessages,
  ...listMessages,
  ...addressMessages,
  ...shopMessages,
  ...shopSearchMessages,
  ...savedCartListMessages,
  ...checkoutMessages,
  ...policyMessages,
  ...settingsMessages,
  ...documentMessages,
  ...searchMessages,
  ...workflowMessages,
  ...quoteMessages,
  ...reportAssignmentMessages,
  ...requisitionMessages,
  ...pricingRequestMessages,
  ...approvalMessages,
  ...handoffMessages,
  ...ssoMessages,
  ...homeMessages,
  ...orderMessages,
  ...invoiceMessages,
  ...shipmentMessages,
  ...warehouseMessages,
  ...cloudReportMessages,
  ...returnMessages,
  ...accountMessages,
  ...overviewMessages,
  ...quickOrderMessages,
  ...manualContractMessages,
  ...passwordMessages,
  ...locationMessages,
  ...userMessages,
  ...businessUnitMessages,
  ...workItemMessages,
  ...vendorSupportMessages,
  ...contractMessages,
  ...reportMessages,
  ...reportScheduleMessages,
} as const;

export type MessageKey = keyof typeof en;
/** A key of the catalogue whose message is a plain text, not a plural one: read without a count. */
export type TextMessageKey = TextKeyOf<[typeof en]>;
/** Another language's catalogue: the same keys, a text where English has one, plural forms where English has them. */
export type MessageCatalogue = {
  readonly [K in MessageKey]: (typeof en)[K] extends string ? string : PluralMessage;
};
/** A key of the shell's plain texts: the ones the first paint carries (its plural ones need their count). */
export type CoreMessageKey = TextKeyOf<[typeof coreMessages]>;
