import { SAVED_CART_TITLE_LIMITS, type SavedCart, type ShoppingCart } from '@b2b-portal/api';
import { cartMachine } from '@b2b-portal/flows';
import { documentTotals, documentTreeOf, pathFor } from '@b2b-portal/flows/rules';
import { Button, InlineAlert, Link, Spinner, StatusPill, TextField, TotalsBlock } from '@b2b-portal/ui';
import { useMachine } from '@xstate/react';
import { type FormEvent, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useDownloads } from '../app/downloads';
import { hrefFor, navigate } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useNamePage } from '../app/pageName';
import { MessageBox } from '../app/shellParts';
import { DocumentTreeLines } from '../documents/DocumentTreeLines';
import { serverFieldErrors, validateWith } from '../forms/validate';
import { api } from '../services/api';
import { cartSummary } from '../services/cartSummary';
import { savedCartEndpoints } from '../services/endpoints';
import { t } from '../services/messages/shop';
import * as pageStyles from './pages.css';
import { DocumentNotFound } from './savedCarts/DocumentNotFound';
import { SavedCartHeader } from './savedCarts/SavedCartHeader';
import { isDocumentId, problemMessage } from './savedCarts/savedCartData';
import { applySavedCartOperation, type SavedCartOperation } from './savedCarts/savedCartOperations';
import * as styles from './savedCarts/savedCarts.css';

/**
 * /my-saved-cart?id= (001 §2, templates): one of the caller's saved carts. Quantities, service lengths, lines
 * and bundles change through the cart machine, one change at a time on the freshest document; the title can be
 * renamed; the cart can be added to the shopping cart, exported as a parts list, or deleted.
 */
export default function SavedCartPage({ route, query }: PageProps) {
  if (!isDocumentId(query.id)) {
    return (
      <DocumentNotFound
        title={route.title}
        message={t('SavedCart.NotFound')}
        backPath={pathFor('SavedCarts')}
        backLabel={t('SavedCart.BackToList')}
      />
    );
  }
  return <SavedCartEditor key={query.id} id={query.id} title={route.title} />;
}

type AddResult = { kind: 'added' } | { kind: 'failed'; message: string } | null;

/**
 * The contract's word on a new title ('Please enter a title.'…), or null when it may be sent. Its schema loads
 * on the first rename.
 */
async function titleProblem(id: string, title: string): Promise<string | null> {
  const { RenameSavedCartBody } = await import('./savedCarts/renameSchema');
  const result = validateWith(RenameSavedCartBody, { id, title });
  return result.ok ? null : (result.fieldErrors.title ?? null);
}

