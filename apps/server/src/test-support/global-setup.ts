import { prepareTestTemplate } from '../testing';

/**
 * vitest globalSetup (apps/server and packages/api): migrates and seeds the template database once, before
 * the workers start, so two workers on a clean clone do not both build it; each test file copies it.
 */
export default async function setup(): Promise<void> {
  await prepareTestTemplate();
}
