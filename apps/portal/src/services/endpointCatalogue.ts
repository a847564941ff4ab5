// The contract's endpoint groups with their schemas, loaded on a page's first call (see ./endpoints/index.ts).
export {
  approvalEndpoints,
  blanketOrderEndpoints,
  cartEndpoints,
  catalogueEndpoints,
  checkoutEndpoints,
  documentEndpoints,
  handoffEndpoints,
  invoiceEndpoints,
  orderEndpoints,
  paymentEndpoints,
  pricingRequestEndpoints,
  punchInEndpoints,
  quoteEndpoints,
  requisitionEndpoints,
  savedCartEndpoints,
  workflowEndpoints,
} from '@b2b-portal/api';
