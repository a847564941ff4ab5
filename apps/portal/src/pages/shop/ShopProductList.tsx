import { CART_QUANTITY_LIMITS, type Product } from '@b2b-portal/api';
import { ProductList } from '@b2b-portal/ui';
import type { ReactNode } from 'react';
import { productListItem, productListLabels } from './productListItems';

export interface ShopProductListProps {
  products: readonly Product[];
  status: 'loading' | 'ready' | 'failed';
  /** Adds to the cart; without it (no shoppingcart permission) 'Add to cart' is disabled. */
  onAddToCart?: (product: Product, quantity: number) => void;
  /** The product whose add is under way. */
  pendingId: string | null;
  /** Shown when nothing matched (the shop's EmptyState, with its way out of the search). */
  empty: ReactNode;
}

/** The shop's list view (loaded when the buyer picks it): the catalogue's products as ui's ProductList rows. */
export default function ShopProductList({
  products,
  status,
  onAddToCart,
  pendingId,
  empty,
}: ShopProductListProps) {
  return (
    <ProductList
      items={products.map((product) => productListItem(product))}
      status={status === 'loading' ? 'loading' : 'ready'}
      empty={status === 'failed' ? null : empty}
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
      labels={productListLabels}
    />
  );
}
