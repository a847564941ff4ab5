import { anyOf, type ShoppingCart } from '@b2b-portal/api';
import { type CartDocumentLike, type CartOperation, cartMachine } from '@b2b-portal/flows';
import { useCartEditor } from '@b2b-portal/flows/react';
import { documentTotals, hasPermission, pathFor } from '@b2b-portal/flows/rules';
import { Button, EmptyState, InlineAlert, Link, Spinner, TotalsBlock } from '@b2b-portal/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useDownloads } from '../app/downloads';
import { hrefFor, navigate } from '../app/hashLocation';
import { useMayOpen } from '../app/mayOpen';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import { MessageBox } from '../app/shellParts';
import { DocumentTreeLines } from '../documents/DocumentTreeLines';
import { api, tokenStore } from '../services/api';
import { cartSummary } from '../services/cartSummary';
import { cartEndpoints, punchInEndpoints } from '../services/endpoints';
import { t } from '../services/messages/shop';
import { problemMessage } from '../services/problems';
import {
  openReturnPage,
  PUNCH_IN_OPERATION_KEY,
  procurementSystemName,
  returnWithoutItems,
} from '../services/punchOutForm';
import * as common from './pages.css';
import * as styles from './ShoppingCartPage.css';

/** The version of a line or bundle as the cart now shows it (changes are sent against the latest cart). */
function versionOf(cart: ShoppingCart, id: string): number {
  return (
    cart.items.find((item) => item.id === id)?.version ?? cart.bundles.find((b) => b.id === id)?.version ?? 0
  );
}

/** Sends one change of the cart page and answers the updated cart. */
async function sendCartOperation(operation: CartOperation, cart: ShoppingCart): Promise<ShoppingCart> {
  const id = String(operation.id ?? '');
  const call = { reportProblems: false } as const;
  switch (operation.kind) {
    case 'quantity':
      return api.call(cartEndpoints.updateCartItem, {
        ...call,
        body: { id, version: versionOf(cart, id), quantity: Number(operation.quantity) },
      });
    case 'serviceLength':
      return api.call(cartEndpoints.updateCartItem, {
        ...call,
        body: { id, version: versionOf(cart, id), serviceLength: Number(operation.serviceLength) },
      });
    case 'removeItem':
      return api.call(cartEndpoints.deleteCartItem, { ...call, query: { ids: id } });
    case 'removeBundle':
      return api.call(cartEndpoints.deleteCartBundle, { ...call, query: { ids: id } });
    case 'removeAll':
      return api.call(cartEndpoints.deleteAllCartItems, { ...call, query: { id: cart.id } });
    case 'consolidate':
      return api.call(cartEndpoints.consolidateCartQuantities, call);
    default:
      throw new Error(`Unknown cart change ${operation.kind}`);
  }
}

const shoppingCartMachine = cartMachine.provide({
  actors: {
    loadDocument: fromPromise<CartDocumentLike>(() =>
      api.call(cartEndpoints.getShoppingCart, { query: { isCheckout: false }, reportProblems: false }),
    ),
    applyOperation: fromPromise(({ input }) =>
      sendCartOperation(input.operation, input.document as ShoppingCart),
    ),
  },
});

// Loaded when first opened (issue 14): the confirmation brings the message box's HTML sanitiser, the template
// dialog the contract's zod schema; the cart paints without either.
const SaveAsTemplateModal = lazy(() => import('./cart/SaveAsTemplateModal'));

/** A change to confirm first; `done` is what the page says once the cart without it arrives (a removal). */
type Confirm = { message: string; operation: CartOperation; done: string } | null;

/**
 * /shopping-cart (001 §2–§5, §7, §8): the cart's groups, bundles and lines with quantities and service lengths
 * edited in place (extended price = unit × quantity × service length, 0 counting as 1), removal of lines,
 * bundles or everything, totals, save as template, the parts list as XLSX, and checkout — refused with the
 * documents' message while request items are in the cart, which offers to request pricing instead. Changes go
 * through the cart machine: one at a time, and a change another window made first is shown, never overwritten.
 * A punched-in user returns the cart to their procurement system from here.
 */
