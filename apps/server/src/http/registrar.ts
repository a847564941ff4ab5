import type { Endpoint } from '@b2b-portal/api';
import type { RouteHandler, RouteOptions } from './route';

/** Registers a handler for a catalogue endpoint (bound to the app, its route table and services). */
export type RouteRegistrar = <E extends Endpoint>(
  endpoint: E,
  handler: RouteHandler<E>,
  options?: RouteOptions,
) => void;
