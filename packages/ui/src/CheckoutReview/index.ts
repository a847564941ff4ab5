export {
  CheckoutReview,
  type CheckoutReviewCard,
  type CheckoutReviewData,
  type CheckoutReviewLabels,
  type CheckoutReviewProps,
  type CheckoutReviewSection,
  type CheckoutReviewShipToGroup,
  checkoutReviewSections,
  defaultCheckoutReviewLabels,
  groupShipTos,
} from './CheckoutReview';
