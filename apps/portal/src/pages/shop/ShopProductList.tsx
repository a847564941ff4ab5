import { CART_QUANTITY_LIMITS, type Product } from '@b2b-portal/api';
import { ProductList } from '@b2b-portal/ui';
import type { ReactNode } from 'react';
import { t } from '../../services/messages/shop';
import { productHref, productTerm } from './productLinks';

const labels = {
  list: t('Shop.Products'),
  part: t('Shop.Part'),
  product: t('Shop.Product'),
  unit: t('Shop.UnitOfMeasure'),
  price: t('Shop.Price'),
  quantity: t('Shop.Quantity'),
  quantityOf: t('Shop.QuantityOf'),
  addToCart: t('Shop.AddToCart'),
  requestPricing: t('ShoppingCart.RequestPricing'),
  inCart: t('Shop.InCart'),
  invalidQuantity: t('Shop.QuantityInvalid', { max: CART_QUANTITY_LIMITS.max.toLocaleString('en-US') }),
  loading: t('Shop.LoadingProducts'),
  empty: t('Shop.NoProductsHelp'),
};

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
      items={products.map((product) => ({
        id: product.id,
        manufacturer: product.manufacturerName,
        manufacturerPart: product.manufacturerPart,
        description: product.description,
        href: productHref(product.id),
        ...(product.pricingHidden ? {} : { price: product.unitPrice }),
        showPricing: !product.pricingHidden,
        unit: product.unitOfMeasure,
        term: productTerm(product) || undefined,
        inCart: product.quantity,
      }))}
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
      labels={labels}
    />
  );
}