function SavedCartEditor({ id, title }: { id: string; title: string }) {
  const { download } = useDownloads();
  /** The kind of the operation that failed last, to show a failed rename at its field. */
  const failedKind = useRef<string | null>(null);
  /** The server's word on the title when it refused a rename (a 400's field error). */
  const refusedTitle = useRef<string | null>(null);
  const machine = useMemo(
    () =>
      cartMachine.provide({
        actors: {
          loadDocument: fromPromise(({ signal }) =>
            api.call(savedCartEndpoints.getSavedCartData, { query: { id }, signal, reportProblems: false }),
          ),
          applyOperation: fromPromise(async ({ input }) => {
            try {
              const document = await applySavedCartOperation(
                id,
                input.operation,
                input.document as SavedCart,
              );
              failedKind.current = null;
              refusedTitle.current = null;
              return document;
            } catch (error) {
              failedKind.current = input.operation.kind;
              refusedTitle.current = serverFieldErrors(error)?.title ?? null;
              throw error;
            }
          }),
        },
      }),
    [id],
  );
  const [snapshot, send, actor] = useMachine(machine);
  const cart = snapshot.context.document as SavedCart | null;
  // The last crumb and the page title: the saved cart's own title once loaded.
  useNamePage(cart?.title);
  const saving = snapshot.matches('saving');

  const [titleDraft, setTitleDraft] = useState<string | null>(null);
  /** A rename is being checked (its schema loads with the first one) or sent: Save is pending. */
  const [checkingTitle, setCheckingTitle] = useState(false);
  const renameStarted = useRef(false);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [renamedTo, setRenamedTo] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [addResult, setAddResult] = useState<AddResult>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  // A stored configuration is not the caller's to edit: it has its own read-only page.
  useEffect(() => {
    if (cart?.kind === 'configuration') navigate(pathFor('SharedSavedCart', { id }), { replace: true });
  }, [cart?.kind, id]);

  if (snapshot.matches('failed')) {
    return (
      <DocumentNotFound
        title={title}
        message={snapshot.context.error ?? t('SavedCart.NotFound')}
        backPath={pathFor('SavedCarts')}
        backLabel={t('SavedCart.BackToList')}
      />
    );
  }
  if (!cart) {
    return (
      <div className={pageStyles.page}>
        <Spinner label={t('Global.Loading')} />
      </div>
    );
  }

  const apply = (operation: SavedCartOperation) => {
    setAddResult(null);
    setRenamedTo(null);
    send({ type: 'APPLY', operation });
  };

  /** Whether the machine is sending or holds a rename (read from the actor: a render may not have caught up). */
  const renameQueued = () => {
    const state = actor.getSnapshot();
    return (
      state.matches('saving') &&
      [state.context.current, ...state.context.queue].some((operation) => operation?.kind === 'rename')
    );
  };
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    // One rename at a time: Enter in the lone title field submits the form whatever Save's state (a pending
    // button does not stop it), so a second Enter while one is checked or sent must send nothing more.
    if (renameStarted.current || renameQueued()) return;
    renameStarted.current = true;
    setCheckingTitle(true);
    try {
      const draft = titleDraft ?? cart.title;
      const problem = await titleProblem(id, draft);
      setTitleError(problem);
      if (problem) return;
      apply({ kind: 'rename', title: draft.trim() });
      setRenamedTo(draft.trim());
    } finally {
      renameStarted.current = false;
      setCheckingTitle(false);
    }
  };

  const addToCart = async () => {
    setAdding(true);
    setAddResult(null);
    try {
      const shoppingCart: ShoppingCart = await api.call(savedCartEndpoints.addTemplateToCart, {
        body: { id },
        reportProblems: false,
      });
      cartSummary.set(shoppingCart.count);
      setAddResult({ kind: 'added' });
    } catch (error) {
      setAddResult({ kind: 'failed', message: problemMessage(error) });
    } finally {
      setAdding(false);
    }
  };

  const remove = async () => {
    setDeleteError(null);
    try {
      await api.call(savedCartEndpoints.deleteSavedCart, { query: { id }, reportProblems: false });
      navigate(pathFor('SavedCarts'));
    } catch (error) {
      setDeleteError(problemMessage(error));
    }
  };

  const { error, notice } = snapshot.context;
  const renameFailed = error !== null && failedKind.current === 'rename';
  const unavailable = new Set(cart.items.filter((item) => !item.available).map((item) => item.id));
  const renamed = renamedTo !== null && !saving && !error && cart.title === renamedTo;

  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {cart.title}
      </h1>
      <SavedCartHeader cart={cart} />

      <form className={styles.renameForm} onSubmit={rename} noValidate>
        <TextField
          className={styles.renameField}
          label={t('SavedCart.TitleLabel')}
          isRequired
          validationBehavior="aria"
          maxLength={SAVED_CART_TITLE_LIMITS.max}
          value={titleDraft ?? cart.title}
          onChange={(value) => {
            setTitleDraft(value);
            setTitleError(null);
          }}
          isInvalid={titleError !== null || renameFailed}
          errorMessage={
            titleError ?? (renameFailed ? (refusedTitle.current ?? error ?? undefined) : undefined)
          }
        />
        <Button
          type="submit"
          variant="secondary"
          className={styles.renameButton}
          isPending={checkingTitle || (saving && snapshot.context.current?.kind === 'rename')}
        >
          {t('Global.Save')}
        </Button>
      </form>

      <div role="status" className={styles.muted}>
        {saving ? t('SavedCart.Saving') : renamed ? t('SavedCart.Renamed') : null}
      </div>
      {notice ? <InlineAlert tone="warning">{notice}</InlineAlert> : null}
      {error && !renameFailed ? <InlineAlert tone="error">{error}</InlineAlert> : null}
      {cart.unavailableItemCount > 0 ? (
        <InlineAlert tone="warning">{t('SavedCart.ItemUnavailable')}</InlineAlert>
      ) : null}

      <DocumentTreeLines
        aria-label={t('SavedCart.Lines')}
        {...documentTreeOf(cart)}
        onQuantityChange={(item, quantity) => apply({ kind: 'quantity', itemId: item.id, quantity })}
        onServiceLengthChange={(item, serviceLength) =>
          apply({ kind: 'serviceLength', itemId: item.id, serviceLength })
        }
        onRemoveItem={(item) => apply({ kind: 'removeItem', itemId: item.id })}
        onRemoveBundle={(bundle) => apply({ kind: 'removeBundle', bundleId: bundle.id })}
        renderActions={(row) =>
          row.kind === 'item' && unavailable.has(row.item.id) ? (
            <StatusPill tone="warning" status={t('SavedCart.LineUnavailable')} />
          ) : null
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

      {addResult?.kind === 'added' ? (
        <InlineAlert
          tone="success"
          action={<Link href={hrefFor(pathFor('ShoppingCart'))}>{t('SavedCart.ViewCart')}</Link>}
        >
          {t('SavedCart.AddedToCart')}
        </InlineAlert>
      ) : null}
      {addResult?.kind === 'failed' ? <InlineAlert tone="error">{addResult.message}</InlineAlert> : null}
      {deleteError ? <InlineAlert tone="error">{deleteError}</InlineAlert> : null}

      <div className={styles.toolbar}>
        <Button
          variant="primary"
          onPress={addToCart}
          isPending={adding}
          isDisabled={saving || cart.count === 0 || cart.unavailableItemCount > 0}
        >
          {t('SavedCart.AddToCart')}
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            download(savedCartEndpoints.exportSavedCartPartsList, { query: { id } }).catch(() => undefined)
          }
        >
          {t('SavedCarts.ExportPartsList')}
        </Button>
        <Link href={hrefFor(pathFor('SavedCarts'))}>{t('SavedCart.BackToList')}</Link>
        <Button variant="danger" className={styles.apart} onPress={() => setConfirmingDelete(true)}>
          {t('SavedCart.Delete')}
        </Button>
      </div>

      {confirmingDelete ? (
        <Suspense fallback={null}>
          <MessageBox
            isOpen
            type="question"
            title={t('SavedCart.Delete')}
            isDestructive
            message={t('SavedCart.DeleteConfirm', { title: cart.title })}
            labels={{ ok: t('Global.Yes'), cancel: t('Global.No') }}
            onOk={() => {
              void remove();
              return true;
            }}
            onClose={() => setConfirmingDelete(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
