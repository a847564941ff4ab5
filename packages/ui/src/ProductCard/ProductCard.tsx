import { createElement, type ReactNode, useId, useState } from 'react';
import { Button } from '../Button/Button';
import { formatMoney } from '../format/format';
import { fillTemplate } from '../format/template';
import { card } from '../foundations/surface.css';
import { Link } from '../Link/Link';
import { parseQuantity, QuantityField } from '../NumberField/QuantityField';
import { compactQuantity as quantityLook } from '../NumberField/QuantityField.css';
import * as styles from './ProductCard.css';

/** A product in the shop's list (001 §3 Shop state). */
export interface Product {
  /** Stable id (product id). */
  id: string;
  /** Manufacturer name. */
  manufacturer: string;
  /** Manufacturer part number. */
  manufacturerPart: string;
  /** Description shown as the product's title. */
  description: string;
  /** Unit price as a decimal string ("19.99"); ignored when `showPricing` is false. */
  price?: string;
  /** Address of the product's detail view: the description becomes a link there. */
  href?: string;
}

/** Every text the product card shows. */
export interface ProductCardLabels {
  /** The part number line, with `{part}`. @default 'Mfr. part: {part}' */
  manufacturerPart: string;
  /** Shown instead of the price when pricing is hidden. @default 'Request pricing' */
  requestPricing: string;
  /** The quantity field. @default 'Quantity' */
  quantity: string;
  /** The add action. @default 'Add to cart' */
  addToCart: string;
  /** How many the cart already holds, with `{quantity}`. @default 'In your cart: {quantity}' */
  inCart: string;
  /** Shown at the quantity when it is not a whole number from 1 to `{max}`. @default 'Please enter a whole number from 1 to {max}.' */
  invalidQuantity: string;
}

export const defaultProductCardLabels: ProductCardLabels = {
  manufacturerPart: 'Mfr. part: {part}',
  requestPricing: 'Request pricing',
  quantity: 'Quantity',
  addToCart: 'Add to cart',
  inCart: 'In your cart: {quantity}',
  invalidQuantity: 'Please enter a whole number from 1 to {max}.',
};

export interface ProductCardProps {
  /** The product to show. */
  product: Product;
  /** Show the price; false shows 'Request pricing' (the cart's showPricing flag). @default true */
  showPricing?: boolean;
  /** Quantity the field starts with. @default 1 */
  defaultQuantity?: number;
  /** Largest quantity accepted, as the page's contract says (the portal: `CART_QUANTITY_LIMITS.max`). */
  maxQuantity?: number;
  /** Called with the product and the quantity by 'Add to cart'; without it the action is disabled. */
  onAddToCart?: (product: Product, quantity: number) => void;
  /** Disables the quantity and the action. @default false */
  isDisabled?: boolean;
  /**
   * An add is being sent: 'Add to cart' ignores presses and says it is busy, but keeps the keyboard focus (a
   * disabled button would drop it to the page, WCAG 2.4.3). Use it rather than `isDisabled` while adding.
   * @default false
   */
  isPending?: boolean;
  /** Heading level of the description, to fit the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** How many of the product the cart holds; shown when above 0. */
  inCart?: number;
  /** Extra facts under the part number (service length, unit of measure…). */
  details?: ReactNode;
  /** Extra actions after 'Add to cart' (e.g. a tech-specs button). */
  actions?: ReactNode;
  /** Extra class on the card. */
  className?: string;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<ProductCardLabels>;
}

/** A product: manufacturer, part, description, price or 'Request pricing', a quantity and 'Add to cart'. */
export function ProductCard({
  product,
  showPricing = true,
  defaultQuantity = 1,
  maxQuantity,
  onAddToCart,
  isDisabled = false,
  isPending = false,
  headingLevel = 3,
  inCart = 0,
  details,
  actions,
  className,
  labels: overrides,
}: ProductCardProps) {
  const headingId = useId();
  const labels = { ...defaultProductCardLabels, ...overrides };
  const [quantity, setQuantity] = useState(String(defaultQuantity));
  const priced = showPricing && product.price !== undefined;
  const validQuantity = parseQuantity(quantity, maxQuantity);
  return (
    <article className={[card, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <div className={styles.header}>
        <span className={styles.manufacturer}>{product.manufacturer}</span>
        {createElement(
          `h${headingLevel}`,
          { className: styles.description, id: headingId },
          product.href ? <Link href={product.href}>{product.description}</Link> : product.description,
        )}
        <span className={styles.part}>
          {fillTemplate(labels.manufacturerPart, { part: product.manufacturerPart })}
        </span>
        {details ? <div className={styles.details}>{details}</div> : null}
        {inCart > 0 ? (
          <span className={styles.inCart}>{fillTemplate(labels.inCart, { quantity: String(inCart) })}</span>
        ) : null}
      </div>
      {priced ? (
        <span className={styles.price}>{formatMoney(product.price)}</span>
      ) : (
        <span className={styles.requestPricing}>{labels.requestPricing}</span>
      )}
      <div className={styles.actions}>
        <QuantityField
          className={styles.quantity}
          value={quantity}
          onChange={setQuantity}
          maxQuantity={maxQuantity}
          isDisabled={isDisabled}
          label={labels.quantity}
          labels={{ invalid: labels.invalidQuantity }}
          classNames={{
            ...quantityLook,
            label: quantityLook.label,
          }}
        />
        <Button
          isDisabled={isDisabled || !onAddToCart || validQuantity === undefined}
          isPending={isPending}
          onPress={() => (validQuantity === undefined ? undefined : onAddToCart?.(product, validQuantity))}
        >
          {labels.addToCart}
        </Button>
        {actions}
      </div>
    </article>
  );
}
