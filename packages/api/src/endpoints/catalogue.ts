/** Catalogue and products (001 §7). */
export const catalogueEndpoints = {} as const;
