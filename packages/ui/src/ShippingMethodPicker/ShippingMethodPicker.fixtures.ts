import type {
  SavedCarrierAccount,
  ShippingCarrier,
  ShippingMethodPickerLimits,
} from './ShippingMethodPicker';

export const carriers: ShippingCarrier[] = [
  { code: 'UPS', name: 'UPS' },
  { code: 'FEDEX', name: 'FedEx' },
  { code: 'DHL', name: 'DHL Express' },
];

export const carrierAccounts: SavedCarrierAccount[] = [
  {
    id: '6f1c2d3e-0000-4000-8000-000000000001',
    carrierName: 'UPS',
    accountNumber: '1A2B3C',
    name: 'Main UPS',
  },
  { id: '6f1c2d3e-0000-4000-8000-000000000002', carrierName: 'FedEx', accountNumber: '7788-9900', name: '' },
];

/** The page's warning for expedited shipping (001 §5; message Checkout.ExpeditedWarning). */
export const expeditedNotice = 'Expedited shipping cannot be guaranteed for orders placed after 1pm EST.';

/** The id the portal's API uses for 'no saved carrier account' (the empty GUID of 001 §9). */
export const noCarrierAccountID = '00000000-0000-0000-0000-000000000000';

/** The lengths a page passes (the portal: the contract's `CARRIER_ACCOUNT_NUMBER_LIMITS`). */
export const carrierLimits: ShippingMethodPickerLimits = { accountNumber: { max: 30 } };
