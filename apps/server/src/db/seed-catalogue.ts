import type { Tx } from './client';

export async function seedCatalogue(_tx: Tx): Promise<void> {}
