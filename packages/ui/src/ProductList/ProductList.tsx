import { type ReactNode, useState } from 'react';
import { Button } from '../Button/Button';
import { formatMoney } from '../format/format';
import { fillTemplate } from '../format/template';
import { visuallyHidden } from '../foundations/focus.css';
import { Link } from '../Link/Link';
import { parseQuantity, QuantityField } from '../NumberField/QuantityField';
import { compactQuantity as quantityLook } from '../NumberField/QuantityField.css';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './ProductList.css';

/** One product row of the list view (001 §3 Shop state): what a buyer scans for. */
export interface ProductListItem {
  /** Stable id (product id). */
  id: string;
  /** Manufacturer name. */
  manufacturer: string;
  /** Manufacturer part number, shown in monospace. */
  manufacturerPart: string;
  /** Description: the product's name, a link when `href` is given. */
  description: string;
  /** Address of the product's detail view; the description links there. */
  href?: string;
  /** Unit price as a decimal string ("19.99"); without it (or with `showPricing` false) 'Request pricing'. */
  price?: string;
  /** Show the price. @default true */
  showPricing?: boolean;
  /** Unit of measure ("Each", "Box of 10"). */
  unit?: string;
  /** Term or availability, already worded ("36-month term", "Monthly billing"). */
  term?: string;
  /** How many the cart holds; shown when above 0. */
  inCart?: number;
}

/** Every text the list shows. Templates take `{part}` or `{quantity}`. */
export interface ProductListLabels {
  /** Name of the list. @default 'Products' */
  list: string;
  /** Column heading and hidden prefix of the part number. @default 'Mfr. part' */
  part: string;
  /** Column heading of the description. @default 'Product' */
  product: string;
  /** Prefix of the unit ('Unit: Each'). @default 'Unit' */
  unit: string;
  /** Column heading of the price. @default 'Price' */
  price: string;
  /** Column heading and visible label of a row's quantity. @default 'Quantity' */
  quantity: string;
  /** A row's quantity field's name. @default 'Quantity of {part}' */
  quantityOf: string;
  /** The add action. @default 'Add to cart' */
  addToCart: string;
  /** Shown instead of the price when pricing is hidden. @default 'Request pricing' */
  requestPricing: string;
  /** How many the cart already holds. @default 'In your cart: {quantity}' */
  inCart: string;
  /** Shown at the quantity when it is not a whole number from 1 to `{max}`. @default 'Please enter a whole number from 1 to {max}.' */
  invalidQuantity: string;
  /** The list while its first products load. @default 'Loading products' */
  loading: string;
  /** Shown when there are no products and no `empty` is given. @default 'No products found.' */
  empty: string;
}

export const defaultProductListLabels: ProductListLabels = {
  list: 'Products',
  part: 'Mfr. part',
  product: 'Product',
  unit: 'Unit',
  price: 'Price',
  quantity: 'Quantity',
  quantityOf: 'Quantity of {part}',
  addToCart: 'Add to cart',
  requestPricing: 'Request pricing',
  inCart: 'In your cart: {quantity}',
  invalidQuantity: 'Please enter a whole number from 1 to {max}.',
  loading: 'Loading products',
  empty: 'No products found.',
};

export interface ProductListProps {
  /** The rows, in order. */
  items: readonly ProductListItem[];
  /** `loading` with no items shows placeholder rows (the list is `aria-busy`). @default 'ready' */
  status?: 'loading' | 'ready';
  /** Shown when ready with no items. @default a paragraph with `labels.empty` */
  empty?: ReactNode;
  /** Called with a row and its quantity by 'Add to cart'; without it the action is disabled. */
  onAddToCart?: (item: ProductListItem, quantity: number) => void;
  /**
   * The row whose add is under way: its 'Add to cart' is pending (it keeps the focus, refuses presses and is
   * announced busy) until this changes.
   */
  pendingId?: string | null;
  /** Largest quantity accepted (the portal: `CART_QUANTITY_LIMITS.max`). */
  maxQuantity?: number;
  /** Extra actions of a row, after 'Add to cart'. */
  renderActions?: (item: ProductListItem) => ReactNode;
  /** Extra class on the list's wrapper. */
  className?: string;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<ProductListLabels>;
}

/**
 * The shop's list view: one dense row per product (part number in monospace, manufacturer, description with
 * unit and term under it, price, quantity and 'Add to cart'), with column headings for the eye. The rows stack
 * when the list's own width is under 44rem (a container query), so it fits from 320 px wherever it sits.
 */
