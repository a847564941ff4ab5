/** Attachments and pricing-request submission (001 §7). */
export const documentEndpoints = {} as const;
