import { Spinner } from '@b2b-portal/ui';
import { type ComponentProps, lazy, Suspense } from 'react';
import { t } from '../../services/messages/checkout';

/**
 * The parts of the checkout no first paint waits for (issue 16, the route's bundle budget): the review's lines,
 * the terms and conditions dialog, the new-address dialog (its form, the suggestion and the address rules with
 * the countries' states) and the card form (a card term's new card). `preloadCheckoutParts` starts loading them
 * once the checkout has painted, so they are there by the time a person reaches them; until then a spinner stands
 * in.
 */
const loadReviewLines = () => import('./ReviewLines');
const loadTermsDialog = () => import('./TermsDialog');
const loadNewAddressModal = () => import('./NewAddressModal');
const loadCardForm = () => import('./cardForm');

export function preloadCheckoutParts(): void {
  void loadReviewLines();
  void loadTermsDialog();
  void loadNewAddressModal();
  void loadCardForm();
}

const LazyReviewLines = lazy(loadReviewLines);
const LazyTermsDialog = lazy(loadTermsDialog);
const LazyNewAddressModal = lazy(() =>
  loadNewAddressModal().then((module) => ({ default: module.NewAddressModal })),
);

const LazyCreditCardForm = lazy(() => loadCardForm().then((module) => ({ default: module.CreditCardForm })));

export function CreditCardForm(props: ComponentProps<typeof LazyCreditCardForm>) {
  return (
    <Suspense fallback={<Spinner label={t('Checkout.Loading')} />}>
      <LazyCreditCardForm {...props} />
    </Suspense>
  );
}

/**
 * The review's lines suspend the step they are in rather than standing in with a spinner of their own: the terms
 * box and Place order come below them, and lines arriving after the box would push it down under a pointer about
 * to press it (a layout shift a person can mis-click on). The review step waits for them as a whole.
 */
export const ReviewLines = LazyReviewLines;

export function TermsDialog(props: ComponentProps<typeof LazyTermsDialog>) {
  return (
    <Suspense fallback={null}>
      <LazyTermsDialog {...props} />
    </Suspense>
  );
}

export function NewAddressModal(props: ComponentProps<typeof LazyNewAddressModal>) {
  return (
    <Suspense fallback={null}>
      <LazyNewAddressModal {...props} />
    </Suspense>
  );
}