export default function ShoppingCartPage(_: PageProps) {
  const session = useSession();
  const mayOpen = useMayOpen();
  const canRequestQuote = hasPermission(session.permissions, 'submitRFQ');
  const canSaveTemplates = hasPermission(session.permissions, 'templates');
  // Who may not order checks out a requisition instead (issue 6): the checkout says it needs approval.
  const canCheckout = hasPermission(session.permissions, anyOf('shoppingCartCheckOut', 'requisitions'));
  const punchedIn = tokenStore.getSessionId() !== null;
  const inspectOnly = punchedIn && sessionStorage.getItem(PUNCH_IN_OPERATION_KEY) === 'inspect';
  const editor = useCartEditor<ShoppingCart>(shoppingCartMachine);
  const { download } = useDownloads();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [saveOpen, setSaveOpen] = useState(false);
  const [saved, setSaved] = useState<{ id: string; number: string } | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [returning, setReturning] = useState(false);

  const cart = editor.document;
  const titleRef = useRef<HTMLHeadingElement>(null);
  // A removal takes away the Remove button that had the focus (the confirmation gives it back to it): once the
  // cart without the line arrives, the page's title takes the focus instead of <body> (WCAG 2.4.3).
  // What was removed is said under the title (a status, read politely after the title), only once the cart
  // arrives without it: a refused removal says its problem instead.
  const focusAfterRemoval = useRef<{ operation: CartOperation; done: string } | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  useEffect(() => {
    if (cart) cartSummary.set(cart.count);
    const removal = focusAfterRemoval.current;
    if (!cart || !removal || editor.status === 'saving') return;
    focusAfterRemoval.current = null;
    const id = removal.operation.id;
    const gone =
      removal.operation.kind === 'removeAll'
        ? cart.items.length === 0
        : !cart.items.some((item) => item.id === id) && !cart.bundles.some((bundle) => bundle.id === id);
    if (gone) setRemoved(removal.done);
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) titleRef.current?.focus();
  }, [cart, editor.status]);
  // The next change makes the last removal's message old news.
  useEffect(() => {
    if (editor.status === 'saving' && !focusAfterRemoval.current) setRemoved(null);
  }, [editor.status]);

  const blockers = cart?.checkoutBlockers ?? [];
  const requestBlocker = blockers.find((blocker) => blocker.code === 'CartHasRequestItems');
  const busy = editor.status === 'saving';

  const checkout = async () => {
    setPageError(null);
    try {
      const handOff = await api.call(cartEndpoints.cartCheckout, { reportProblems: false });
      navigate(pathFor('Checkout', { documentType: handOff.documentType, documentId: handOff.documentID }));
    } catch (error) {
      setPageError(problemMessage(error));
    }
  };

  // Returning the cart, or leaving without items (issue 16): a failure says so and gives the button back.
  const returnToProcurement = async (withoutItems = false) => {
    setPageError(null);
    setReturning(true);
    try {
      if (withoutItems) await returnWithoutItems();
      else {
        const answer = await api.call(punchInEndpoints.punchOutTransfer, { reportProblems: false });
        // The server ended this punch-in login with the transfer; its return page posts the cart.
        openReturnPage(answer);
      }
    } catch (error) {
      setPageError(problemMessage(error));
      setReturning(false);
    }
  };
  const systemName = procurementSystemName(t('PunchOut.YourProcurementSystem'));
  // A punch-out user's way out when there is nothing to return (the shell offers it on their other pages): an
  // empty cart, or one that cannot be read.
  const leaveWithoutItems = (
    <div className={styles.leave}>
      <p>{t('PunchOut.LeaveHint', { name: systemName })}</p>
      <Button onPress={() => void returnToProcurement(true)} isPending={returning}>
        {returning
          ? t('PunchOut.ReturningWithoutItems', { name: systemName })
          : t('PunchOut.ReturnWithoutItems', { name: systemName })}
      </Button>
    </div>
  );

  if (!cart) {
    return (
      <section className={common.page} aria-labelledby="page-title">
        <h1 id="page-title" className={common.title}>
          {t('ShoppingCart.Title')}
        </h1>
        {editor.status === 'failed' ? (
          <>
            <InlineAlert
              tone="error"
              action={<Button onPress={editor.reload}>{t('ShoppingCart.Reload')}</Button>}
            >
              {editor.error ?? t('Http.Other')}
            </InlineAlert>
            {pageError ? <InlineAlert tone="error">{pageError}</InlineAlert> : null}
            {punchedIn ? leaveWithoutItems : null}
          </>
        ) : (
          <Spinner label={t('Global.Loading')} />
        )}
      </section>
    );
  }

  const empty = cart.items.length === 0;

  return (
    <section className={common.page} aria-labelledby="page-title">
      <div className={common.heading}>
        <h1 id="page-title" className={common.title} ref={titleRef} tabIndex={-1}>
          {t('ShoppingCart.Title')}
        </h1>
        {mayOpen('Shop') ? (
          <Link href={hrefFor(pathFor('Shop'))}>{t('ShoppingCart.ContinueShopping')}</Link>
        ) : null}
      </div>

      {removed ? <InlineAlert tone="success">{removed}</InlineAlert> : null}
      {editor.notice ? (
        <InlineAlert
          tone="warning"
          action={
            <Button variant="ghost" onPress={editor.dismiss}>
              {t('Global.Close')}
            </Button>
          }
        >
          {editor.notice}
        </InlineAlert>
      ) : null}
      {editor.error ? (
        <InlineAlert
          tone="error"
          action={
            <Button variant="ghost" onPress={editor.dismiss}>
              {t('Global.Close')}
            </Button>
          }
        >
          {editor.error}
        </InlineAlert>
      ) : null}
      {pageError ? <InlineAlert tone="error">{pageError}</InlineAlert> : null}
      {saved ? (
        <InlineAlert
          tone="success"
          action={
            <Link href={hrefFor(pathFor('MySavedCart', { id: saved.id }))}>
              {t('ShoppingCart.OpenSavedCart')}
            </Link>
          }
        >
          {t('ShoppingCart.TemplateSaved', { number: saved.number })}
        </InlineAlert>
      ) : null}
      {inspectOnly ? <InlineAlert tone="info">{t('ShoppingCart.InspectOnly')}</InlineAlert> : null}
      <p className={styles.saving} aria-live="polite">
        {busy ? t('ShoppingCart.Saving') : ''}
      </p>

      {empty ? (
        <>
          <EmptyState
            labels={{ title: t('Cart.Empty') }}
            description={t('Cart.EmptyHelp')}
            action={
              mayOpen('Shop') ? (
                <Link href={hrefFor(pathFor('Shop'))}>{t('Cart.BrowseShop')}</Link>
              ) : undefined
            }
          />
          {punchedIn ? leaveWithoutItems : null}
        </>
      ) : (
        <>
          {requestBlocker ? (
            <InlineAlert
              tone="error"
              title={t('ShoppingCart.CheckoutBlocked')}
              action={
                canRequestQuote ? (
                  <Link href={hrefFor(pathFor('SendPricingRequest'))}>
                    {t('ShoppingCart.RequestPricing')}
                  </Link>
                ) : undefined
              }
            >
              {requestBlocker.message}
            </InlineAlert>
          ) : null}
          <DocumentTreeLines
            aria-label={t('ShoppingCart.Lines')}
            groups={cart.groups}
            bundles={cart.bundles}
            items={cart.items}
            showPricing
            // Not while a change is saved: the cart machine queues the next one, and a disabled field would drop
            // the focus of whoever just typed a quantity and pressed Tab (WCAG 2.4.3).
            isDisabled={inspectOnly}
            onQuantityChange={(item, quantity) => editor.apply({ kind: 'quantity', id: item.id, quantity })}
            onServiceLengthChange={(item, serviceLength) =>
              editor.apply({ kind: 'serviceLength', id: item.id, serviceLength })
            }
            onRemoveItem={(item) =>
              setConfirm({
                message: t('ShoppingCart.RemoveLineConfirm', { part: item.manufacturerPart }),
                operation: { kind: 'removeItem', id: item.id },
                done: t('ShoppingCart.LineRemoved', { part: item.manufacturerPart }),
              })
            }
            onRemoveBundle={(bundle) =>
              setConfirm({
                message: t('ShoppingCart.RemoveBundleConfirm', { name: bundle.name }),
                operation: { kind: 'removeBundle', id: bundle.id },
                done: t('ShoppingCart.BundleRemoved', { name: bundle.name }),
              })
            }
          />
          <div className={styles.summary}>
            <div className={styles.tools}>
              <Button
                variant="secondary"
                onPress={() => editor.apply({ kind: 'consolidate' })}
                isDisabled={inspectOnly}
              >
                {t('ShoppingCart.Consolidate')}
              </Button>
              {canSaveTemplates ? (
                <Button variant="secondary" onPress={() => setSaveOpen(true)} isDisabled={busy}>
                  {t('ShoppingCart.SaveAsTemplate')}
                </Button>
              ) : null}
              <Button
                variant="secondary"
                onPress={() =>
                  download(cartEndpoints.exportCartPartsList, { query: { id: cart.id } }).catch(
                    () => undefined,
                  )
                }
              >
                {t('ShoppingCart.ExportPartsList')}
              </Button>
              <Button
                variant="danger"
                onPress={() =>
                  setConfirm({
                    message: t('ShoppingCart.EmptyCartConfirm'),
                    operation: { kind: 'removeAll' },
                    done: t('ShoppingCart.CartEmptied'),
                  })
                }
                isDisabled={busy || inspectOnly}
              >
                {t('ShoppingCart.EmptyCart')}
              </Button>
            </div>
            <div className={styles.totals}>
              <TotalsBlock
                {...documentTotals({
                  subtotal: cart.grandTotal,
                  grandTotal: cart.grandTotal,
                  recurringMonthlyCharges: cart.recurringMonthlyCharges,
                })}
              />
              {punchedIn ? (
                <Button
                  onPress={() => void returnToProcurement(false)}
                  isPending={returning}
                  isDisabled={busy || blockers.length > 0}
                >
                  {returning ? t('ShoppingCart.Returning') : t('ShoppingCart.ReturnToProcurement')}
                </Button>
              ) : canCheckout ? (
                <Button onPress={() => void checkout()} isDisabled={busy || blockers.length > 0}>
                  {t('ShoppingCart.Checkout')}
                </Button>
              ) : null}
            </div>
          </div>
        </>
      )}

      {confirm ? (
        <Suspense fallback={null}>
          <MessageBox
            isOpen
            type="question"
            message={confirm.message}
            buttons={[
              {
                name: t('Global.Yes'),
                type: 'danger',
                click: () => {
                  focusAfterRemoval.current = { operation: confirm.operation, done: confirm.done };
                  setRemoved(null);
                  editor.apply(confirm.operation);
                  return true;
                },
              },
              { name: t('Global.No'), type: 'secondary' },
            ]}
            onClose={() => setConfirm(null)}
          />
        </Suspense>
      ) : null}
      {saveOpen ? (
        <Suspense fallback={null}>
          <SaveAsTemplateModal
            onClose={() => setSaveOpen(false)}
            onSaved={(created) => {
              setSaveOpen(false);
              setSaved(created);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
