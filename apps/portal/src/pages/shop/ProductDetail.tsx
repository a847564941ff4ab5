import type { ProductHeader, ProductTechSpecs, RelatedProducts as Related } from '@b2b-portal/api';
import {
  Breadcrumbs,
  Button,
  DescriptionList,
  FormattedMoney,
  InlineAlert,
  parseQuantity,
  QuantityField,
  Skeleton,
} from '@b2b-portal/ui';
import { useEffect, useRef, useState } from 'react';
import { type Resource, useResource } from '../../app/useResource';
import { api } from '../../services/api';
import { catalogueEndpoints } from '../../services/endpoints';
import { t } from '../../services/messages/shop';
import { problemMessage } from '../../services/problems';
import * as styles from './ProductDetail.css';
import { productTerm } from './productLinks';
import { RelatedProducts } from './RelatedProducts';

export interface ProductDetailProps {
  /** The product's id, from `/shop?product=<id>`. */
  productId: string;
  /** Address of the results it was opened from (the search stays as it was). */
  resultsHref: string;
  /** How many of a product the cart holds, when the page knows it (the cart is loaded). */
  inCartOf: (productId: string) => number | undefined;
  /**
   * Adds the product, or one of its service contracts or options, to the cart; without it (no shoppingcart
   * permission) the product offers no quantity and no button, and its related products' buttons are disabled.
   */
  onAddToCart?: (product: ProductHeader, quantity: number) => void;
  /** The product whose add is under way (this one or a related one). */
  pendingId: string | null;
  /** The cart's largest quantity. */
  maxQuantity: number;
}

/**
 * One product inside Shop (`/shop?product=<id>`): a trail back to the results, what the buyer checks before
 * buying (manufacturer, part, price, unit, term, availability), a quantity and 'Add to cart', its service
 * contracts and options (each with its own quantity and 'Add to cart'), and every tech spec as a description
 * list. The product comes from `getTechSpecs`, the catalogue's one-product answer, and its related products from
 * `getRelated`, asked at the same time; the view is drawn once both have answered, so nothing moves after.
 */
export default function ProductDetail({
  productId,
  resultsHref,
  inCartOf,
  onAddToCart,
  pendingId,
  maxQuantity,
}: ProductDetailProps) {
  const product = useResource<ProductTechSpecs>(
    (signal) =>
      api.call(catalogueEndpoints.productTechSpecs, {
        query: { productId },
        signal,
        reportProblems: false,
      }),
    [productId],
  );
  const related = useResource<Related>(
    (signal) =>
      api.call(catalogueEndpoints.productRelated, {
        query: { productId },
        signal,
        reportProblems: false,
      }),
    [productId],
  );
  const [quantity, setQuantity] = useState('1');
  const heading = useRef<HTMLHeadingElement>(null);
  // The related products are drawn with the product (a failure of theirs does not hold the product back).
  const ready = product.status === 'ready' && related.status !== 'loading';
  // Arriving from a link, keyboard and screen-reader users start at the product's name.
  useEffect(() => {
    if (ready) heading.current?.focus({ preventScroll: true });
  }, [ready]);

  const part = product.status === 'ready' ? product.data.manufacturerPart : '…';
  return (
    <div className={styles.detail}>
      <Breadcrumbs
        label={t('Shop.Product')}
        items={[
          { id: 'results', label: t('Shop.Results'), href: resultsHref },
          { id: 'product', label: part },
        ]}
      />
      {!ready && product.status !== 'failed' ? (
        <div aria-busy="true" aria-label={t('Global.Loading')} role="status">
          <Skeleton width="10rem" />
          <Skeleton lines={3} />
        </div>
      ) : null}
      {product.status === 'failed' ? (
        <InlineAlert tone="error">{problemMessage(product.error)}</InlineAlert>
      ) : null}
      {product.status === 'ready' && ready ? (
        <ProductView
          product={product.data}
          related={related}
          inCartOf={inCartOf}
          onAddToCart={onAddToCart}
          pendingId={pendingId}
          maxQuantity={maxQuantity}
          quantity={quantity}
          setQuantity={setQuantity}
          headingRef={heading}
        />
      ) : null}
    </div>
  );
}

interface ProductViewProps {
  product: ProductTechSpecs;
  related: Resource<Related>;
  inCartOf: ProductDetailProps['inCartOf'];
  onAddToCart: ProductDetailProps['onAddToCart'];
  pendingId: string | null;
  maxQuantity: number;
  quantity: string;
  setQuantity: (quantity: string) => void;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}

