import { defineConfig } from '@playwright/test';
import config from './playwright.config';

/**
 * `pnpm screenshots`: the README's pictures of the portal (apps/portal/docs/screenshots/) taken against the real
 * server on a fresh, seeded data folder, as the journeys run it (same web server, same Chromium). Not part of
 * `npm test`: a picture changes whenever the product's look does, and the journeys already check the pages.
 */
export default defineConfig({
  ...config,
  testDir: 'e2e/screenshots',
  testMatch: /\.shots\.ts$/,
  projects: undefined,
  workers: 1,
});
