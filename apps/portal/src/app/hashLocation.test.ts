import { afterEach, describe, expect, it } from 'vitest';
import { isInPlaceUpdate, navigate, replaceQuery } from './hashLocation';

afterEach(() => history.replaceState(null, '', location.pathname));

describe('replaceQuery', () => {
  it('should write a page’s query into its own history entry, and say so once to the route view', () => {
    navigate('/orders');
    const entries = history.length;
    replaceQuery('/orders', 'status=-104&page=2');
    expect(location.hash).toBe('#/orders?status=-104&page=2');
    expect(history.length).toBe(entries);
    expect(isInPlaceUpdate('/orders', '/orders?status=-104&page=2')).toBe(true);
    // Asked again (a later visit to the same address by Back or a link) it is a navigation.
    expect(isInPlaceUpdate('/orders', '/orders?status=-104&page=2')).toBe(false);
  });

  it('should not take a navigation from elsewhere to the address written for an in-place update', () => {
    navigate('/orders');
    replaceQuery('/orders', 'status=-104');
    expect(isInPlaceUpdate(`/order?id=42`, '/orders?status=-104')).toBe(false);
  });

  it('should write a bare path when nothing is searched', () => {
    navigate('/orders?status=-104');
    replaceQuery('/orders', '');
    expect(location.hash).toBe('#/orders');
  });
});
