import * as z from 'zod/mini';
import { PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE_MAX, RELATED_PRODUCTS_MAX } from '../limits';
import { VariableBilling } from './cartLines';
import { Guid, KeysetPageOf, Money, PageCursor } from './common';

/**
 * Orders of the product search (`sortBy` of `v1.0/Product/search`). Products whose pricing is hidden sort after
 * the priced ones in both price orders, so their position never gives their price away.
 */
export const ProductSortBy = {
  /** Exact part, then part prefix, then full-text rank, then part similarity (typos), then part. */
  Relevance: 0,
  Part: 1,
  PriceAscending: 2,
  PriceDescending: 3,
  Manufacturer: 4,
} as const;
export type ProductSortBy = (typeof ProductSortBy)[keyof typeof ProductSortBy];

const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max)));
/** A manufacturer id; an empty value means no manufacturer filter. */
const optionalGuid = z.optional(z.union([Guid, z.literal('')]));

/** The longest keyword and manufacturer part a product search takes (a form says so before the call). */
export const PRODUCT_FILTER_LIMITS = { keyword: 200, manufacturerPart: 100 } as const;

/** What the product list is filtered by: keyword, manufacturer part and manufacturer combine with AND. */
const productFilterShape = {
  /** Words of a part, manufacturer, description or category; typos and partial parts are tolerated. */
  keyword: optionalText(PRODUCT_FILTER_LIMITS.keyword),
  /** Manufacturer part, whole or its beginning (case, dashes and spaces ignored). */
  manufacturerPart: optionalText(PRODUCT_FILTER_LIMITS.manufacturerPart),
  /** Manufacturer id (`listManufacturers`). */
  manufacturer: optionalGuid,
  /** ProductSortBy. */
  sortBy: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(4)), ProductSortBy.Relevance),
};

export const ProductSearchQuery = z.object({
  ...productFilterShape,
  /** 1-based page number. */
  start: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  /** Records per page. */
  size: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PRODUCT_PAGE_SIZE_MAX)),
    PRODUCT_PAGE_SIZE,
  ),
  /**
   * `next` of the previous page: the page after it, in place of `start` (the same filters and sort must be
   * sent; a cursor of another sort answers 400).
   */
  after: z.optional(PageCursor),
});
export type ProductSearchQuery = z.input<typeof ProductSearchQuery>;

/** The product download: the search's filters and order, without paging. */
export const ProductDownloadQuery = z.object(productFilterShape);
export type ProductDownloadQuery = z.input<typeof ProductDownloadQuery>;

/** The fields of a catalogue product that every product answer carries. */
export const ProductHeader = z.object({
  id: z.string(),
  manufacturerID: z.string(),
  manufacturerName: z.string(),
  manufacturerPart: z.string(),
  description: z.string(),
  category: z.string(),
  unitOfMeasure: z.string(),
  /** 0 when pricing is hidden: a hidden price never leaves the server. */
  unitPrice: Money,
  /** 0 when pricing is hidden. */
  listPrice: Money,
  /** The product can only be requested (a request item of 001 §4). */
  pricingHidden: z.boolean(),
  /** Months of a service or subscription; 0 for a one-time product. */
  serviceLength: z.int(),
  variableBilling: z.nullable(VariableBilling),
  available: z.boolean(),
  imageUrl: z.nullable(z.string()),
});
export type ProductHeader = z.infer<typeof ProductHeader>;

/** A product of the product list, with how many of it the caller's cart holds (001 §3 Shop state). */
export const Product = z.extend(ProductHeader, {
  /** Quantity of this product in the caller's cart, 0 if none. */
  quantity: z.int(),
});
export type Product = z.infer<typeof Product>;

export const ProductPage = KeysetPageOf(Product);
export type ProductPage = z.infer<typeof ProductPage>;

export const Manufacturer = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  /** Available products of the manufacturer. */
  productCount: z.int(),
});
export type Manufacturer = z.infer<typeof Manufacturer>;

export const TechSpecsQuery = z.object({ productId: Guid });

export const TechSpecGroup = z.object({
  groupName: z.string(),
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type TechSpecGroup = z.infer<typeof TechSpecGroup>;

/** Tech specs of one product: its header fields and its spec groups, in the manufacturer's order. */
export const ProductTechSpecs = z.extend(ProductHeader, {
  unspsc: z.string(),
  longDescription: z.string(),
  specGroups: z.array(TechSpecGroup),
});
export type ProductTechSpecs = z.infer<typeof ProductTechSpecs>;

export const RelatedProductsQuery = z.object({ productId: Guid });
export type RelatedProductsQuery = z.input<typeof RelatedProductsQuery>;

/**
 * The service contracts and options of one product (`services`: service contracts and warranties for it, such
 * as SMARTnet, a Care Pack or ProSupport; `options`: compatible accessories, modules and add-on licenses), each
 * as the product list shows it (the caller's price, or `pricingHidden`; how many the caller's cart holds), in the
 * catalogue's order, at most `RELATED_PRODUCTS_MAX` of each. Only products the caller may see are listed: a
 * withdrawn one is left out.
 */
export const RelatedProducts = z.object({
  productId: z.string(),
  services: z.array(Product).check(z.maxLength(RELATED_PRODUCTS_MAX)),
  options: z.array(Product).check(z.maxLength(RELATED_PRODUCTS_MAX)),
});
export type RelatedProducts = z.infer<typeof RelatedProducts>;
