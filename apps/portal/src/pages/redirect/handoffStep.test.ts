import { describe, expect, it } from 'vitest';
import type { HandoffSecret } from '../../app/handoffLink';
import { type HandoffInput, handoffStep } from './handoffStep';

const code: HandoffSecret = { kind: 'code', code: 'c0de' };
const tokens: HandoffSecret = {
  kind: 'tokens',
  tokenInfo: { type: 'Bearer', access_token: 'a', refresh_token: 'r' },
};
const victim = { id: 'u1', email: 'buyer@northwind.example' };
const other = { id: 'u2', email: 'buyer@contoso.example' };
const step = (input: Partial<HandoffInput>) =>
  handoffStep({ secret: code, url: '/orders', signedIn: null, ...input });

describe('handoffStep: a link never switches the account silently', () => {
  it('should send a link without a code or tokens to Login', () => {
    expect(step({ secret: null })).toEqual({ kind: 'noLink' });
  });

  it('should wait while a stored session loads', () => {
    expect(step({ signedIn: 'loading' })).toEqual({ kind: 'wait' });
  });

  it.each(['https://evil.example/#/orders', '//evil.example', 'javascript:alert(1)', 'orders'])(
    'should refuse %j as the url, before anything is exchanged',
    (url) => {
      expect(step({ url })).toEqual({ kind: 'refuseUrl' });
      expect(step({ url, secret: tokens, signedIn: victim })).toEqual({ kind: 'refuseUrl' });
    },
  );

  it('should exchange a code at once when nobody is signed in, with or without a url', () => {
    expect(step({})).toEqual({ kind: 'exchange' });
    expect(step({ url: undefined })).toEqual({ kind: 'exchange' });
  });

  it('should ask a signed-in user before a code replaces them, not knowing whose it is', () => {
    expect(step({ signedIn: victim })).toEqual({
      kind: 'askSwitch',
      current: 'buyer@northwind.example',
      other: null,
    });
  });

  it('should read whose tokens are first, and refuse tokens the server does not accept', () => {
    expect(step({ secret: tokens })).toEqual({ kind: 'readAccount' });
    expect(step({ secret: tokens, signedIn: victim })).toEqual({ kind: 'readAccount' });
    expect(step({ secret: tokens, other: 'refused' })).toEqual({ kind: 'refuseTokens' });
  });

  it('should ask a signed-out browser before tokens sign it in, naming the account', () => {
    expect(step({ secret: tokens, other })).toEqual({ kind: 'askContinue', other: 'buyer@contoso.example' });
  });

  it("should ask a signed-in user before another account's tokens replace them, naming both", () => {
    expect(step({ secret: tokens, signedIn: victim, other })).toEqual({
      kind: 'askSwitch',
      current: 'buyer@northwind.example',
      other: 'buyer@contoso.example',
    });
  });

  it("should go on without asking when the tokens are the signed-in user's own", () => {
    expect(step({ secret: tokens, signedIn: victim, other: victim })).toEqual({ kind: 'sameUser' });
  });
});
