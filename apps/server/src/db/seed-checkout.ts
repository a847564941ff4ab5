import { multiplyMoney, toMoney } from '@b2b-portal/flows/rules';
import type { Tx } from './client';
import {
  addresses,
  cardSandboxSessions,
  carrierAccounts,
  carriers,
  contacts,
  documentCounters,
  orderLines,
  orders,
  paymentInfos,
  paymentTerms,
  userCheckoutPreferences,
} from './schema';
import { catalogueSeedParts } from './seed-catalogue';
import { demoCompanies, demoUsers } from './seed-data';
import { seedId } from './seed-ids';

/**
 * Checkout demo data: payment terms (NET30 default, credit card, an extended term for Northwind), carriers,
 * company addresses and contacts, carrier accounts, the Northwind buyer's primaries and saved Visa card (held as
 * a sandbox vault token), and two placed orders whose PO numbers the duplicate-PO check finds.
 */

export const demoCarriers = [
  { code: 'UPS', name: 'UPS', position: 0 },
  { code: 'FEDEX', name: 'FedEx', position: 1 },
  { code: 'DHL', name: 'DHL Express', position: 2 },
  { code: 'USPS', name: 'USPS', position: 3 },
] as const;

export const demoCheckout = {
  northwind: {
    terms: {
      net30: seedId('payment-term:northwind:NET30'),
      card: seedId('payment-term:northwind:CC'),
      net45: seedId('payment-term:northwind:NET45'),
    },
    billTo: seedId('address:northwind:bill-to:ap'),
    shipTos: {
      mainCampus: seedId('address:northwind:ship-to:main-campus'),
      dataCenter: seedId('address:northwind:ship-to:data-center'),
      clinicWest: seedId('address:northwind:ship-to:clinic-west'),
    },
    contacts: {
      jordan: seedId('contact:northwind:jordan-lee'),
      pat: seedId('contact:northwind:pat-morgan'),
    },
    carrierAccounts: {
      fedex: seedId('carrier-account:northwind:fedex'),
    },
    buyerCard: seedId('payment-info:northwind:buyer:visa'),
    /** PO numbers already used by orders (the duplicate-PO check finds them). */
    usedPOs: ['NW-PO-2026-0042', 'NW-PO-2026-0057'],
  },
  contoso: {
    terms: { net30: seedId('payment-term:contoso:NET30'), card: seedId('payment-term:contoso:CC') },
    billTo: seedId('address:contoso:bill-to:hq'),
    shipTos: {
      store12: seedId('address:contoso:ship-to:store-12'),
      warehouse: seedId('address:contoso:ship-to:warehouse'),
    },
    contacts: { riley: seedId('contact:contoso:riley-chen') },
  },
} as const;

/** The sandbox vault token of the Northwind buyer's saved card. */
export const demoBuyerCardVaultToken = 'sbx_vault_seed_northwind_buyer_visa';

/** First order number: SO-300001. */
export const FIRST_ORDER_NUMBER = 300_001;

type AddressRow = typeof addresses.$inferInsert;

function address(
  id: string,
  companyId: string,
  type: 1 | 2 | 3,
  fields: Omit<AddressRow, 'id' | 'companyId' | 'type'>,
): AddressRow {
  return { id, companyId, type, countryCode: 'USA', ...fields };
}

