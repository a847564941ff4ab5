import type { Endpoint } from '../endpoint';
import { cartEndpoints } from './cart';
import { catalogueEndpoints } from './catalogue';
import { checkoutEndpoints } from './checkout';
import { documentEndpoints } from './documents';
import { paymentEndpoints } from './payment';
import { punchInEndpoints } from './punchIn';
import { savedCartEndpoints } from './savedCarts';
import { shellEndpoints } from './shell';

export { cartEndpoints } from './cart';
export { catalogueEndpoints } from './catalogue';
export { CHECKOUT_PERMISSION, checkoutEndpoints } from './checkout';
export { documentEndpoints } from './documents';
export { paymentEndpoints } from './payment';
export { punchInEndpoints } from './punchIn';
export { savedCartEndpoints } from './savedCarts';
export { shellEndpoints } from './shell';

/** Every endpoint of the catalogue, by name. Later areas add their groups here. */
export const endpoints = {
  ...shellEndpoints,
  ...catalogueEndpoints,
  ...cartEndpoints,
  ...savedCartEndpoints,
  ...punchInEndpoints,
  ...documentEndpoints,
  ...checkoutEndpoints,
  ...paymentEndpoints,
} as const;

export type EndpointName = keyof typeof endpoints;

export const endpointList: readonly Endpoint[] = Object.values(endpoints);
