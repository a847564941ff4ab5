import type { Endpoint } from '@b2b-portal/api';

declare const endpointType: unique symbol;

/**
 * An endpoint of the contract that a page names without loading it (issue 14): the id, and how to load the
 * contract's definition (its zod schemas come with it) when it is first called. `api.call` and `api.download`
 * take it where they take an `Endpoint`, so no page's first paint waits for zod and the contract's schemas.
 */
export interface LazyEndpoint<E extends Endpoint = Endpoint> {
  /** The contract endpoint's id (`quote.list`). */
  readonly id: string;
  /** Loads the contract's definition, once per group. */
  readonly load: () => Promise<E>;
  /** The definition's type, for the call's options and answer; never set. */
  readonly [endpointType]?: E;
}

/** An endpoint, or one to load (what `api.call` takes). */
export type EndpointOrLazy<E extends Endpoint> = E | LazyEndpoint<E>;

/** The contract's definition of an endpoint, loading it when it is a lazy one. */
export function endpointOf<E extends Endpoint>(endpoint: EndpointOrLazy<E>): Promise<E> {
  return 'load' in endpoint ? endpoint.load() : Promise.resolve(endpoint);
}

/**
 * A group of the endpoint catalogue as lazy endpoints: `load` answers the group (a dynamic import of the
 * catalogue), `ids` each endpoint's id (`services/endpoints.test.ts` checks them against the contract).
 */
export function lazyEndpoints<Group extends Record<string, Endpoint>>(
  load: () => Promise<Group>,
  ids: { readonly [Name in keyof Group]: string },
): { readonly [Name in keyof Group]: LazyEndpoint<Group[Name]> } {
  let group: Promise<Group> | undefined;
  const loadGroup = () => {
    group ??= load();
    return group;
  };
  return Object.fromEntries(
    Object.entries(ids).map(([name, id]) => [
      name,
      { id, load: () => loadGroup().then((loaded) => loaded[name]) },
    ]),
  ) as { readonly [Name in keyof Group]: LazyEndpoint<Group[Name]> };
}
