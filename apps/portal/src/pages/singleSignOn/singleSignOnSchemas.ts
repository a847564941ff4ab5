// The contract's check of the single sign-on form, loaded when the form mounts (zod stays out of the first paint).
export { SamlConfigurationInput } from '@b2b-portal/api';
