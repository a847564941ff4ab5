// The contract's check of the reset request form, loaded when the form is sent (it brings zod and the contract's
// schemas). A module of its own, as checkout's checkoutSchemas: a dynamic import of the '@b2b-portal/api' barrel
// made the whole contract a lazy entry, and the bundler split the first paint's share of it into a dozen small
// chunks (Login 99 -> 106 KB gzip).
export { PasswordLinkBody, RequestResetPasswordQuery } from '@b2b-portal/api';
