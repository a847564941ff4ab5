import type { Tx } from './client';

export async function seedPunchIn(_tx: Tx): Promise<void> {}
