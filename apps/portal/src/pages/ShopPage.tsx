import {
  CART_QUANTITY_LIMITS,
  type Product as CatalogueProduct,
  PRODUCT_FILTER_LIMITS,
  type ProductHeader,
  ProductSortBy,
  type ShoppingCart,
} from '@b2b-portal/api';
import { hasPermission, pathFor } from '@b2b-portal/flows/rules';
import {
  Button,
  CartSidePanel,
  EmptyState,
  GridIcon,
  InfoIcon,
  InlineAlert,
  Link,
  ListIcon,
  ProductCard,
  SearchField,
  Select,
  Skeleton,
  Spinner,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@b2b-portal/ui';
import {
  type FormEvent,
  lazy,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useDownloads } from '../app/downloads';
import { hrefFor, navigate } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { cartSummary } from '../services/cartSummary';
import { cartEndpoints, catalogueEndpoints } from '../services/endpoints';
import { t } from '../services/messages/shop';
import { t as searchText } from '../services/messages/shopSearch';
import { problemMessage, problemOnFields } from '../services/problems';
import { useSupplierTool } from '../services/supplierTool';
import * as common from './pages.css';
import * as styles from './ShopPage.css';
import { productHref } from './shop/productLinks';
import * as resultStyles from './shop/ShopResults.css';
import { useShopView } from './shop/useShopView';

// Loaded when shown: the list view when the buyer picks it, a product's detail when one is opened.
const ShopProductList = lazy(() => import('./shop/ShopProductList'));
const ProductDetail = lazy(() => import('./shop/ProductDetail'));
const TechSpecsModal = lazy(() => import('./shop/TechSpecsModal'));
// Loaded when opened: the custom request form checks its body with the contract's zod schema.
const CustomRequestModal = lazy(() =>
  import('./shop/CustomRequestModal').then((module) => ({ default: module.CustomRequestModal })),
);

interface Filters {
  keyword: string;
  manufacturerPart: string;
  manufacturer: string;
  sortBy: number;
}

const emptyFilters: Filters = {
  keyword: '',
  manufacturerPart: '',
  manufacturer: '',
  sortBy: ProductSortBy.Relevance,
};

const sortOptions = [
  { id: ProductSortBy.Relevance, label: t('Shop.SortRelevance') },
  { id: ProductSortBy.Part, label: t('Shop.SortPart') },
  { id: ProductSortBy.PriceAscending, label: t('Shop.SortPriceAscending') },
  { id: ProductSortBy.PriceDescending, label: t('Shop.SortPriceDescending') },
  { id: ProductSortBy.Manufacturer, label: t('Shop.SortManufacturer') },
];

/** The search fields a refused search's field errors are shown at (the Problem's `errors[].path`). */
const searchFields = ['keyword', 'manufacturerPart', 'manufacturer'] as const;
type SearchFieldName = (typeof searchFields)[number];

/** The filters of a search for a keyword from the address: none when it is longer than the contract takes (the
 * field says so, and nothing is sent). */
const keywordFilters = (keyword: string): Filters =>
  keyword.length > PRODUCT_FILTER_LIMITS.keyword ? emptyFilters : { ...emptyFilters, keyword };

const filterQuery = (filters: Filters) => ({
  keyword: filters.keyword || undefined,
  manufacturerPart: filters.manufacturerPart || undefined,
  manufacturer: filters.manufacturer || undefined,
  sortBy: filters.sortBy,
});

/**
 * The product list with infinite loading: 20 per page (001 §9), more when the end comes into view. Each page
 * asks for the one after the last (`after` = the previous answer's `next`), so a page deep in the list costs the
 * server what the first does and no product shows twice.
 */
function useProducts(filters: Filters) {
  const [products, setProducts] = useState<CatalogueProduct[]>([]);
  const [total, setTotal] = useState({ count: 0, capped: false });
  /** Where the page being read starts, for the filters it was given for: the first page of any others. */
  const [position, setPosition] = useState<{ filters: Filters; after: string }>();
  const after = position?.filters === filters ? position.after : undefined;
  const [next, setNext] = useState<string | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [error, setError] = useState<string | null>(null);
  /** The server's word on the search fields of a refused search (a 400 naming `keyword`…), for the filters it was given for. */
  const [fieldErrors, setFieldErrors] = useState<{
    filters: Filters;
    errors: Partial<Record<SearchFieldName, string>>;
  }>();

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    setError(null);
    setFieldErrors(undefined);
    api
      .call(catalogueEndpoints.productSearch, {
        query: { ...filterQuery(filters), size: 20, after },
        signal: controller.signal,
        // A refused search is told at its fields (or above the results), not in the generic error modal.
        reportProblems: false,
      })
      .then(
        (answer) => {
          if (controller.signal.aborted) return;
          // Drawing 20 product cards is the page's longest work (Lighthouse mobile: a 300 ms task on a
          // mid-range phone): as a transition React draws them in slices and the page keeps answering input.
          startTransition(() => {
            setTotal({ count: answer.totalRecords, capped: answer.totalCapped });
            setNext(answer.next);
            setProducts((previous) => {
              if (after === undefined) return answer.data;
              const known = new Set(previous.map((product) => product.id));
              return [...previous, ...answer.data.filter((product) => !known.has(product.id))];
            });
            setStatus('ready');
          });
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          const problem = problemOnFields(failure, searchFields);
          setFieldErrors({ filters, errors: problem.fieldErrors });
          setError(problem.message);
          setStatus('failed');
        },
      );
    return () => controller.abort();
  }, [filters, after]);

  const hasMore = next !== null;
  const loadMore = useCallback(() => {
    if (status === 'ready' && next !== null) setPosition({ filters, after: next });
  }, [status, next, filters]);
  /** The cart holds a new quantity of a product: show it on its card. */
  const setInCart = useCallback((cart: ShoppingCart) => {
    const quantities = new Map<string, number>();
    for (const item of cart.items) {
      if (item.productID)
        quantities.set(item.productID, (quantities.get(item.productID) ?? 0) + item.quantity);
    }
    setProducts((previous) =>
      previous.map((product) => ({ ...product, quantity: quantities.get(product.id) ?? 0 })),
    );
  }, []);
  return {
    products,
    total,
    status,
    error,
    fieldErrors,
    hasMore,
    loadMore,
    setInCart,
    firstPage: after === undefined,
  };
}

