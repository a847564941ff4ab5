import { useId } from 'react';
import { Button } from '../Button/Button';
import { formatMoney } from '../format/format';
import { fillTemplate } from '../format/template';
import * as styles from './CartSidePanel.css';

/** A cart line as the side panel shows it (001 §3 Cart item). */
export interface CartPanelLine {
  /** Stable id of the line. */
  id: string;
  /** Product description. */
  description: string;
  /** Manufacturer part number. */
  manufacturerPart?: string;
  /** Quantity ordered. */
  quantity: number;
  /** Extended price: unit price × quantity × service length (001 §5), as a decimal string ("2158.92"). */
  extendedPrice: string;
  /**
   * A request item: pricing is hidden, or the extended price is 0 and the line is not a bundle (001 §4).
   * Shown as 'Request pricing' and blocks checkout. @default false
   */
  isRequestItem?: boolean;
}

/** Every text the cart side panel shows. */
export interface CartSidePanelLabels {
  /** The panel's heading. @default 'Your cart' */
  title: string;
  /** Item count, with `{count}`. @default '{count} items' */
  count: string;
  /** Item count of one. @default '1 item' */
  countOne: string;
  /** The empty state. @default 'Your cart is empty.' */
  empty: string;
  /** Quantity on a line, with `{quantity}`. @default 'Qty: {quantity}' */
  quantity: string;
  /** Part number on a line, with `{part}`. @default 'Mfr. part: {part}' */
  manufacturerPart: string;
  /** Shown instead of the price of a request item. @default 'Request pricing' */
  requestPricing: string;
  /** @default 'Grand total' */
  grandTotal: string;
  /** @default 'View cart' */
  viewCart: string;
  /** @default 'Checkout' */
  checkout: string;
  /** Why checkout is disabled when request items are in the cart. @default 'Request pricing for or remove the items without pricing to check out.' */
  requestItemsBlockCheckout: string;
  /** Name of the list of lines. @default 'Cart items' */
  lines: string;
}

export const defaultCartSidePanelLabels: CartSidePanelLabels = {
  title: 'Your cart',
  count: '{count} items',
  countOne: '1 item',
  empty: 'Your cart is empty.',
  quantity: 'Qty: {quantity}',
  manufacturerPart: 'Mfr. part: {part}',
  requestPricing: 'Request pricing',
  grandTotal: 'Grand total',
  viewCart: 'View cart',
  checkout: 'Checkout',
  requestItemsBlockCheckout: 'Request pricing for or remove the items without pricing to check out.',
  lines: 'Cart items',
};

export interface CartSidePanelProps {
  /** The cart's lines. */
  lines: readonly CartPanelLine[];
  /** Item count as the cart reports it (bundles counted as the server counts them). @default the sum of quantities */
  count?: number;
  /** Grand total as the server computed it (a decimal string); this panel does no arithmetic on money. */
  grandTotal: string;
  /** Called by 'View cart'. */
  onViewCart: () => void;
  /** Called by 'Checkout'; disabled while request items are in the cart. */
  onCheckout: () => void;
  /** Heading level of the title, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Extra class on the panel. */
  className?: string;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<CartSidePanelLabels>;
}

/** The mini cart: lines with quantity and extended price, the count, the grand total, View cart and Checkout. */
export function CartSidePanel({
  lines,
  count,
  grandTotal,
  onViewCart,
  onCheckout,
  headingLevel = 2,
  className,
  labels: overrides,
}: CartSidePanelProps) {
  const labels = { ...defaultCartSidePanelLabels, ...overrides };
  const headingId = useId();
  const noticeId = useId();
  const itemCount = count ?? lines.reduce((total, line) => total + line.quantity, 0);
  const hasRequestItems = lines.some((line) => line.isRequestItem);
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className={[styles.panel, className].filter(Boolean).join(' ')}>
      <Heading id={headingId} className={styles.heading}>
        {labels.title}{' '}
        <span className={styles.count}>
          ({itemCount === 1 ? labels.countOne : fillTemplate(labels.count, { count: itemCount })})
        </span>
      </Heading>
      {lines.length === 0 ? (
        <p className={styles.empty}>{labels.empty}</p>
      ) : (
        <>
          <ul className={styles.lines} aria-label={labels.lines}>
            {lines.map((line) => (
              <li key={line.id} className={styles.line}>
                <span className={styles.description}>{line.description}</span>
                {line.isRequestItem ? (
                  <span className={styles.requestPricing}>{labels.requestPricing}</span>
                ) : (
                  <span className={styles.amount}>{formatMoney(line.extendedPrice)}</span>
                )}
                <span className={styles.muted}>
                  {fillTemplate(labels.quantity, { quantity: line.quantity })}
                  {line.manufacturerPart
                    ? ` · ${fillTemplate(labels.manufacturerPart, { part: line.manufacturerPart })}`
                    : ''}
                </span>
              </li>
            ))}
          </ul>
          <div className={styles.total}>
            <span>{labels.grandTotal}</span>
            <span>{formatMoney(grandTotal)}</span>
          </div>
          {hasRequestItems ? (
            <p id={noticeId} className={styles.notice}>
              {labels.requestItemsBlockCheckout}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onViewCart}>
              {labels.viewCart}
            </Button>
            <Button
              onPress={onCheckout}
              isDisabled={hasRequestItems}
              aria-describedby={hasRequestItems ? noticeId : undefined}
            >
              {labels.checkout}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
