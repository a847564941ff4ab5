/** Saved and shared carts (001 §7). */
export const savedCartEndpoints = {} as const;