/** Calls `onVisible` whenever the returned element scrolls into view (the infinite list's sentinel). */
function useSentinel(onVisible: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/**
 * /shop (001 §2): search the catalogue by keyword, manufacturer part and manufacturer; the product list with
 * infinite loading; tech specs; add to cart with the cart side panel; a custom request item; request a quote;
 * the product list as an XLSX download. Adding needs shoppingcart, requesting a quote submitRFQ: without them the
 * actions are not offered (the server refuses them anyway).
 */
export default function ShopPage({ query }: PageProps) {
  const productId = typeof query.product === 'string' ? query.product : undefined;
  const [view, setView] = useShopView();
  const session = useSession();
  const canBuy = hasPermission(session.permissions, 'shoppingcart');
  const canRequestQuote = hasPermission(session.permissions, 'submitRFQ');
  const { download } = useDownloads();

  // `keyword` in the address (the header search's Products type) starts the search with it; a header search
  // while here searches again. Opening a product and coming back (`?product=`, then back) leaves it as it was.
  const urlKeyword = typeof query.keyword === 'string' ? query.keyword.trim() : '';
  const [draft, setDraft] = useState<Filters>(() => ({ ...emptyFilters, keyword: urlKeyword }));
  const [filters, setFilters] = useState<Filters>(() => keywordFilters(urlKeyword));
  const searchedKeyword = useRef(urlKeyword);
  const list = useProducts(filters);
  const sentinel = useSentinel(list.loadMore);

  const manufacturers = useResource(
    (signal) => api.call(catalogueEndpoints.listManufacturers, { signal }),
    [],
  );
  const cart = useResource(
    (signal) =>
      canBuy
        ? api.call(cartEndpoints.getShoppingCart, { query: { isCheckout: false }, signal })
        : Promise.resolve(null),
    [canBuy],
  );
  const [busyProduct, setBusyProduct] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [specsFor, setSpecsFor] = useState<CatalogueProduct | null>(null);
  useEffect(() => {
    if (!urlKeyword || urlKeyword === searchedKeyword.current) return;
    searchedKeyword.current = urlKeyword;
    setAnnouncement(null);
    setDraft({ ...emptyFilters, keyword: urlKeyword });
    setFilters(keywordFilters(urlKeyword));
  }, [urlKeyword]);
  const [customOpen, setCustomOpen] = useState(false);
  const supplierTool = useSupplierTool(`/#${pathFor('ShoppingCart')}`);

  const showCart = useCallback(
    (answer: ShoppingCart) => {
      cart.replace(answer);
      cartSummary.set(answer.count);
      list.setInCart(answer);
    },
    [cart.replace, list.setInCart],
  );

  const addToCart = async (product: Pick<ProductHeader, 'id' | 'manufacturerPart'>, quantity: number) => {
    setBusyProduct(product.id);
    setAnnouncement(null);
    try {
      const answer = await api.call(cartEndpoints.addProductToCart, {
        body: { productId: product.id, quantity },
        reportProblems: false,
      });
      showCart(answer);
      setAnnouncement({
        tone: 'success',
        text: t('Shop.Added', { quantity, part: product.manufacturerPart }),
      });
    } catch (error) {
      setAnnouncement({ tone: 'error', text: problemMessage(error) });
    } finally {
      setBusyProduct(null);
    }
  };

  const checkout = async () => {
    try {
      const handOff = await api.call(cartEndpoints.cartCheckout, { reportProblems: false });
      navigate(pathFor('Checkout', { documentType: handOff.documentType, documentId: handOff.documentID }));
    } catch (error) {
      setAnnouncement({ tone: 'error', text: problemMessage(error) });
    }
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    runSearch();
  };
  // Said at the field before any call: the contract takes at most PRODUCT_FILTER_LIMITS.keyword characters.
  const keywordTooLong = draft.keyword.trim().length > PRODUCT_FILTER_LIMITS.keyword;
  /** The server's word on a search field, while the field still holds what was searched for. */
  const serverError = (field: SearchFieldName) =>
    list.fieldErrors && draft[field] === list.fieldErrors.filters[field]
      ? list.fieldErrors.errors[field]
      : undefined;
  const runSearch = () => {
    if (keywordTooLong) return;
    setAnnouncement(null); // an add's 'Added …' or 'A cart line cannot hold …' belongs to the results it was said in
    setFilters({ ...draft });
  };
  const resetSearch = () => {
    setAnnouncement(null);
    setDraft(emptyFilters);
    setFilters(emptyFilters);
  };

  // Back from a product's detail: the results are as they were, and the focus returns to that product's name.
  const opened = useRef<string | undefined>(undefined);
  useEffect(() => {
    const left = opened.current;
    opened.current = productId;
    if (productId === left) return;
    setAnnouncement(null); // 'Added …' belongs to the view it was said in
    if (productId || !left) return;
    const link = document.querySelector<HTMLElement>(`a[href="${productHref(left)}"]`);
    link?.focus();
  }, [productId]);

  const manufacturerOptions = [
    { id: '', label: t('Shop.AllManufacturers') },
    ...(manufacturers.data ?? []).map((maker) => ({ id: maker.id, label: maker.name })),
  ];
  const currentCart = cart.data ?? null;
  const searched = filters.keyword !== '' || filters.manufacturerPart !== '' || filters.manufacturer !== '';
  // Nothing matched: say so, how to search better, and offer the way back to the whole catalogue.
  const noProducts = (
    <EmptyState
      labels={{ title: searchText('Shop.NoProducts') }}
      description={t('Shop.NoProductsHelp')}
      action={
        searched ? (
          <Button variant="secondary" onPress={resetSearch}>
            {searchText('Shop.ClearSearch')}
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <section className={common.page} aria-labelledby="page-title">
      <div className={common.heading}>
        <h1 id="page-title" className={common.title}>
          {t('Shop.Title')}
        </h1>
        <div className={styles.headingActions}>
          {canBuy ? (
            <>
              <Button variant="secondary" onPress={supplierTool.open} isPending={supplierTool.loading}>
                {t('Shop.ConfigureWithManufacturer')}
              </Button>
              <Button variant="secondary" onPress={() => setCustomOpen(true)}>
                {t('Shop.CustomRequestItem')}
              </Button>
            </>
          ) : null}
          {canRequestQuote ? (
            <Link href={hrefFor(pathFor('SendPricingRequest'))}>{t('Shop.RequestQuote')}</Link>
          ) : null}
        </div>
      </div>

      <form
        className={`${styles.search} ${resultStyles.hideable}`}
        onSubmit={submitSearch}
        aria-label={t('Shop.SearchProducts')}
        hidden={productId !== undefined}
      >
        <SearchField
          label={t('Shop.Keyword')}
          value={draft.keyword}
          onChange={(keyword) => setDraft((current) => ({ ...current, keyword }))}
          onSubmit={runSearch}
          description={t('Shop.KeywordHelp')}
          isInvalid={keywordTooLong || serverError('keyword') !== undefined}
          errorMessage={
            keywordTooLong
              ? t('Field.TooLong', { max: PRODUCT_FILTER_LIMITS.keyword })
              : serverError('keyword')
          }
        />
        <TextField
          label={t('Shop.ManufacturerPart')}
          value={draft.manufacturerPart}
          onChange={(manufacturerPart) => setDraft((current) => ({ ...current, manufacturerPart }))}
          isInvalid={serverError('manufacturerPart') !== undefined}
          errorMessage={serverError('manufacturerPart')}
        />
        <Select
          label={t('Shop.Manufacturer')}
          options={manufacturerOptions}
          isInvalid={serverError('manufacturer') !== undefined}
          errorMessage={serverError('manufacturer')}
          selectedKey={draft.manufacturer}
          onSelectionChange={(key) =>
            setDraft((current) => ({ ...current, manufacturer: String(key ?? '') }))
          }
        />
        <Select
          label={t('Shop.SortBy')}
          options={sortOptions}
          selectedKey={draft.sortBy}
          onSelectionChange={(key) => setDraft((current) => ({ ...current, sortBy: Number(key ?? 0) }))}
        />
        <div className={styles.searchActions}>
          <Button type="submit">{t('Shop.Search')}</Button>
          <Button variant="ghost" onPress={resetSearch}>
            {t('Shop.Reset')}
          </Button>
          <Button
            variant="secondary"
            onPress={() =>
              download(catalogueEndpoints.productDownload, { query: filterQuery(filters) }).catch(
                () => undefined,
              )
            }
          >
            {t('Shop.DownloadList')}
          </Button>
        </div>
      </form>

      <div className={styles.layout}>
        {productId !== undefined ? (
          <div className={styles.results}>
            {announcement ? <InlineAlert tone={announcement.tone}>{announcement.text}</InlineAlert> : null}
            <Suspense fallback={<Spinner label={t('Global.Loading')} />}>
              <ProductDetail
                // A related product's link opens its own detail: a fresh view, its quantity back to 1.
                key={productId}
                productId={productId}
                resultsHref={hrefFor(pathFor('Shop'))}
                inCartOf={(id) => (currentCart ? inCartOf(currentCart, id) : undefined)}
                onAddToCart={canBuy ? (product, quantity) => void addToCart(product, quantity) : undefined}
                pendingId={busyProduct}
                maxQuantity={CART_QUANTITY_LIMITS.max}
              />
            </Suspense>
          </div>
        ) : null}
        <div className={`${styles.results} ${resultStyles.hideable}`} hidden={productId !== undefined}>
          <div className={resultStyles.resultsBar}>
            <p className={styles.count} aria-live="polite">
              {list.status === 'loading' && list.firstPage
                ? t('Global.Loading')
                : t(list.total.capped ? 'Shop.ResultCountCapped' : 'Shop.ResultCount', {
                    count: list.total.count,
                  })}
            </p>
            <ToggleButtonGroup
              label={t('Shop.View')}
              size="small"
              selectedKey={view}
              onSelectionChange={(key) => setView(key === 'list' ? 'list' : 'grid')}
            >
              <ToggleButton id="grid" icon={<GridIcon size={16} />}>
                {t('Shop.ViewGrid')}
              </ToggleButton>
              <ToggleButton id="list" icon={<ListIcon size={16} />}>
                {t('Shop.ViewList')}
              </ToggleButton>
            </ToggleButtonGroup>
          </div>
          {announcement && productId === undefined ? (
            <InlineAlert tone={announcement.tone}>{announcement.text}</InlineAlert>
          ) : null}
          {list.status === 'failed' && list.error ? (
            <InlineAlert tone="error">{list.error}</InlineAlert>
          ) : null}
          {view === 'list' ? (
            <Suspense fallback={<Spinner label={t('Shop.LoadingProducts')} />}>
              <ShopProductList
                products={list.products}
                status={list.status}
                onAddToCart={canBuy ? (product, quantity) => void addToCart(product, quantity) : undefined}
                pendingId={busyProduct}
                empty={noProducts}
              />
            </Suspense>
          ) : null}
          {view === 'grid' && list.status === 'loading' && list.products.length === 0 ? (
            <div className={styles.grid} aria-hidden="true">
              <Skeleton height="12rem" />
              <Skeleton height="12rem" />
              <Skeleton height="12rem" />
            </div>
          ) : null}
          {view === 'grid' && list.status !== 'loading' && list.products.length === 0 ? noProducts : null}
          {view === 'grid' ? (
            <ul className={styles.grid} aria-label={t('Shop.Products')}>
              {list.products.map((product) => (
                <li key={product.id}>
                  <ProductCard
                    product={{
                      id: product.id,
                      manufacturer: product.manufacturerName,
                      manufacturerPart: product.manufacturerPart,
                      description: product.description,
                      href: productHref(product.id),
                      ...(product.pricingHidden ? {} : { price: product.unitPrice }),
                    }}
                    showPricing={!product.pricingHidden}
                    inCart={product.quantity}
                    maxQuantity={CART_QUANTITY_LIMITS.max}
                    labels={{
                      invalidQuantity: t('Shop.QuantityInvalid', {
                        max: CART_QUANTITY_LIMITS.max.toLocaleString('en-US'),
                      }),
                    }}
                    headingLevel={2}
                    isPending={busyProduct === product.id}
                    onAddToCart={canBuy ? (_, quantity) => addToCart(product, quantity) : undefined}
                    details={productDetails(product)}
                    actions={
                      <Button
                        variant="secondary"
                        size="small"
                        className={resultStyles.specsButton}
                        aria-label={`${t('Shop.TechSpecs')} ${product.manufacturerPart}`}
                        aria-haspopup="dialog"
                        aria-expanded={specsFor?.id === product.id}
                        onPress={() => setSpecsFor(product)}
                      >
                        <InfoIcon size={16} />
                        {t('Shop.TechSpecs')}
                      </Button>
                    }
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <div ref={sentinel} />
          {list.hasMore ? (
            <div className={styles.more}>
              {list.status === 'loading' ? (
                <Spinner label={t('Shop.LoadingMore')} />
              ) : (
                <Button variant="secondary" onPress={list.loadMore}>
                  {t('Shop.ShowMore')}
                </Button>
              )}
            </div>
          ) : null}
        </div>

        {canBuy && currentCart ? (
          <aside className={styles.cartPanel} aria-label={t('Shop.CartPanel')}>
            <CartSidePanel
              lines={currentCart.items.map((item) => ({
                id: item.id,
                description: item.description,
                manufacturerPart: item.manufacturerPart,
                quantity: item.quantity,
                extendedPrice: item.extendedPrice,
                isRequestItem: item.isRequestItem,
              }))}
              count={currentCart.count}
              grandTotal={currentCart.grandTotal}
              onViewCart={() => navigate(pathFor('ShoppingCart'))}
              onCheckout={() => void checkout()}
              headingLevel={2}
            />
          </aside>
        ) : null}
      </div>

      {specsFor ? (
        <Suspense fallback={null}>
          <TechSpecsModal product={specsFor} onClose={() => setSpecsFor(null)} />
        </Suspense>
      ) : null}
      {customOpen ? (
        <Suspense fallback={null}>
          <CustomRequestModal
            onClose={() => setCustomOpen(false)}
            onAdded={(answer) => {
              showCart(answer);
              setCustomOpen(false);
              setAnnouncement({ tone: 'success', text: t('Shop.CustomRequestAdded') });
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** How many of a product the cart holds, over all its lines. */
function inCartOf(cart: ShoppingCart, productId: string): number {
  return cart.items
    .filter((item) => item.productID === productId)
    .reduce((sum, item) => sum + item.quantity, 0);
}

function productDetails(product: CatalogueProduct): string {
  const parts = [product.category, `${t('Shop.UnitOfMeasure')}: ${product.unitOfMeasure}`];
  if (product.serviceLength > 0) parts.push(t('Shop.ServiceMonths', { months: product.serviceLength }));
  if (product.variableBilling) parts.push(t('Shop.Billing', { itemType: product.variableBilling.itemType }));
  return parts.filter(Boolean).join(' · ');
}
