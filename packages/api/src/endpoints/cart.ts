/** Shopping cart (001 §7). */
export const cartEndpoints = {} as const;