export function ProductList({
  items,
  status = 'ready',
  empty,
  onAddToCart,
  pendingId = null,
  maxQuantity,
  renderActions,
  className,
  labels: overrides,
}: ProductListProps) {
  const labels = { ...defaultProductListLabels, ...overrides };
  const loading = status === 'loading' && items.length === 0;
  return (
    <div className={[styles.container, className].filter(Boolean).join(' ')}>
      {items.length > 0 || loading ? (
        <div className={styles.columns} aria-hidden="true">
          <span>{labels.part}</span>
          <span>{labels.product}</span>
          <span className={styles.end}>{labels.price}</span>
          <span>{labels.quantity}</span>
        </div>
      ) : null}
      {loading ? (
        <ul className={styles.list} aria-label={labels.loading} aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <li key={index} className={styles.row}>
              <Skeleton width="8rem" />
              <Skeleton lines={2} />
              <Skeleton width="5rem" />
              <Skeleton shape="rect" height={38} width="12rem" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        (empty ?? <p className={styles.empty}>{labels.empty}</p>)
      ) : (
        <ul className={styles.list} aria-label={labels.list}>
          {items.map((item) => (
            <ProductRow
              key={item.id}
              item={item}
              labels={labels}
              onAddToCart={onAddToCart}
              isPending={pendingId === item.id}
              maxQuantity={maxQuantity}
              actions={renderActions?.(item)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

interface ProductRowProps {
  item: ProductListItem;
  labels: ProductListLabels;
  onAddToCart: ProductListProps['onAddToCart'];
  isPending: boolean;
  maxQuantity: number | undefined;
  actions: ReactNode;
}

function ProductRow({ item, labels, onAddToCart, isPending, maxQuantity, actions }: ProductRowProps) {
  const [quantity, setQuantity] = useState('1');
  const priced = (item.showPricing ?? true) && item.price !== undefined;
  const validQuantity = parseQuantity(quantity, maxQuantity);
  const inCart = item.inCart ?? 0;
  return (
    <li className={styles.row}>
      <div className={styles.identity}>
        <span className={styles.part}>
          <span className={visuallyHidden}>{labels.part}: </span>
          {item.manufacturerPart}
        </span>
        <span className={styles.manufacturer}>{item.manufacturer}</span>
      </div>
      <div className={styles.description}>
        {item.href ? (
          <Link href={item.href} className={styles.name}>
            {item.description}
          </Link>
        ) : (
          <span className={styles.name}>{item.description}</span>
        )}
        {item.unit || item.term ? (
          <span className={styles.facts}>
            {[item.unit ? `${labels.unit}: ${item.unit}` : '', item.term ?? ''].filter(Boolean).join(' · ')}
          </span>
        ) : null}
        {inCart > 0 ? (
          <span className={styles.inCart}>{fillTemplate(labels.inCart, { quantity: String(inCart) })}</span>
        ) : null}
      </div>
      <div className={styles.price}>
        {priced ? (
          <span className={styles.amount}>{formatMoney(item.price)}</span>
        ) : (
          <span className={styles.requestPricing}>{labels.requestPricing}</span>
        )}
      </div>
      <div className={styles.actions}>
        {/* Named for its row ('Quantity of 21HD003AUS'); the visible word shows where no column heading does. */}
        <QuantityField
          className={styles.quantity}
          value={quantity}
          onChange={setQuantity}
          maxQuantity={maxQuantity}
          isDisabled={isPending}
          aria-label={fillTemplate(labels.quantityOf, { part: item.manufacturerPart })}
          label={<span aria-hidden="true">{labels.quantity}</span>}
          labels={{ invalid: labels.invalidQuantity }}
          classNames={{
            ...quantityLook,
            label: `${quantityLook.label} ${styles.narrowOnly}`,
          }}
        />
        <Button
          className={styles.add}
          isPending={isPending}
          isDisabled={!onAddToCart || validQuantity === undefined}
          onPress={() => (validQuantity === undefined ? undefined : onAddToCart?.(item, validQuantity))}
          // The visible words first (WCAG 2.5.3), then the row's part: 'Add to cart 21HD003AUS'.
          aria-label={`${labels.addToCart} ${item.manufacturerPart}`}
        >
          {labels.addToCart}
        </Button>
        {actions}
      </div>
    </li>
  );
}
