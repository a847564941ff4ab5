// The endpoint groups the pages call, as lazy endpoints (issue 14): a page names `quoteEndpoints.list` as before,
// and the contract's definitions with their zod schemas load on the first call (`../endpointCatalogue`, a chunk of its
// own) instead of with the page. Import endpoint groups from here, not from `@b2b-portal/api` (types still come
// from there). One module per group, so a page carries the ids of its own groups only.
export { accountEndpoints } from './account';
export { approvalEndpoints } from './approval';
export { blanketOrderEndpoints } from './blanketOrder';
export { businessUnitEndpoints } from './businessUnit';
export { cartEndpoints } from './cart';
export { catalogueEndpoints } from './catalogue';
export { checkoutEndpoints } from './checkout';
export { cloudReportEndpoints } from './cloudReport';
export { companyAddressEndpoints } from './companyAddress';
export { contractEndpoints } from './contract';
export { contractAccessEndpoints } from './contractAccess';
export { documentEndpoints } from './document';
export { handoffEndpoints } from './handoff';
export { invoiceEndpoints } from './invoice';
export { locationEndpoints } from './locations';
export { manualContractEndpoints } from './manualContract';
export { orderEndpoints } from './order';
export { passwordEndpoints } from './password';
export { paymentEndpoints } from './payment';
export { pricingRequestEndpoints } from './pricingRequest';
export { punchInEndpoints } from './punchIn';
export { quickOrderEndpoints } from './quickOrder';
export { quoteEndpoints } from './quote';
export { reportEndpoints } from './report';
export { reportAssignmentEndpoints } from './reportAssignment';
export { reportScheduleEndpoints } from './reportSchedule';
export { requisitionEndpoints } from './requisition';
export { returnEndpoints } from './returns';
export { savedCartEndpoints } from './savedCart';
export { searchEndpoints } from './search';
export { shipmentEndpoints } from './shipment';
export { ssoEndpoints } from './sso';
export { userEndpoints } from './user';
export { vendorSupportEndpoints } from './vendorSupport';
export { warehouseEndpoints } from './warehouse';
export { workflowEndpoints } from './workflow';
export { workItemEndpoints } from './workItem';
