import type { Endpoint } from '../endpoint';
import { shellEndpoints } from './shell';

export { shellEndpoints } from './shell';

/** Every endpoint of the catalogue, by name. Later areas add their groups here. */
export const endpoints = {
  ...shellEndpoints,
} as const;

export type EndpointName = keyof typeof endpoints;

export const endpointList: readonly Endpoint[] = Object.values(endpoints);
