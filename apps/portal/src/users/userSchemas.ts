// The contract's check of the user forms, loaded when a form mounts (issue 14: zod stays out of the first paint).
export { AddUserBody, UserProfileFields } from '@b2b-portal/api';
