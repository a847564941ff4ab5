/** Punch-in from procurement systems and the cart's return to them (000 §3, §7; issue 4). */
export const punchInEndpoints = {} as const;
