// The contract's check of a pricing request's title and comments, loaded when the request form mounts (issue 14:
// it brings zod and the contract's schemas, which the page's first paint does without).
export { PricingRequestFields } from '@b2b-portal/api';
