import { describe, expect, it } from 'vitest';
import { accountMessages } from './en-account';
import { addressMessages } from './en-address';
import { approvalMessages } from './en-approvals';
import { businessUnitMessages } from './en-business-units';
import { checkoutMessages } from './en-checkout';
import { cloudReportMessages } from './en-cloud-reports';
import { contractMessages } from './en-contracts';
import { coreMessages } from './en-core';
import { documentMessages } from './en-documents';
import { handoffMessages } from './en-handoff';
import { homeMessages } from './en-home';
import { invoiceMessages } from './en-invoices';
import { listMessages } from './en-lists';
import { locationMessages } from './en-locations';
import { manualContractMessages } from './en-manual-contracts';
import { orderMessages } from './en-orders';
import { overviewMessages } from './en-overview';
import { passwordMessages } from './en-password';
import { policyMessages } from './en-policies';
import { pricingRequestMessages } from './en-pricing';
import { quickOrderMessages } from './en-quick-order';
import { quoteMessages } from './en-quotes';
import { reportAssignmentMessages } from './en-report-assignments';
import { reportScheduleMessages } from './en-report-schedules';
import { reportMessages } from './en-reports';
import { requisitionMessages } from './en-requisitions';
import { returnMessages } from './en-returns';
import { savedCartListMessages } from './en-saved-carts';
import { searchMessages } from './en-search';
import { settingsMessages } from './en-settings';
import { shipmentMessages } from './en-shipments';
import { shopMessages } from './en-shop';
import { shopSearchMessages } from './en-shop-search';
import { ssoMessages } from './en-sso';
import { userMessages } from './en-users';
import { vendorSupportMessages } from './en-vendor-support';
import { warehouseMessages } from './en-warehouse';
import { workItemMessages } from './en-work-items';
import { workflowMessages } from './en-workflow';
import {
  en,
  fillMessage,
  formatMessage,
  type PluralMessage,
  renderMessage,
  selectPlural,
  translator,
} from './index';

const parts = {
  core: coreMessages,
  lists: listMessages,
  address: addressMessages,
  account: accountMessages,
  shop: shopMessages,
  shopSearch: shopSearchMessages,
  savedCartLists: savedCartListMessages,
  checkout: checkoutMessages,
  policies: policyMessages,
  settings: settingsMessages,
  documents: documentMessages,
  search: searchMessages,
  workflow: workflowMessages,
  quotes: quoteMessages,
  orders: orderMessages,
  invoices: invoiceMessages,
  shipments: shipmentMessages,
  warehouse: warehouseMessages,
  cloudReports: cloudReportMessages,
  returns: returnMessages,
  overview: overviewMessages,
  requisitions: requisitionMessages,
  pricing: pricingRequestMessages,
  approvals: approvalMessages,
  handoff: handoffMessages,
  sso: ssoMessages,
  home: homeMessages,
  quickOrder: quickOrderMessages,
  manualContract: manualContractMessages,
  password: passwordMessages,
  locations: locationMessages,
  users: userMessages,
  vendorSupport: vendorSupportMessages,
  businessUnits: businessUnitMessages,
  workItems: workItemMessages,
  contracts: contractMessages,
  reportSchedules: reportScheduleMessages,
  reportAssignments: reportAssignmentMessages,
  reports: reportMessages,
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

describe('plural messages', () => {
  it.each([
    [0, '0 lines'],
    [1, '1 line'],
    [2, '2 lines'],
    [1250, '1,250 lines'],
  ])('should read Checkout.LineCount for %i as %j', (count, text) => {
    expect(formatMessage('Checkout.LineCount', { count })).toBe(text);
    expect(translator(checkoutMessages)('Checkout.LineCount', { count })).toBe(text);
  });

  it.each([
    ['Shop.ResultCount', 0, '0 products'],
    ['Shop.ResultCount', 1, '1 product'],
    ['Shop.ResultCount', 2, '2 products'],
    ['Requisition.BundleDeleted', 1, 'Deleted bundle Rack kit (1 line).'],
    ['Requisition.BundleDeleted', 2, 'Deleted bundle Rack kit (2 lines).'],
    ['SharedSavedCart.Option', 1, 'Lab (1 item, $10.00)'],
    ['SharedSavedCart.Option', 0, 'Lab (0 items, $10.00)'],
  ] as const)('should read %s for %i as %j', (key, count, text) => {
    expect(
      formatMessage(key, {
        count,
        name: key === 'SharedSavedCart.Option' ? 'Lab' : 'Rack kit',
        total: '$10.00',
      }),
    ).toBe(text);
  });

  it('should read an upload of one contract and one device without "1 contracts" or "1 devices"', () => {
    const counts = { contractsUpdated: 0, contractsRemoved: 0, devicesUpdated: 0, devicesRemoved: 0 };
    expect(
      formatMessage('ManualContract.Uploaded', { count: 2, contractsAdded: 1, devicesAdded: 1, ...counts }),
    ).toBe(
      '2 rows imported. Contracts: 1 added, 0 updated, 0 removed. Devices: 1 added, 0 updated, 0 removed.',
    );
    expect(
      formatMessage('ManualContract.Uploaded', { count: 1, contractsAdded: 1, devicesAdded: 1, ...counts }),
    ).toBe(
      '1 row imported. Contracts: 1 added, 0 updated, 0 removed. Devices: 1 added, 0 updated, 0 removed.',
    );
  });

  it('should pick the form by the plural rules and fall back to other for a category without a text', () => {
    const forms: PluralMessage = { one: 'one', other: 'other' };
    expect([0, 1, 2, 1.5].map((count) => selectPlural(forms, count))).toEqual([
      'other',
      'one',
      'other',
      'other',
    ]);
    expect(selectPlural({ other: 'only' }, 1)).toBe('only');
    expect(renderMessage({ one: '{count} day left', other: '{count} days left' }, { count: 1 })).toBe(
      '1 day left',
    );
  });

  it('should not compile a plural message without its count', () => {
    const read = translator(checkoutMessages);
    // @ts-expect-error a plural message needs { count }
    expect(read('Checkout.LineCount')).toBe('{count} lines');
    // @ts-expect-error a plural message needs { count }, not only other params
    expect(formatMessage('Shop.ResultCount', { total: 3 })).toBe('{count} products');
    // @ts-expect-error the count is a number, not a formatted text
    expect(formatMessage('Shop.ResultCount', { count: '3' })).toBe('3 products');
  });

  it('should hold only plural messages that have an other form, and their texts fill {count}', () => {
    const plurals = (Object.values(en) as readonly (string | PluralMessage)[]).filter(
      (message): message is PluralMessage => typeof message !== 'string',
    );
    expect(plurals.length).toBeGreaterThan(0);
    for (const forms of plurals) {
      expect(typeof forms.other).toBe('string');
      for (const text of Object.values(forms)) expect(text).toContain('{count}');
    }
  });
});
