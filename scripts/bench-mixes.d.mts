// Types of bench-mixes.mjs for the server's tests, which ask the index and SQL bench:api's product searches.
export const ORDER_LIST_PATHS: string[];
export const INVOICE_LIST_PATHS: string[];
export const ADVANCED_SEARCH_PATHS: string[];
export const DEVICE_SEARCH_PATH: string;
export const DEVICE_SEARCH_BODIES: Record<string, string | number>[];
export const PRODUCT_SEARCH_WORDS: string[];
export function distinctProductSearch(n: number): {
  keyword: string;
  sortBy: number;
  size: number;
  start: number;
};
export function distinctProductSearchPath(n: number): string;
