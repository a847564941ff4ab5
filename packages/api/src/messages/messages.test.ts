import { describe, expect, it } from 'vitest';
import { approvalMessages } from './en-approvals';
import { checkoutMessages } from './en-checkout';
import { coreMessages } from './en-core';
import { documentMessages } from './en-documents';
import { handoffMessages } from './en-handoff';
import { policyMessages } from './en-policies';
import { pricingRequestMessages } from './en-pricing';
import { quoteMessages } from './en-quotes';
import { requisitionMessages } from './en-requisitions';
import { settingsMessages } from './en-settings';
import { shopMessages } from './en-shop';
import { workflowMessages } from './en-workflow';
import { en, fillMessage, formatMessage, translator } from './index';

const parts = {
  core: coreMessages,
  shop: shopMessages,
  checkout: checkoutMessages,
  policies: policyMessages,
  settings: settingsMessages,
  documents: documentMessages,
  workflow: workflowMessages,
  quotes: quoteMessages,
  requisitions: requisitionMessages,
  pricing: pricingRequestMessages,
  approvals: approvalMessages,
  handoff: handoffMessages,
};

describe('the message catalogue in parts', () => {
  it('should hold every key in one part only, so no part silently replaces another text', () => {
    const owners = new Map<string, string[]>();
    for (const [part, messages] of Object.entries(parts)) {
      for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), part]);
    }
    const shared = [...owners]
      .filter(([, where]) => where.length > 1)
      .map(([key, where]) => `${key}: ${where}`);
    expect(shared).toEqual([]);
  });

  it('should make the whole catalogue of exactly the parts', () => {
    const keys = Object.values(parts).flatMap((messages) => Object.keys(messages));
    expect(Object.keys(en).sort()).toEqual(keys.sort());
  });
});

describe('translator', () => {
  const read = translator(coreMessages, policyMessages);

  it('should read a key of any of its parts and fill its placeholders', () => {
    expect(read('Policy.Returns')).toBe('Returns carry a 20% restocking fee.');
    expect(read('Header.Greeting', { firstName: 'Riley' })).toBe('Hello, Riley!');
  });

  it('should answer what formatMessage answers for the same key', () => {
    expect(read('Field.TooLong', { max: 40 })).toBe(formatMessage('Field.TooLong', { max: 40 }));
  });

  it('should not compile a key of a part it was not given, and show the key if one gets through', () => {
    // @ts-expect-error a quote's text is not in the shell's part or the policies
    expect(read('Quote.MessageRequired')).toBe('Quote.MessageRequired');
  });

  it('should leave an unknown placeholder as written, so a missing value shows', () => {
    expect(fillMessage('Go to {landing}', {})).toBe('Go to {landing}');
  });
});
