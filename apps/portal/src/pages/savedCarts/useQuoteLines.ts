import type { ProductTechSpecs, QuoteCartItems } from '@b2b-portal/api';
import { useResource } from '../../app/useResource';
import { api } from '../../services/api';
import { cartEndpoints, catalogueEndpoints } from '../../services/endpoints';
import { isDocumentId } from './savedCartData';

/** What a pricing request would carry: one product (null when the id names none), or cart lines. */
export type QuoteLines =
  | { source: 'product'; product: ProductTechSpecs | null }
  | { source: 'cart'; lines: QuoteCartItems };

/**
 * The lines of the Request a Quote page: with a `productId`, that product's header (`getTechSpecs`); otherwise
 * the cart's request items, or every cart line with `includeAll` (`getQuoteCartItems`).
 */
export function useQuoteLines(productId: string | null, includeAll: boolean) {
  return useResource<QuoteLines>(
    async (signal) => {
      if (productId !== null) {
        if (!isDocumentId(productId)) return { source: 'product', product: null };
        const product = await api.call(catalogueEndpoints.productTechSpecs, {
          query: { productId },
          signal,
          reportProblems: false,
        });
        return { source: 'product', product };
      }
      const lines = await api.call(cartEndpoints.getQuoteCartItems, {
        query: { all: includeAll },
        signal,
        reportProblems: false,
      });
      return { source: 'cart', lines };
    },
    [productId, includeAll],
  );
}
