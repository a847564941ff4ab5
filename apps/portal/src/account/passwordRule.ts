// The password change's rule, loaded when the form mounts: it checks the three fields with the contract's
// `ChangePasswordBody` (zod), which the page's first paint does without (issue 14).
export { changePasswordErrors } from '@b2b-portal/flows/rules';
