import { CART_QUANTITY_LIMITS, type Product } from '@b2b-portal/api';
import { ProductList } from '@b2b-portal/ui';
import { t } from '../../services/messages/shop';
import * as styles from './ProductDetail.css';
import { productListItem, productListLabels } from './productListItems';

export interface RelatedProductsProps {
  /** The product's service contracts and warranties, in the catalogue's order. */
  services: readonly Product[];
  /** Its options: compatible accessories, modules and add-on licenses, in the catalogue's order. */
  options: readonly Product[];
  /** Adds one to the cart; without it (no shoppingcart permission) 'Add to cart' is disabled. */
  onAddToCart?: (product: Product, quantity: number) => void;
  /** The product whose add is under way. */
  pendingId: string | null;
  /** How many of a product the cart holds now, when known (after an add); else the answer's `quantity`. */
  inCartOf?: (productId: string) => number | undefined;
}

const sections = [
  { id: 'product-services', list: 'services', title: 'Shop.ServiceContracts' },
  { id: 'product-options', list: 'options', title: 'Shop.Options' },
] as const;

/**
 * A product's "Service contracts" and "Options" on its detail (issue 16): each a section with a heading and ui's
 * ProductList (part, manufacturer, description linking to the related product's own detail, price, unit, term,
 * how many the cart holds, a quantity and 'Add to cart'). A kind with nothing to offer shows no section at all.
 */
export function RelatedProducts({
  services,
  options,
  onAddToCart,
  pendingId,
  inCartOf,
}: RelatedProductsProps) {
  const lists = { services, options };
  return (
    <>
      {sections.map(({ id, list, title }) => {
        const products = lists[list];
        if (products.length === 0) return null;
        const heading = t(title);
        return (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className={styles.specs}>
            <h3 id={`${id}-title`} className={styles.sectionTitle}>
              {heading}
            </h3>
            <ProductList
              items={products.map((product) => productListItem(product, inCartOf?.(product.id)))}
              onAddToCart={
                onAddToCart
                  ? (item, quantity) => {
                      const product = products.find((candidate) => candidate.id === item.id);
                      if (product) onAddToCart(product, quantity);
                    }
                  : undefined
              }
              pendingId={pendingId}
              maxQuantity={CART_QUANTITY_LIMITS.max}
              labels={{ ...productListLabels, list: heading }}
            />
          </section>
        );
      })}
    </>
  );
}
