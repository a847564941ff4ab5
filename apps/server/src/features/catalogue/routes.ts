import { catalogueEndpoints, type Product, type ProductHeader } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { Problems } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { catalogueCache } from './cache';
import { cartQuantityLoader } from './cart-quantities';
import { productDownload } from './download';
import { listManufacturers, productHeader, productTechSpecsOf, relatedProductsOf } from './products';
import { decodeCursor, encodeCursor, type ProductFilter, searchProducts } from './search';
import { searchCatalogue } from './search-index';

/** The filter of a search or download query: blank values mean no filter. */
function filterOf(query: {
  keyword?: string | undefined;
  manufacturerPart?: string | undefined;
  manufacturer?: string | undefined;
  sortBy: number;
}): ProductFilter {
  return {
    keyword: query.keyword?.trim() || undefined,
    manufacturerPart: query.manufacturerPart?.trim() || undefined,
    manufacturer: query.manufacturer || undefined,
    sortBy: query.sortBy,
  };
}

/** Catalogue and products (001 §7): search, manufacturers, tech specs, product download. */
export function catalogueRoutes(route: RouteRegistrar): void {
  route(catalogueEndpoints.productSearch, async ({ query, services, user }) => {
    const filter = filterOf(query);
    // `after` (the previous page's `next`) names where the page starts; without it, `start` does.
    const position = query.after
      ? decodeCursor(query.after, filter)
      : { sortBy: filter.sortBy, offset: (query.start - 1) * query.size };
    if (!position) {
      throw Problems.validation([{ path: 'after', message: formatMessage('Catalogue.CursorInvalid') }]);
    }
    // The page is the same for every caller; only the cart quantities are the caller's own.
    const key = JSON.stringify([
      'search',
      filter.keyword?.toLowerCase(),
      filter.manufacturerPart?.toLowerCase(),
      filter.manufacturer,
      filter.sortBy,
      position,
      query.size,
    ]);
    const page = await catalogueCache(services.db).get(key, async () => {
      const found =
        services.env.SEARCH_INDEX === 'memory'
          ? await searchCatalogue(services.db, filter, { position, size: query.size }, services.log)
          : await searchProducts(services.db, filter, { position, size: query.size });
      return { ...found, products: found.products.map(productHeader) };
    });
    const quantities = await cartQuantityLoader(services.db).load(
      user(),
      page.products.map((product) => product.id),
    );
    const data: Product[] = page.products.map((product: ProductHeader) => ({
      ...product,
      quantity: quantities.get(product.id) ?? 0,
    }));
    return {
      start: query.start,
      size: query.size,
      totalRecords: page.total,
      totalCapped: page.totalCapped,
      records: data.length,
      sortBy: query.sortBy,
      data,
      next: page.next ? encodeCursor(page.next) : null,
    };
  });

  route(catalogueEndpoints.listManufacturers, async ({ services }) =>
    catalogueCache(services.db).get('manufacturers', () => listManufacturers(services.db)),
  );

  route(catalogueEndpoints.productTechSpecs, async ({ query, services }) =>
    productTechSpecsOf(services.db, query.productId),
  );

  // Not kept in the catalogue cache: one product's relations are a small indexed read, and the cart quantities
  // are the caller's own anyway.
  route(catalogueEndpoints.productRelated, async ({ query, services, user }) => {
    const related = await relatedProductsOf(services.db, query.productId);
    const quantities = await cartQuantityLoader(services.db).load(user(), [
      ...related.services.map((product) => product.id),
      ...related.options.map((product) => product.id),
    ]);
    const withQuantity = (product: ProductHeader): Product => ({
      ...product,
      quantity: quantities.get(product.id) ?? 0,
    });
    return {
      productId: query.productId,
      services: related.services.map(withQuantity),
      options: related.options.map(withQuantity),
    };
  });

  route(catalogueEndpoints.productDownload, async ({ query, services }) =>
    productDownload(services.db, filterOf(query)),
  );
}
