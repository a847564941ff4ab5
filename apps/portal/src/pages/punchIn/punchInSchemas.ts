// The contract's check of the punch-in registration form, loaded when the form mounts (a module of its own, as
// checkout's checkoutSchemas: zod and the contract's schemas stay out of the start page's first paint).
export { RegisterPunchOutBody } from '@b2b-portal/api';
