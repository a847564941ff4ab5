import type { ProductHeader } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { hrefFor } from '../../app/hashLocation';
import { t } from '../../services/messages/shop';

/** The address of a product's detail view inside Shop (`/shop?product=<id>`). */
export const productHref = (id: string) => hrefFor(pathFor('Shop', { product: id }));

/** Term of a product: its service months and billing; empty for a one-time purchase. */
export function productTerm(product: ProductHeader): string {
  const parts: string[] = [];
  if (product.serviceLength > 0) parts.push(t('Shop.ServiceMonths', { months: product.serviceLength }));
  if (product.variableBilling) parts.push(t('Shop.Billing', { itemType: product.variableBilling.itemType }));
  return parts.join(' · ');
}
