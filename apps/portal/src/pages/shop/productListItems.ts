import { CART_QUANTITY_LIMITS, type Product } from '@b2b-portal/api';
import type { ProductListItem, ProductListLabels } from '@b2b-portal/ui';
import { t } from '../../services/messages/shop';
import { productHref, productTerm } from './productLinks';

/**
 * ui's ProductList as the shop uses it, for the list view and a product's service contracts and options (both
 * loaded when shown, so neither these texts nor the list are in the shop's first paint).
 */
export const productListLabels: ProductListLabels = {
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

/** A catalogue product as a ProductList row: its name links to its detail; `inCart` defaults to its quantity. */
export function productListItem(product: Product, inCart = product.quantity): ProductListItem {
  return {
    id: product.id,
    manufacturer: product.manufacturerName,
    manufacturerPart: product.manufacturerPart,
    description: product.description,
    href: productHref(product.id),
    ...(product.pricingHidden ? {} : { price: product.unitPrice }),
    showPricing: !product.pricingHidden,
    unit: product.unitOfMeasure,
    term: productTerm(product) || undefined,
    inCart,
  };
}
