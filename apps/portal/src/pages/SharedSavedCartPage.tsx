import { documentTotals, documentTreeOf, pathFor } from '@b2b-portal/flows/rules';
import {
  Button,
  CheckboxGroup,
  formatMoney,
  InlineAlert,
  Link,
  Spinner,
  StatusPill,
  TotalsBlock,
} from '@b2b-portal/ui';
import { useState } from 'react';
import { useDownloads } from '../app/downloads';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import { DocumentTreeLines } from '../documents/DocumentTreeLines';
import { api } from '../services/api';
import { cartSummary } from '../services/cartSummary';
import { savedCartEndpoints } from '../services/endpoints';
import { t } from '../services/messages/shop';
import * as pageStyles from './pages.css';
import { DocumentNotFound } from './savedCarts/DocumentNotFound';
import { SavedCartHeader } from './savedCarts/SavedCartHeader';
import { SavedCartResults } from './savedCarts/SavedCartResults';
import { initialCriteria, SavedCartSearch } from './savedCarts/SavedCartSearch';
import { isDocumentId, problemCode, problemMessage } from './savedCarts/savedCartData';
import * as styles from './savedCarts/savedCarts.css';

/**
 * /shared-saved-cart (001 §2): without `id`, the stored configurations the sales team shares with the company;
 * with `id`, one of them, read-only, whose optional groups the buyer may leave out when adding it to the cart.
 * A configuration with a withdrawn product cannot be used (001 §8).
 */
export default function SharedSavedCartPage({ route, query }: PageProps) {
  if (query.id === undefined || query.id === '') return <SharedSavedCartList title={route.title} />;
  if (!isDocumentId(query.id)) {
    return (
      <DocumentNotFound
        title={route.title}
        message={t('SharedSavedCart.NotFound')}
        backPath={pathFor('SharedSavedCart')}
        backLabel={t('SharedSavedCart.BackToList')}
      />
    );
  }
  return <SharedSavedCartDetail key={query.id} id={query.id} title={route.title} />;
}

function SharedSavedCartList({ title }: { title: string }) {
  const [criteria, setCriteria] = useState(initialCriteria);
  const [loadError, setLoadError] = useState<unknown>(null);
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {title}
      </h1>
      <SavedCartSearch title={t('SharedSavedCart.SearchTitle')} onSearch={setCriteria} error={loadError} />
      <SavedCartResults
        kind="configuration"
        criteria={criteria}
        tableLabel={t('SavedCarts.SharedTab')}
        onLoadError={setLoadError}
      />
    </section>
  );
}

type AddResult = { kind: 'added' } | { kind: 'failed'; message: string } | null;

function SharedSavedCartDetail({ id, title }: { id: string; title: string }) {
  const { download } = useDownloads();
  const resource = useResource(
    (signal) =>
      Promise.all([
        api.call(savedCartEndpoints.getSharedSavedCartData, { query: { id }, signal, reportProblems: false }),
        api.call(savedCartEndpoints.getOptionsList, { query: { id }, signal, reportProblems: false }),
      ]),
    [id],
  );
  /** The optional groups to include; null until the buyer changes the default (all of them). */
  const [included, setIncluded] = useState<string[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [addResult, setAddResult] = useState<AddResult>(null);

  if (resource.status === 'failed') {
    return (
      <DocumentNotFound
        title={title}
        message={problemMessage(resource.error)}
        backPath={pathFor('SharedSavedCart')}
        backLabel={t('SharedSavedCart.BackToList')}
      />
    );
  }
  if (!resource.data) {
    return (
      <div className={pageStyles.page}>
        <Spinner label={t('Global.Loading')} />
      </div>
    );
  }

  const [cart, options] = resource.data;
  const includedGroups = included ?? options.map((option) => option.groupID);
  const blocked = cart.unavailableItemCount > 0;
  const unavailable = new Set(cart.items.filter((item) => !item.available).map((item) => item.id));

  const addToCart = async () => {
    setAdding(true);
    setAddResult(null);
    try {
      const shoppingCart = await api.call(savedCartEndpoints.addStoredConfigToCart, {
        body: {
          id,
          excludedGroupIDs: options
            .map((option) => option.groupID)
            .filter((groupID) => !includedGroups.includes(groupID)),
        },
        reportProblems: false,
      });
      cartSummary.set(shoppingCart.count);
      setAddResult({ kind: 'added' });
    } catch (error) {
      setAddResult({
        kind: 'failed',
        message:
          problemCode(error) === 'SharedCartItemUnavailable'
            ? t('SharedSavedCart.ItemUnavailable')
            : problemMessage(error),
      });
    } finally {
      setAdding(false);
    }
  };

  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {cart.title}
      </h1>
      <SavedCartHeader cart={cart} />
      {cart.notes ? <p className={styles.muted}>{cart.notes}</p> : null}
      {blocked ? <InlineAlert tone="error">{t('SharedSavedCart.ItemUnavailable')}</InlineAlert> : null}

      <DocumentTreeLines
        aria-label={t('SharedSavedCart.Lines')}
        {...documentTreeOf(cart)}
        renderActions={
          blocked
            ? (row) =>
                row.kind === 'item' && unavailable.has(row.item.id) ? (
                  <StatusPill tone="warning" status={t('SavedCart.LineUnavailable')} />
                ) : null
            : undefined
        }
        labels={{ requestPricing: t('Cart.RequestPricing'), empty: t('Global.NoRecordsFound') }}
      />
      <TotalsBlock
        className={styles.totals}
        {...documentTotals({
          subtotal: cart.grandTotal,
          grandTotal: cart.grandTotal,
          recurringMonthlyCharges: cart.recurringMonthlyCharges,
        })}
      />

      {options.length > 0 ? (
        <CheckboxGroup
          label={t('SharedSavedCart.Options')}
          description={t('SharedSavedCart.OptionsHelp')}
          options={options.map((option) => ({
            value: option.groupID,
            label: t('SharedSavedCart.Option', {
              name: option.name,
              count: option.itemCount,
              total: formatMoney(option.total),
            }),
          }))}
          value={includedGroups}
          onChange={(value) => {
            setIncluded(value);
            setAddResult(null);
          }}
          isDisabled={blocked}
        />
      ) : null}

      {addResult?.kind === 'added' ? (
        <InlineAlert
          tone="success"
          action={<Link href={hrefFor(pathFor('ShoppingCart'))}>{t('SavedCart.ViewCart')}</Link>}
        >
          {t('SavedCart.AddedToCart')}
        </InlineAlert>
      ) : null}
      {addResult?.kind === 'failed' ? <InlineAlert tone="error">{addResult.message}</InlineAlert> : null}

      <div className={styles.toolbar}>
        <Button
          variant="primary"
          onPress={addToCart}
          isPending={adding}
          isDisabled={blocked || cart.count === 0}
        >
          {t('SavedCart.AddToCart')}
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            download(savedCartEndpoints.exportSharedCartPartsList, { query: { id } }).catch(() => undefined)
          }
        >
          {t('SavedCarts.ExportPartsList')}
        </Button>
        <Link href={hrefFor(pathFor('SharedSavedCart'))}>{t('SharedSavedCart.BackToList')}</Link>
      </div>
    </section>
  );
}
