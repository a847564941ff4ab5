import type { CartItem } from '@b2b-portal/api';

/** The empty GUID: a loose line's group and bundle. */
export const NO_ID = '00000000-0000-0000-0000-000000000000';

/**
 * One loose line of a cart-family document (cart, quote, pricing request) as the server answers it, for render
 * tests: by default a priced-on-request Cisco firewall, two of them; pass what the test needs different.
 */
export function documentLine(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: '0d7c1e0a-3b1f-4c7e-9a55-2f1e0b9c8d71',
    version: 1,
    productID: null,
    bundleID: NO_ID,
    groupID: NO_ID,
    position: 0,
    printLineNumber: 1,
    indexPos: 0,
    manufacturerPart: 'FPR1010-NGFW-K9',
    manufacturerName: 'Cisco',
    description: 'Secure Firewall 1010',
    unitPrice: '0.00',
    quantity: 2,
    serviceLength: 0,
    extendedPrice: '0.00',
    pricingHidden: true,
    isRequestItem: true,
    isCustomRequest: false,
    available: true,
    variableBilling: null,
    comment: '',
    ...overrides,
  };
}
