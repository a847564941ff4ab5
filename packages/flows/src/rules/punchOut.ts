/** Punch-out constants of 000 §3 and §9. */

/**
 * The manufacturer's configuration-tool module, the default module of a punch-out init. The documents do not
 * spell the value; the manufacturer is Cisco (manageCiscoContractAccess) and its configuration tool is
 * Cisco Commerce Workspace, so the module is 'CCW'. The server's punch-out init reads the same constant.
 */
export const MANUFACTURER_CONFIGURATION_MODULE = 'CCW';
export const PUNCH_OUT_DEFAULT_TYPE = 0;
/** The type value of the cart punch-out receipt. */
export const CART_PUNCH_OUT_TYPE = 4;
/** Error code of a punch-out init for a company without a profile (000 §8): the user goes to Error. */
export const NO_PUNCH_OUT_PROFILE = 'NoPunchOutProfile';
