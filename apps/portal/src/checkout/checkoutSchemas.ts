// The contract's checks of the checkout's forms, loaded when a form mounts (issue 14: they bring zod and the
// contract's schemas, which the checkout's first paint does without): the add-contact dialog and the billing
// step's payment information request (`useContractForm` / `useContractSchema` with a loader).
export { ContactInput, PaymentRequestFields } from '@b2b-portal/api';
