import type { Tx } from './client';

export async function seedCarts(_tx: Tx): Promise<void> {}
