// The contract's checks of My Account's forms, loaded when a form mounts (issue 14: they bring zod and the
// contract's schemas, which the page's first paint does without).
export { ProfileInput, VendorCredentialsInput } from '@b2b-portal/api';
