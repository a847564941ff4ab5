/**
 * The password complexity requirements (002 §5, §9) live in app_settings under this key; the seed writes the
 * documents' defaults (DEFAULT_PASSWORD_COMPLEXITY) and the check itself is the shared rule `checkPassword` of
 * @b2b-portal/flows/rules, the same one the portal runs as the user types.
 */
export const PASSWORD_COMPLEXITY_KEY = 'passwordComplexity';
