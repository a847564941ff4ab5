import { SecurityContext } from '@b2b-portal/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, userPermissions, users } from '../db/schema';
import { createApp, createTestApp, type TestApp } from '../testing';
import { resolveJwtSecret } from './jwt-secret';

const ME = '/api/v1.0/user/me';

let t: TestApp;
/** A second app over the same database: another instance with its own principal cache. */
let other: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  const jwtSecret = await resolveJwtSecret({
    configured: t.env.JWT_SECRET,
    db: t.database.db,
    dataDir: undefined,
  });
  other = createApp({ env: t.env, database: t.database, jwtSecret });
}, 300_000);
afterAll(() => t?.close());

const me = (app: ReturnType<typeof createApp>, token: string) =>
  app.request(ME, { headers: { authorization: `Bearer ${token}` } });

const userId = async (username: string) => {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(username);
  return row.id;
};

describe('authenticate across instances (one database, two principal caches)', () => {
  it('should refuse a disabled user at once on both apps, though both had the caller cached', async () => {
    const token = await t.signIn('buyer@northwind.example');
    expect((await me(t.app, token)).status).toBe(200);
    expect((await me(other, token)).status).toBe(200);

    await t.database.db
      .update(users)
      .set({ status: 2 })
      .where(eq(users.id, await userId('buyer@northwind.example')));

    expect((await me(t.app, token)).status).toBe(401);
    expect((await me(other, token)).status).toBe(401);
    await t.database.db
      .update(users)
      .set({ status: 1 })
      .where(eq(users.id, await userId('buyer@northwind.example')));
    expect((await me(other, token)).status).toBe(200);
  });

  it('should show a granted permission at once, whatever the cache holds (security_version)', async () => {
    const token = await t.signIn('approver@northwind.example');
    const before = SecurityContext.parse(await (await me(other, token)).json());
    expect(before.permissions).not.toContain('manageUsers');

    await t.database.db
      .insert(userPermissions)
      .values({ userId: await userId('approver@northwind.example'), permission: 'manageUsers' });

    const after = SecurityContext.parse(await (await me(other, token)).json());
    expect(after.permissions).toContain('manageUsers');
  });

  it('should refuse every user of a company at once when the company stops being configured', async () => {
    const token = await t.signIn('useradmin@northwind.example');
    expect((await me(other, token)).status).toBe(200);
    const [northwind] = await t.database.db
      .select({ id: users.companyId })
      .from(users)
      .where(eq(users.username, 'useradmin@northwind.example'));
    await t.database.db
      .update(companies)
      .set({ configured: false })
      .where(eq(companies.id, northwind?.id ?? ''));
    expect((await me(other, token)).status).toBe(401);
    await t.database.db
      .update(companies)
      .set({ configured: true })
      .where(eq(companies.id, northwind?.id ?? ''));
  });
});
