import type { Endpoint } from '../endpoint';
import { cartEndpoints } from './cart';
import { catalogueEndpoints } from './catalogue';
import { documentEndpoints } from './documents';
import { punchInEndpoints } from './punchIn';
import { savedCartEndpoints } from './savedCarts';
import { shellEndpoints } from './shell';

export { cartEndpoints } from './cart';
export { catalogueEndpoints } from './catalogue';
export { documentEndpoints } from './documents';
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
} as const;

export type EndpointName = keyof typeof endpoints;

export const endpointList: readonly Endpoint[] = Object.values(endpoints);
