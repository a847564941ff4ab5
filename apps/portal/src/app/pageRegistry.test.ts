import { routeByName } from '@b2b-portal/flows/rules';
import { describe, expect, it } from 'vitest';
import { pageLoaders } from './pageRegistry';
import { publicPageLoaders } from './publicPageRegistry';

/**
 * The two page registries (pages.tsx picks one by the route's `requiresAuth`): a page in the wrong one would be
 * "not available yet", and the signed-in registry's preload lists leave out the side menu's chunks, which a
 * signed-out visitor of a public page does not load.
 */
describe('page registries', () => {
  it('hold the pages of the routes that need a sign-in in pageRegistry, the public ones in publicPageRegistry', () => {
    for (const name of Object.keys(pageLoaders)) expect(routeByName(name)?.requiresAuth, name).toBe(true);
    for (const name of Object.keys(publicPageLoaders))
      expect(routeByName(name)?.requiresAuth, name).toBe(false);
  });

  it('name each route once, and Login in neither (the entry names its page)', () => {
    const both = Object.keys(pageLoaders).filter((name) => name in publicPageLoaders);
    expect(both).toEqual([]);
    expect('Login' in pageLoaders || 'Login' in publicPageLoaders).toBe(false);
    expect(Object.keys(pageLoaders).length).toBeGreaterThan(40);
  });
});
