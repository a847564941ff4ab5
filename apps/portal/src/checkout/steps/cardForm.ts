// The card form, loaded after the checkout's first paint (see ./lazySteps.tsx): only a card term's new card shows it.
export { CreditCardForm } from '@b2b-portal/ui';
