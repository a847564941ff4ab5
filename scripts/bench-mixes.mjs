// The document lists' request mixes of `pnpm bench:api` (issues 17 and 19), shared with the by-hand tools of
// scripts/perf so that both measure the same calls.

/** What a buyer opens in the order list: the first pages, a status, a number or PO typed in part, a date range. */
export const ORDER_LIST_PATHS = [
  'start=1',
  'start=2',
  'start=1&status=-102',
  'start=1&status=-104',
  'start=1&number=SO-10012',
  'start=1&po=NW-LG-0101',
  'start=5',
  'start=1&dateRange=9',
].map((query) => `/api/v1.0/Order/SearchPage?${query}&size=20`);

/** The invoice list: pages, a status, past due, a number or PO typed in part. */
export const INVOICE_LIST_PATHS = [
  'start=1',
  'start=2',
  'start=1&status=0',
  'start=1&due=1',
  'start=1&number=INV-20003',
  'start=1&po=NW-LG-0042',
  'start=5',
].map((query) => `/api/V1.0/Invoice/invoiceList?${query}&size=20`);

/** Advanced search by number, PO, a title's words and a part, over orders and invoices. */
export const ADVANCED_SEARCH_PATHS = [
  'documentType=5&keyword=SO-1001',
  'documentType=5&keyword=NW-LG-00777',
  'documentType=5&keyword=clinic%20rollout',
  'documentType=7&keyword=INV-2000',
  'documentType=7&keyword=NW-LG-0123',
  'documentType=5&keyword=C9300',
].map((query) => `/api/v1.0/document/Search?${query}&size=10`);

export const DEVICE_SEARCH_PATH = '/api/V1.0/Device/searchDevices';

/** The device search's bodies: pages, the dashboard's buckets and filters. */
export const DEVICE_SEARCH_BODIES = [
  { start: 1, size: 10 },
  { start: 2, size: 10 },
  { contractEndDate: 16 },
  { contractEndDate: 999, deviceType: 1 },
  { lastDateOfSupport: 26 },
  { serial: 'LG00123' },
  { part: 'lg-chassis-1', dataSource: 1 },
  { status: 'Overdue', start: 3 },
];

/** Words buyers type into the product search: plain words, brands, series and part beginnings. */
export const PRODUCT_SEARCH_WORDS = [
  'switch',
  'router',
  'firewall',
  'laptop',
  'notebook',
  'desktop',
  'server',
  'monitor',
  'ssd',
  'memory',
  'ups',
  'headset',
  'keyboard',
  'support',
  'subscription',
  'wi-fi',
  'poe',
  'rack',
  'usb-c',
  '4k',
  'catalyst',
  'aruba',
  'fortigate',
  'thinkpad',
  'latitude',
  'elitebook',
  'proliant',
  'poweredge',
  'smart-ups',
  'surface',
  'galaxy',
  'vsphere',
  'azure',
  'care',
  'prosupport',
  'c9200',
  'c9300',
  'jl7',
  'fg-',
  'pa-',
];

/**
 * The `n`th search of bench:api's "product search, distinct queries (cache cold)": every third one word, the
 * others two (`word other`); the sort changes every PRODUCT_SEARCH_WORDS.length² searches, through the five
 * orders (0 best match, 1 part, 2 price ascending, 3 price descending, 4 manufacturer). `size` and `start`: the
 * page asked, the first of 20, except a one-word search's, one of pages 1 to 4 of 16 to 25 (20.5 on average) by the
 * place of the word it would have been paired with. The server keeps 1,000 search pages for 60 s
 * (catalogue/cache.ts, keyed by keyword, sort, page and size): asked as the first page of 20, the one-word searches
 * were only 200 pages (40 words, 5 sorts) asked 2,667 times a cycle, a third of the "cold" scenario answered from
 * that cache. Now no search repeats within a cycle of 8,000, more than the cache holds.
 */
export function distinctProductSearch(n) {
  const words = PRODUCT_SEARCH_WORDS;
  const word = words[n % words.length];
  const otherPlace = Math.floor(n / words.length) % words.length;
  const other = words[otherPlace];
  const sortBy = Math.floor(n / words.length ** 2) % 5;
  return n % 3 === 0
    ? { keyword: word, sortBy, size: 16 + (otherPlace % 10), start: 1 + Math.floor(otherPlace / 10) }
    : { keyword: `${word} ${other}`, sortBy, size: 20, start: 1 };
}

/** The address of the `n`th distinct product search (`distinctProductSearch`), as bench:api and the tools ask it. */
export function distinctProductSearchPath(n) {
  const { keyword, sortBy, size, start } = distinctProductSearch(n);
  return `/api/v1.0/Product/search?keyword=${encodeURIComponent(keyword)}&sortBy=${sortBy}&size=${size}&start=${start}`;
}
