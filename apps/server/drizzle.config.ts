import { defineConfig } from 'drizzle-kit';

// One schema, one set of SQL migrations for both PGlite and PostgreSQL (`pnpm db:generate`).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
