import { en, type MessageCatalogue, type MessageKey, type TextMessageKey } from './en';
import { type MessageOf, type ParamsOf, renderMessage } from './format';

export type { CoreMessageKey } from './en';
export { accountMessages } from './en-account';
export { addressMessages } from './en-address';
export { approvalMessages } from './en-approvals';
export { businessUnitMessages } from './en-business-units';
export { checkoutMessages } from './en-checkout';
export { cloudReportMessages } from './en-cloud-reports';
export { contractMessages } from './en-contracts';
export { coreMessages } from './en-core';
export { documentMessages } from './en-documents';
export { handoffMessages } from './en-handoff';
export { homeMessages } from './en-home';
export { invoiceMessages } from './en-invoices';
export { listMessages } from './en-lists';
export { locationMessages } from './en-locations';
export { manualContractMessages } from './en-manual-contracts';
export { orderMessages } from './en-orders';
export { overviewMessages } from './en-overview';
export { passwordMessages } from './en-password';
export { policyMessages } from './en-policies';
export { pricingRequestMessages } from './en-pricing';
export { quickOrderMessages } from './en-quick-order';
export { quoteMessages } from './en-quotes';
export { reportAssignmentMessages } from './en-report-assignments';
export { reportScheduleMessages } from './en-report-schedules';
export { reportMessages } from './en-reports';
export { requisitionMessages } from './en-requisitions';
export { returnMessages } from './en-returns';
export { savedCartListMessages } from './en-saved-carts';
export { searchMessages } from './en-search';
export { settingsMessages } from './en-settings';
export { shipmentMessages } from './en-shipments';
export { shopMessages } from './en-shop';
export { shopSearchMessages } from './en-shop-search';
export { SSO_REFUSALS, type SsoRefusal, ssoMessages, ssoRefusalMessageKey } from './en-sso';
export { userMessages } from './en-users';
export { vendorSupportMessages } from './en-vendor-support';
export { warehouseMessages } from './en-warehouse';
export { workItemMessages } from './en-work-items';
export { workflowMessages } from './en-workflow';
export {
  type Catalogue,
  fillMessage,
  type KeyOf,
  type Message,
  type MessageOf,
  type MessageParams,
  type ParamsOf,
  type PluralMessage,
  renderMessage,
  selectPlural,
  type TextKeyOf,
  translator,
} from './format';
export { type RejectionActionMessageKey, rejectionActionMessageKey } from './rejection-actions';
export { en, type MessageCatalogue, type MessageKey, type TextMessageKey };

/**
 * Reads a message of the whole catalogue and fills `{placeholders}` from `params` (the server's and the tests'
 * way; code that runs in the browser uses `translator` over the parts it needs). A plural message takes its
 * `{ count }` (required by the types) and picks its form by the language's plural rules.
 */
export function formatMessage<K extends MessageKey>(
  key: K,
  ...params: ParamsOf<MessageOf<[typeof en], K>>
): string {
  return renderMessage(en[key], params[0]);
}
