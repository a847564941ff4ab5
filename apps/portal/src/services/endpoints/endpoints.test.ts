import * as contract from '@b2b-portal/api';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { endpointOf } from '../lazyEndpoint';
import * as lazy from '.';

type Group = Record<string, { id: string }>;
const contractGroups = new Map(Object.entries(contract) as [string, Group][]);
/** Each lazy group beside the contract's group of the same name. */
const groups = Object.entries(lazy).map(
  ([name, group]) => [name, group as Group, contractGroups.get(name)] as const,
);
const ids = (group: Group | undefined) =>
  Object.fromEntries(Object.entries(group ?? {}).map(([name, endpoint]) => [name, endpoint.id]));

describe('lazy endpoints', () => {
  it.each(groups)('%s names every endpoint of the contract group by its id', (_name, group, ofContract) => {
    expect(ofContract).toBeDefined();
    expect(ids(group)).toEqual(ids(ofContract));
  });

  it.each(groups)('%s loads the contract definition of each endpoint', async (_name, group, ofContract) => {
    for (const [name, endpoint] of Object.entries(group)) {
      expect(await endpointOf(endpoint as Parameters<typeof endpointOf>[0])).toBe(ofContract?.[name]);
    }
  });

  it('hands the client the contract definition of a lazy endpoint', async () => {
    const client = await import('../client');
    const call = vi.spyOn(client.apiClient, 'call').mockResolvedValue({ data: [], totalRecords: 0 });
    await api.call(lazy.quoteEndpoints.list, { body: { start: 1, size: 10 } });
    expect(call).toHaveBeenCalledWith(contract.quoteEndpoints.list, { body: { start: 1, size: 10 } });
  });
});