function ProductView({
  product,
  related,
  inCartOf,
  onAddToCart,
  pendingId,
  maxQuantity,
  quantity,
  setQuantity,
  headingRef,
}: ProductViewProps) {
  const term = productTerm(product);
  const price = product.pricingHidden ? (
    <span className={styles.requestPricing}>{t('ShoppingCart.RequestPricing')}</span>
  ) : (
    <FormattedMoney value={product.unitPrice} />
  );
  const validQuantity = parseQuantity(quantity, maxQuantity);
  const inCart = inCartOf(product.id) ?? 0;
  const isAdding = pendingId === product.id;
  return (
    <article className={styles.product} aria-labelledby="product-title">
      <div className={styles.summary}>
        <div className={styles.identity}>
          <span className={styles.manufacturer}>{product.manufacturerName}</span>
          <h2 id="product-title" className={styles.title} tabIndex={-1} ref={headingRef}>
            {product.description}
          </h2>
          <span className={styles.part}>
            {t('Shop.Part')}: <span className={styles.mono}>{product.manufacturerPart}</span>
          </span>
          {product.longDescription && product.longDescription !== product.description ? (
            <p className={styles.long}>{product.longDescription}</p>
          ) : null}
        </div>
        <div className={styles.buy}>
          <span className={styles.price}>{price}</span>
          <span className={styles.unit}>
            {t('Shop.UnitOfMeasure')}: {product.unitOfMeasure}
          </span>
          {inCart > 0 ? (
            <span className={styles.inCart}>{t('Shop.InCart', { quantity: inCart })}</span>
          ) : null}
          {onAddToCart ? (
            <div className={styles.buyActions}>
              <QuantityField
                label={t('Shop.Quantity')}
                value={quantity}
                onChange={setQuantity}
                maxQuantity={maxQuantity}
                labels={{ invalid: t('Shop.QuantityInvalid', { max: maxQuantity.toLocaleString('en-US') }) }}
                isDisabled={isAdding}
                className={styles.quantity}
              />
              <Button
                isPending={isAdding}
                isDisabled={validQuantity === undefined}
                onPress={() =>
                  validQuantity === undefined ? undefined : onAddToCart(product, validQuantity)
                }
              >
                {t('Shop.AddToCart')}
              </Button>
            </div>
          ) : null}
        </div>
      </div>

      <DescriptionList
        headingLevel={3}
        groups={[
          {
            title: t('Shop.ProductDetails'),
            items: [
              { term: t('Shop.Manufacturer'), description: product.manufacturerName },
              { term: t('Shop.Part'), description: product.manufacturerPart },
              { term: t('Shop.Category'), description: product.category },
              { term: 'UNSPSC', description: product.unspsc },
              { term: t('Shop.UnitOfMeasure'), description: product.unitOfMeasure },
              { term: t('Shop.Price'), description: price },
              ...(!product.pricingHidden && product.listPrice !== product.unitPrice
                ? [
                    {
                      term: t('Shop.ListPriceLabel'),
                      description: <FormattedMoney value={product.listPrice} />,
                    },
                  ]
                : []),
              { term: t('Shop.Term'), description: term || t('Shop.OneTime') },
              {
                term: t('Shop.Availability'),
                description: product.available ? t('Shop.Available') : '',
              },
            ],
          },
        ]}
      />

      {related.status === 'ready' ? (
        <RelatedProducts
          services={related.data.services}
          options={related.data.options}
          onAddToCart={onAddToCart}
          pendingId={pendingId}
          inCartOf={inCartOf}
        />
      ) : null}
      {related.status === 'failed' ? (
        <InlineAlert tone="error">{problemMessage(related.error)}</InlineAlert>
      ) : null}

      <section id="product-specs" aria-labelledby="product-specs-title" className={styles.specs}>
        <h3 id="product-specs-title" className={styles.sectionTitle}>
          {t('Shop.TechSpecs')}
        </h3>
        {product.specGroups.length > 0 ? (
          <DescriptionList
            headingLevel={4}
            groups={product.specGroups.map((group) => ({
              title: group.groupName,
              items: group.specs.map((spec) => ({ term: spec.name, description: spec.value })),
            }))}
          />
        ) : (
          <p>{t('Shop.NoTechSpecs')}</p>
        )}
      </section>
    </article>
  );
}
