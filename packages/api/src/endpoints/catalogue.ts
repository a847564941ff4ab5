import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { anyOf } from '../permissions';
import { ApplicationFeature } from '../plain-values';
import {
  Manufacturer,
  ProductDownloadQuery,
  ProductPage,
  ProductSearchQuery,
  ProductTechSpecs,
  RelatedProducts,
  RelatedProductsQuery,
  TechSpecsQuery,
} from '../schemas/catalogue';

/** /shop needs browseCatalogs or templates (001 §2) and the Ordering feature. */
const shop = {
  access: 'user',
  permission: anyOf('browseCatalogs', 'templates'),
  feature: ApplicationFeature.Ordering,
} as const;

/** Catalogue and products (001 §7). `v1.0/Product/addItem` belongs with the cart. */
export const catalogueEndpoints = {
  productSearch: defineEndpoint({
    id: 'product.search',
    method: 'GET',
    path: 'v1.0/Product/search',
    ...shop,
    query: ProductSearchQuery,
    answer: ProductPage,
    summary:
      "A page of available products by keyword, manufacturer part and manufacturer (AND), ranked or sorted (ProductSortBy), with the quantity in the caller's cart.",
  }),
  listManufacturers: defineEndpoint({
    id: 'product.listManufacturers',
    method: 'GET',
    path: 'v1.0/Product/listManufacturers',
    ...shop,
    answer: z.array(Manufacturer),
    summary: 'Manufacturers by name, with their count of available products.',
  }),
  productTechSpecs: defineEndpoint({
    id: 'product.getTechSpecs',
    method: 'GET',
    path: 'v1.0/Product/getTechSpecs',
    ...shop,
    query: TechSpecsQuery,
    answer: ProductTechSpecs,
    errors: { 404: ['ProductNotFound'] },
    summary: 'One available product with its tech spec groups; 404 ProductNotFound otherwise.',
  }),
  productRelated: defineEndpoint({
    id: 'product.getRelated',
    method: 'GET',
    path: 'v1.0/Product/getRelated',
    ...shop,
    query: RelatedProductsQuery,
    answer: RelatedProducts,
    errors: { 404: ['ProductNotFound'] },
    summary:
      "The service contracts and options of one available product, each an available product with the caller's price and cart quantity; 404 ProductNotFound otherwise.",
  }),
  productDownload: defineEndpoint({
    id: 'downloadproduct.get',
    method: 'GET',
    path: 'V1.0/downloadproduct/get',
    ...shop,
    query: ProductDownloadQuery,
    answer: z.unknown(),
    answerKind: 'file',
    summary: 'The products the search finds (at most 10,000), as an XLSX file products-YYYY-MM-DD.xlsx.',
  }),
} as const;
