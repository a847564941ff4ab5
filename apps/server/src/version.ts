/** Build label of the application (002 §9), shown in the footer and answered by /api/health. */
export const APP_VERSION = 'v58414';