export async function seedCheckout(tx: Tx): Promise<void> {
  const nw = demoCompanies.northwind.id;
  const co = demoCompanies.contoso.id;
  const n = demoCheckout.northwind;
  const c = demoCheckout.contoso;

  await tx.insert(carriers).values([...demoCarriers]);

  await tx.insert(paymentTerms).values([
    { id: n.terms.net30, companyId: nw, name: 'Net 30', erpCode: 'NET30', flags: 4, position: 0 },
    { id: n.terms.card, companyId: nw, name: 'Credit Card', erpCode: 'CC', flags: 1, position: 1 },
    { id: n.terms.net45, companyId: nw, name: 'Net 45 (extended)', erpCode: 'NET45', flags: 8, position: 2 },
    { id: c.terms.net30, companyId: co, name: 'Net 30', erpCode: 'NET30', flags: 4, position: 0 },
    { id: c.terms.card, companyId: co, name: 'Credit Card', erpCode: 'CC', flags: 1, position: 1 },
  ]);

  await tx.insert(addresses).values([
    address(n.billTo, nw, 1, {
      name: 'Northwind Health Accounts Payable',
      line1: '400 Market Street',
      line2: 'Suite 700',
      city: 'Philadelphia',
      state: 'PA',
      zipCode: '19106',
      erpCode: 'NW-BT-01',
      firstName: 'Pat',
      lastName: 'Morgan',
      email: 'ap@northwind.example',
      phone: '215-555-0140',
    }),
    address(n.shipTos.mainCampus, nw, 2, {
      name: 'Northwind Health Main Campus',
      line1: '1200 Walnut Street',
      line2: 'Receiving Dock B',
      city: 'Philadelphia',
      state: 'PA',
      zipCode: '19107',
      erpCode: 'NW-ST-01',
      firstName: 'Jordan',
      lastName: 'Lee',
      phone: '215-555-0123',
    }),
    address(n.shipTos.dataCenter, nw, 2, {
      name: 'Northwind Health Data Center',
      line1: '55 Innovation Way',
      city: 'Pittsburgh',
      state: 'PA',
      zipCode: '15222',
      erpCode: 'NW-ST-02',
      firstName: 'Sam',
      lastName: 'Rivera',
      phone: '412-555-0188',
    }),
    address(n.shipTos.clinicWest, nw, 2, {
      name: 'Northwind Health Clinic West',
      line1: '900 West Lancaster Avenue',
      city: 'Bryn Mawr',
      state: 'PA',
      zipCode: '19010',
      erpCode: 'NW-ST-03',
    }),
    address(c.billTo, co, 1, {
      name: 'Contoso Retail Headquarters',
      line1: '1 Contoso Plaza',
      city: 'Columbus',
      state: 'OH',
      zipCode: '43215',
      erpCode: 'CR-BT-01',
      email: 'payables@contoso.example',
    }),
    address(c.shipTos.store12, co, 2, {
      name: 'Contoso Store 12',
      line1: '77 High Street',
      city: 'Columbus',
      state: 'OH',
      zipCode: '43215',
      erpCode: 'CR-ST-12',
    }),
    address(c.shipTos.warehouse, co, 2, {
      name: 'Contoso Distribution Center',
      line1: '4500 Logistics Parkway',
      city: 'Grove City',
      state: 'OH',
      zipCode: '43123',
      erpCode: 'CR-ST-90',
    }),
  ]);

  await tx.insert(contacts).values([
    {
      id: n.contacts.jordan,
      companyId: nw,
      contactType: 1,
      firstName: 'Jordan',
      lastName: 'Lee',
      email: 'jordan.lee@northwind.example',
      phone: '215-555-0123',
      jobTitle: 'IT Operations Manager',
    },
    {
      id: n.contacts.pat,
      companyId: nw,
      contactType: 3,
      firstName: 'Pat',
      lastName: 'Morgan',
      email: 'ap@northwind.example',
      phone: '215-555-0140',
      jobTitle: 'Accounts Payable',
    },
    {
      id: c.contacts.riley,
      companyId: co,
      contactType: 1,
      firstName: 'Riley',
      lastName: 'Chen',
      email: 'riley.chen@contoso.example',
      phone: '614-555-0190',
    },
  ]);

  await tx.insert(carrierAccounts).values([
    {
      id: n.carrierAccounts.fedex,
      companyId: nw,
      carrierCode: 'FEDEX',
      accountNumber: '448812733',
      name: 'Northwind FedEx',
    },
  ]);

  // The buyer's saved card: the processor holds it (sandbox vault); we hold the token and the display fields.
  await tx.insert(cardSandboxSessions).values({
    id: demoBuyerCardVaultToken,
    kind: 'vault',
    cardType: 'Visa',
    last4: '1111',
    expirationMonth: 12,
    expirationYear: 2029,
    outcome: 'approve',
    expiresAt: new Date('2100-01-01T00:00:00Z'),
  });
  await tx.insert(paymentInfos).values({
    id: n.buyerCard,
    companyId: nw,
    ownerUserId: demoUsers.buyer.id,
    processor: 'paytrace',
    vaultToken: demoBuyerCardVaultToken,
    cardType: 'Visa',
    maskedCardNumber: '************1111',
    expirationMonth: 12,
    expirationYear: 2029,
    cardHolder: 'Blake Buyer',
    billingAddress: {
      addressLine1: '400 Market Street',
      city: 'Philadelphia',
      state: 'PA',
      zipCode: '19106',
    },
    saved: true,
  });

  await tx.insert(userCheckoutPreferences).values({
    userId: demoUsers.buyer.id,
    primaryBillToId: n.billTo,
    primaryShipToId: n.shipTos.mainCampus,
    primaryContactId: n.contacts.jordan,
    primaryPaymentInfoId: n.buyerCard,
  });

  // Two placed orders of the Northwind buyer, so a reused PO number is found.
  const placed = [
    {
      key: 'a',
      po: n.usedPOs[0],
      title: 'Clinic West access switches',
      part: 'C9200-24P-E',
      quantity: 2,
      at: '2026-09-14T15:20:00Z',
    },
    {
      key: 'b',
      po: n.usedPOs[1],
      title: 'Data center spares',
      part: 'C9300-24P-A',
      quantity: 1,
      at: '2026-10-02T13:05:00Z',
    },
  ];
  let number = FIRST_ORDER_NUMBER;
  for (const order of placed) {
    const product = catalogueSeedParts.get(order.part);
    if (!product) throw new Error(`Seed order product ${order.part} is not in the catalogue seed`);
    const total = multiplyMoney(product.unitPrice, order.quantity);
    const orderId = seedId(`order:northwind:${order.key}`);
    const snapshot = {
      name: 'Northwind Health Main Campus',
      formatted: '1200 Walnut Street, Philadelphia, PA 19107',
    };
    await tx.insert(orders).values({
      id: orderId,
      companyId: nw,
      userId: demoUsers.buyer.id,
      orderNumber: `SO-${number}`,
      title: order.title,
      po: order.po,
      paymentTermId: n.terms.net30,
      billTo: {
        name: 'Northwind Health Accounts Payable',
        formatted: '400 Market Street, Suite 700, Philadelphia, PA 19106',
      },
      shipTo: snapshot,
      endUser: {},
      shipping: { method: 2, useMyCarrierAccount: false },
      subtotal: total,
      grandTotal: total,
      createdAt: new Date(order.at),
    });
    await tx.insert(orderLines).values({
      orderId,
      lineNumber: 1,
      productId: product.id,
      manufacturerPart: product.part,
      description: product.description,
      quantity: order.quantity,
      unitPrice: toMoney(product.unitPrice),
      extendedPrice: total,
      shipTo: snapshot,
    });
    number += 1;
  }
  await tx.insert(documentCounters).values({ name: 'SO', value: number - 1 });
}
