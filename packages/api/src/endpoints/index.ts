import type { Endpoint } from '../endpoint';
import { accountEndpoints } from './account';
import { approvalEndpoints } from './approvals';
import { blanketOrderEndpoints } from './blanketOrders';
import { businessUnitEndpoints } from './businessUnits';
import { cartEndpoints } from './cart';
import { catalogueEndpoints } from './catalogue';
import { checkoutEndpoints } from './checkout';
import { cloudReportEndpoints } from './cloudReports';
import { companyAddressEndpoints } from './companyAddresses';
import { contractAccessEndpoints, contractEndpoints } from './contracts';
import { documentEndpoints } from './documents';
import { handoffEndpoints } from './handoff';
import { invoiceEndpoints } from './invoices';
import { locationEndpoints } from './locations';
import { manualContractEndpoints } from './manualContracts';
import { orderEndpoints } from './orders';
import { passwordEndpoints } from './password';
import { paymentEndpoints } from './payment';
import { pricingRequestEndpoints } from './pricingRequests';
import { punchInEndpoints } from './punchIn';
import { quickOrderEndpoints } from './quickOrder';
import { quoteEndpoints } from './quotes';
import { reportAssignmentEndpoints } from './reportAssignments';
import { reportScheduleEndpoints } from './reportSchedules';
import { reportEndpoints } from './reports';
import { requisitionEndpoints } from './requisitions';
import { returnEndpoints } from './returns';
import { savedCartEndpoints } from './savedCarts';
import { searchEndpoints } from './search';
import { shellEndpoints } from './shell';
import { shipmentEndpoints } from './shipments';
import { ssoEndpoints } from './sso';
import { userEndpoints } from './users';
import { vendorSupportEndpoints } from './vendorSupport';
import { warehouseEndpoints } from './warehouse';
import { workflowEndpoints } from './workflow';
import { workItemEndpoints } from './workItems';

export { accountEndpoints } from './account';
export { approvalEndpoints } from './approvals';
export { BLANKET_ORDER_READ_PERMISSION, blanketOrderEndpoints } from './blanketOrders';
export { BUSINESS_UNITS_PERMISSION, businessUnitEndpoints } from './businessUnits';
export { cartEndpoints } from './cart';
export { catalogueEndpoints } from './catalogue';
export { CHECKOUT_PERMISSION, checkoutEndpoints } from './checkout';
export { CLOUD_REPORT_PERMISSION, cloudReportEndpoints } from './cloudReports';
export {
  COMPANY_ADDRESSES_READ_PERMISSION,
  COMPANY_ADDRESSES_WRITE_PERMISSION,
  companyAddressEndpoints,
} from './companyAddresses';
export {
  CONTRACT_ACCESS_PERMISSION,
  CONTRACT_ACCESS_READ_PERMISSION,
  contractAccessEndpoints,
  contractEndpoints,
} from './contracts';
export { documentEndpoints } from './documents';
export { handoffEndpoints } from './handoff';
export { invoiceEndpoints } from './invoices';
export { locationEndpoints } from './locations';
export { manualContractEndpoints } from './manualContracts';
export { ORDER_READ_PERMISSION, orderEndpoints } from './orders';
export { passwordEndpoints } from './password';
export { paymentEndpoints } from './payment';
export { pricingRequestEndpoints } from './pricingRequests';
export { punchInEndpoints } from './punchIn';
export { quickOrderEndpoints } from './quickOrder';
export { quoteEndpoints } from './quotes';
export {
  REPORT_ASSIGNMENT_READ_PERMISSION,
  reportAssignmentEndpoints,
} from './reportAssignments';
export { reportScheduleEndpoints } from './reportSchedules';
export { REPORT_ASSIGN_PERMISSION, REPORT_PERMISSION, reportEndpoints } from './reports';
export { requisitionEndpoints } from './requisitions';
export { returnEndpoints } from './returns';
export { savedCartEndpoints } from './savedCarts';
export { ANY_SEARCH_PERMISSION, searchEndpoints } from './search';
export { shellEndpoints } from './shell';
export { shipmentEndpoints } from './shipments';
export { ssoEndpoints } from './sso';
export { userEndpoints } from './users';
export { VENDOR_SUPPORT_PERMISSION, vendorSupportEndpoints } from './vendorSupport';
export { WAREHOUSE_READ_PERMISSION, warehouseEndpoints } from './warehouse';
export {
  QUOTE_READ_PERMISSION,
  REQUISITION_READ_PERMISSION,
  WORKFLOW_PERMISSION,
  workflowEndpoints,
} from './workflow';
export {
  WORK_ITEM_CREATE_PERMISSION,
  WORK_ITEM_READ_ALL_PERMISSION,
  WORK_ITEM_READ_PERMISSION,
  workItemEndpoints,
} from './workItems';

/** Every endpoint of the catalogue, by name. Later areas add their groups here. */
export const endpoints = {
  ...shellEndpoints,
  ...handoffEndpoints,
  ...catalogueEndpoints,
  ...cartEndpoints,
  ...savedCartEndpoints,
  ...punchInEndpoints,
  ...documentEndpoints,
  ...checkoutEndpoints,
  ...paymentEndpoints,
  ...workflowEndpoints,
  ...quoteEndpoints,
  ...requisitionEndpoints,
  ...pricingRequestEndpoints,
  ...approvalEndpoints,
  ...orderEndpoints,
  ...blanketOrderEndpoints,
  ...invoiceEndpoints,
  ...searchEndpoints,
  ...shipmentEndpoints,
  ...quickOrderEndpoints,
  ...warehouseEndpoints,
  ...returnEndpoints,
  ...passwordEndpoints,
  ...locationEndpoints,
  ...ssoEndpoints,
  ...accountEndpoints,
  ...companyAddressEndpoints,
  ...userEndpoints,
  ...businessUnitEndpoints,
  ...workItemEndpoints,
  ...manualContractEndpoints,
  ...vendorSupportEndpoints,
  ...contractEndpoints,
  ...contractAccessEndpoints,
  ...reportEndpoints,
  ...cloudReportEndpoints,
  ...reportAssignmentEndpoints,
  ...reportScheduleEndpoints,
} as const;

export type EndpointName = keyof typeof endpoints;

export const endpointList: readonly Endpoint[] = Object.values(endpoints);
