import { branch, headOffice, warehouse } from '../AddressCard/AddressCard.fixtures';
import type { CheckoutReviewData } from './CheckoutReview';

/** Net terms, one ship-to, own carrier account, an end user. */
export const netTermsReview: CheckoutReviewData = {
  order: {
    title: 'Q3 branch network refresh',
    po: 'PO-2024-0815',
    comments: 'Deliver to the receiving dock.\nCall ahead.',
  },
  billing: { billTo: headOffice, paymentTermName: 'Net 30' },
  shipping: { shipTo: warehouse, shippingMethod: 2, carrierAccount: 'Main UPS (UPS 1A2B3C)' },
  endUser: {
    id: 'eu1',
    name: 'Northwind Clinic',
    line1: '40 Harbor Road',
    city: 'Wilmington',
    state: 'DE',
    zipCode: '19801',
    country: 'United States',
    contactName: 'Priya Raman',
  },
  totals: { subtotal: '4049.97', discount: '-150.00', shipping: '25', tax: '312.4', grandTotal: '4237.37' },
  lineCount: 3,
};

/** Paid by card, lines and a bundle shipping to two addresses, no end user. */
export const cardMultipleShipTosReview: CheckoutReviewData = {
  order: { title: 'Warehouse optics', po: 'PO-7781' },
  billing: {
    billTo: headOffice,
    paymentTermName: 'Credit Card',
    card: { type: 'Visa', maskedNumber: '************1111' },
  },
  shipping: {
    shipToGroups: [
      { address: warehouse, items: ['Line 1 · C9300-24P-A', 'Line 3 · CAB-C13-C14-2M'] },
      { address: branch, items: ['Line 2 · SFP-10G-SR', 'Branch office kit'] },
    ],
    shippingMethod: 4,
  },
  totals: { subtotal: '18250', shipping: '95', tax: '1277.5', grandTotal: '19622.50' },
  lineCount: 6,
};

/** The card details were requested from someone else (payment information request). */
export const paymentRequestReview: CheckoutReviewData = {
  ...netTermsReview,
  billing: {
    billTo: headOffice,
    paymentTermName: 'Credit Card',
    paymentRequestedFrom: 'Dana Whitaker',
  },
  shipping: { shipTo: warehouse, shippingMethod: 1 },
  endUser: undefined,
};
