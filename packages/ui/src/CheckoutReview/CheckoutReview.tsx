import type { ReactNode } from 'react';
import { type Address, AddressCard, type AddressCardLabels } from '../AddressCard/AddressCard';
import { Button } from '../Button/Button';
import { Card, type CardHeadingLevel } from '../Card/Card';
import { fillTemplate } from '../format/template';
import { visuallyHidden } from '../foundations/focus.css';
import { definition, definitionList, term } from '../foundations/surface.css';
import {
  defaultShippingMethodNames,
  type ShippingMethodNames,
  shippingMethodName,
} from '../ShippingMethodPicker/ShippingMethodPicker';
import { TotalsBlock, type TotalsBlockLabels, type TotalsBlockProps } from '../TotalsBlock/TotalsBlock';
import * as styles from './CheckoutReview.css';

/** The review's sections, in order; `onEdit` is called with one of them. */
export const checkoutReviewSections = ['orderDetails', 'billingAndPayment', 'shipping', 'endUser'] as const;
export type CheckoutReviewSection = (typeof checkoutReviewSections)[number];

/** The card paying for the order: never the number, only its last digits. */
export interface CheckoutReviewCard {
  /** Card brand ('Visa'). */
  type: string;
  /** The masked number as the server sends it ('************1111'); only the last four digits are shown. */
  maskedNumber: string;
}

/** One ship-to address and what ships there, when lines and bundles ship to several addresses. */
export interface CheckoutReviewShipToGroup {
  address: Address;
  /** The lines and bundles shipping there, as the page words them ('Line 1 · C9300-24P-A', 'Branch office kit'). */
  items: readonly string[];
}

/**
 * Groups what ships where by address, for `shipping.shipToGroups`: addresses in the order their first item
 * appears, items in the order given; entries whose address is unknown (or the empty GUID) are left out.
 */
export function groupShipTos(
  entries: readonly { shipToID: string; label: string }[],
  addresses: readonly Address[],
): CheckoutReviewShipToGroup[] {
  const groups = new Map<string, { address: Address; items: string[] }>();
  for (const entry of entries) {
    const address = addresses.find((candidate) => candidate.id === entry.shipToID);
    if (!address) continue;
    const group = groups.get(address.id) ?? { address, items: [] };
    group.items.push(entry.label);
    groups.set(address.id, group);
  }
  return [...groups.values()];
}

/** Everything the review shows, from the checkout's workflow data and lists (001 §3). */
export interface CheckoutReviewData {
  order: {
    /** The order name. */
    title: string;
    /** The customer's PO number. */
    po: string;
    comments?: string;
  };
  billing: {
    billTo?: Address;
    /** Name of the payment term ('Net 30', 'Credit Card'). */
    paymentTermName: string;
    /** The card paying, for a credit-card term. */
    card?: CheckoutReviewCard;
    /** Who was asked for the card details, when a payment information request was sent instead. */
    paymentRequestedFrom?: string;
  };
  shipping: {
    /** The one ship-to address of the order. */
    shipTo?: Address;
    /** Several ship-to addresses, with what ships to each; when given (non-empty) it replaces `shipTo`. */
    shipToGroups?: readonly CheckoutReviewShipToGroup[];
    /** Shipping method number, 1–4 (001 §4). */
    shippingMethod: number;
    /** The customer's own carrier account ('UPS 1A2B3C'), when one is used. */
    carrierAccount?: string;
  };
  /** The end user, when one was given. */
  endUser?: Address;
  /** The order's totals as the server computed them. */
  totals: Pick<
    TotalsBlockProps,
    'subtotal' | 'discount' | 'shipping' | 'tax' | 'grandTotal' | 'recurringMonthlyCharges'
  >;
  /** How many lines the order has. */
  lineCount: number;
}

