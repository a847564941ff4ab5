// The cart's endpoints for the header's count, loaded with the first count (see cartSummary.ts).
export { cartEndpoints } from '@b2b-portal/api';
