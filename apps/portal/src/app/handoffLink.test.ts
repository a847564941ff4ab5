import { afterEach, describe, expect, it } from 'vitest';
import { handoffLinkOf } from '../pages/redirect/handoffLinkOf';
import { captureHandoffLink, forgetHandoffSecret, handoffLinkQuery } from './handoffLink';

const open = (hash: string) => {
  history.replaceState(null, '', `/${hash}`);
  captureHandoffLink();
};
const link = () => handoffLinkOf(handoffLinkQuery());

afterEach(() => open('#/'));

describe('captureHandoffLink', () => {
  it('should take a code out of the address without a new history entry, keeping the url', () => {
    const entries = history.length;
    open('#/redirect?code=c0de&url=%2Fquote%3Fid%3D7');
    expect(location.hash).toBe('#/redirect?url=%2Fquote%3Fid%3D7');
    expect(history.length).toBe(entries);
    expect(link()).toEqual({ secret: { kind: 'code', code: 'c0de' }, url: '/quote?id=7' });
  });

  it("should take the documents' tokens out of the address", () => {
    open('#/redirect?token_type=Bearer&access_token=acc&refresh_token=ref&url=%2Forders');
    expect(location.hash).toBe('#/redirect?url=%2Forders');
    expect(link()).toEqual({
      secret: { kind: 'tokens', tokenInfo: { type: 'Bearer', access_token: 'acc', refresh_token: 'ref' } },
      url: '/orders',
    });
  });

  it('should strip a lone token too, and hold no secret for it', () => {
    open('#/redirect?access_token=acc');
    expect(location.hash).toBe('#/redirect');
    expect(link().secret).toBeNull();
  });

  it('should leave a link without a secret as it is', () => {
    open('#/redirect?url=%2Forders');
    expect(location.hash).toBe('#/redirect?url=%2Forders');
    expect(link()).toEqual({ secret: null, url: '/orders' });
  });

  it('should forget a link on any other address, and when it is done with', () => {
    open('#/redirect?code=c0de');
    forgetHandoffSecret();
    expect(link()).toEqual({ secret: null, url: undefined });
    open('#/redirect?code=again');
    open('#/orders');
    expect(link().secret).toBeNull();
    expect(location.hash).toBe('#/orders');
  });
});