/** Every text the review shows. */
export interface CheckoutReviewLabels extends ShippingMethodNames {
  /** @default 'Order details' */
  orderDetails: string;
  /** @default 'Billing and payment' */
  billingAndPayment: string;
  /** @default 'Shipping' */
  shipping: string;
  /** @default 'End user' */
  endUser: string;
  /** @default 'Order summary' */
  summary: string;
  /** Visible text of each section's edit action. @default 'Edit' */
  edit: string;
  /** Accessible name of a section's edit action, with `{section}`. @default 'Edit {section}' */
  editSection: string;
  /** @default 'Order name' */
  orderTitle: string;
  /** @default 'PO number' */
  po: string;
  /** @default 'Comments' */
  comments: string;
  /** @default 'Bill to' */
  billTo: string;
  /** @default 'Payment terms' */
  paymentTerm: string;
  /** @default 'Payment' */
  payment: string;
  /** The card line, with `{last4}`. @default '•••• {last4}' */
  cardNumber: string;
  /** What screen readers read for the card, with `{type}` and `{last4}`. @default '{type} ending in {last4}' */
  cardSummary: string;
  /** With `{name}`. @default 'Payment information requested from {name}' */
  paymentRequested: string;
  /** @default 'Ship to' */
  shipTo: string;
  /** Name of the list of what ships to an address, with `{name}`. @default 'Items shipped to {name}' */
  itemsShippedTo: string;
  /** @default 'Shipping method' */
  shippingMethod: string;
  /** @default 'Carrier account' */
  carrierAccount: string;
  /** @default 'No end user information.' */
  noEndUser: string;
  /** @default 'Lines' */
  lineCount: string;
  /** Shown for an empty value. @default '—' */
  empty: string;
}

export const defaultCheckoutReviewLabels: CheckoutReviewLabels = {
  ...defaultShippingMethodNames,
  orderDetails: 'Order details',
  billingAndPayment: 'Billing and payment',
  shipping: 'Shipping',
  endUser: 'End user',
  summary: 'Order summary',
  edit: 'Edit',
  editSection: 'Edit {section}',
  orderTitle: 'Order name',
  po: 'PO number',
  comments: 'Comments',
  billTo: 'Bill to',
  paymentTerm: 'Payment terms',
  payment: 'Payment',
  cardNumber: '•••• {last4}',
  cardSummary: '{type} ending in {last4}',
  paymentRequested: 'Payment information requested from {name}',
  shipTo: 'Ship to',
  itemsShippedTo: 'Items shipped to {name}',
  shippingMethod: 'Shipping method',
  carrierAccount: 'Carrier account',
  noEndUser: 'No end user information.',
  lineCount: 'Lines',
  empty: '—',
};

export interface CheckoutReviewProps {
  /** What to show. */
  review: CheckoutReviewData;
  /** Adds an 'Edit' action to each editable section; called with the section's id. */
  onEdit?: (section: CheckoutReviewSection) => void;
  /** The sections that may be edited (checkout flags isOrderEditable …). @default every section */
  editableSections?: readonly CheckoutReviewSection[];
  /** Level of the section headings, to fit the page outline. @default 2 */
  headingLevel?: CardHeadingLevel;
  /** Extra class on the wrapper. */
  className?: string;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<CheckoutReviewLabels>;
  /** Texts passed on to the totals. */
  totalsLabels?: Partial<TotalsBlockLabels>;
  /** Texts passed on to every address card. */
  cardLabels?: Partial<AddressCardLabels>;
  /**
   * The order's lines, shown in the summary above the line count and totals (e.g. a `DocumentLines` in its
   * compact or cards layout), so the buyer sees what they order.
   */
  lines?: ReactNode;
}

/** A term and its value; an empty value shows the empty mark. */
function Entry({ label, empty, children }: { label: string; empty: string; children: ReactNode }) {
  return (
    <>
      <dt className={term}>{label}</dt>
      <dd className={definition}>{children === undefined || children === '' ? empty : children}</dd>
    </>
  );
}

/**
 * The checkout summary on the terms step and the confirmation: order details, billing and payment, shipping
 * (one ship-to, or each ship-to with what ships there), end user, then the totals and the line count. With
 * `onEdit`, each section has an 'Edit' action that takes the person back to its step.
 */
export function CheckoutReview({
  review,
  onEdit,
  editableSections = checkoutReviewSections,
  headingLevel = 2,
  className,
  labels: overrides,
  totalsLabels,
  cardLabels,
  lines,
}: CheckoutReviewProps) {
  const labels = { ...defaultCheckoutReviewLabels, ...overrides };
  const { order, billing, shipping, endUser } = review;

  const editAction = (section: CheckoutReviewSection) =>
    onEdit && editableSections.includes(section) ? (
      <Button
        variant="secondary"
        size="small"
        aria-label={fillTemplate(labels.editSection, { section: labels[section] })}
        onPress={() => onEdit(section)}
      >
        {labels.edit}
      </Button>
    ) : undefined;

  const address = (value: Address | undefined) =>
    value ? <AddressCard address={value} bare labels={cardLabels} /> : undefined;

  const payment = () => {
    if (billing.card) {
      const last4 = billing.card.maskedNumber.replace(/\D/g, '').slice(-4);
      return (
        <>
          <span aria-hidden="true">
            {billing.card.type} {fillTemplate(labels.cardNumber, { last4 })}
          </span>
          <span className={visuallyHidden}>
            {fillTemplate(labels.cardSummary, { type: billing.card.type, last4 })}
          </span>
        </>
      );
    }
    if (billing.paymentRequestedFrom) {
      return fillTemplate(labels.paymentRequested, { name: billing.paymentRequestedFrom });
    }
    return undefined;
  };

  const groups = shipping.shipToGroups ?? [];

  return (
    <div className={[styles.review, className].filter(Boolean).join(' ')}>
      <Card title={labels.orderDetails} headingLevel={headingLevel} actions={editAction('orderDetails')}>
        <dl className={definitionList}>
          <Entry label={labels.orderTitle} empty={labels.empty}>
            {order.title}
          </Entry>
          <Entry label={labels.po} empty={labels.empty}>
            {order.po}
          </Entry>
          <Entry label={labels.comments} empty={labels.empty}>
            {order.comments ? <span className={styles.comments}>{order.comments}</span> : undefined}
          </Entry>
        </dl>
      </Card>

      <Card
        title={labels.billingAndPayment}
        headingLevel={headingLevel}
        actions={editAction('billingAndPayment')}
      >
        <dl className={definitionList}>
          <Entry label={labels.billTo} empty={labels.empty}>
            {address(billing.billTo)}
          </Entry>
          <Entry label={labels.paymentTerm} empty={labels.empty}>
            {billing.paymentTermName}
          </Entry>
          {billing.card || billing.paymentRequestedFrom ? (
            <Entry label={labels.payment} empty={labels.empty}>
              {payment()}
            </Entry>
          ) : null}
        </dl>
      </Card>

      <Card title={labels.shipping} headingLevel={headingLevel} actions={editAction('shipping')}>
        <dl className={definitionList}>
          <Entry label={labels.shipTo} empty={labels.empty}>
            {groups.length > 0 ? (
              <ul className={styles.groups}>
                {groups.map((group) => (
                  <li key={group.address.id}>
                    <AddressCard address={group.address} bare labels={cardLabels} />
                    <ul
                      className={styles.groupItems}
                      aria-label={fillTemplate(labels.itemsShippedTo, {
                        name: group.address.name ?? group.address.id,
                      })}
                    >
                      {group.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            ) : (
              address(shipping.shipTo)
            )}
          </Entry>
          <Entry label={labels.shippingMethod} empty={labels.empty}>
            {shippingMethodName(shipping.shippingMethod, labels)}
          </Entry>
          {shipping.carrierAccount ? (
            <Entry label={labels.carrierAccount} empty={labels.empty}>
              {shipping.carrierAccount}
            </Entry>
          ) : null}
        </dl>
      </Card>

      <Card title={labels.endUser} headingLevel={headingLevel} actions={editAction('endUser')}>
        {endUser ? (
          <AddressCard address={endUser} bare labels={cardLabels} />
        ) : (
          <p className={styles.muted}>{labels.noEndUser}</p>
        )}
      </Card>

      <Card title={labels.summary} headingLevel={headingLevel} className={styles.summary}>
        {lines}
        <div className={styles.details}>
          <dl className={definitionList}>
            <Entry label={labels.lineCount} empty={labels.empty}>
              {review.lineCount}
            </Entry>
          </dl>
          <TotalsBlock {...review.totals} className={styles.totals} labels={totalsLabels} />
        </div>
      </Card>
    </div>
  );
}
