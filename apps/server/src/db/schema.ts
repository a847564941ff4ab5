import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL. Ids are uuids (the documents' empty GUID means "none selected").
 * Later areas (catalogue, carts, quotes, orders…) add their tables here and reference `companies` / `users`.
 */

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Storefront settings kept per company (the parts of the storefront configuration that are not columns). */
export interface StorefrontSettings {
  logoUrl: string | null;
  maintenanceMode: boolean;
  creditCardProcessor: 'wex' | 'paytrace';
  links: { id: string; label: string; href: string; permission?: string }[];
}

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  /** Bit mask of ApplicationFeature (000 §6). */
  features: integer('features').notNull().default(0),
  /** False when the company is not configured for the portal: its users cannot sign in. */
  configured: boolean('configured').notNull().default(true),
  erpCustomerId: text('erp_customer_id').notNull(),
  salesTerritoryCode: text('sales_territory_code').notNull().default(''),
  areaName: text('area_name').notNull().default(''),
  storefrontSettings: jsonb('storefront_settings').$type<StorefrontSettings>().notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: uuid('company_id').references(() => companies.id),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    fax: text('fax'),
    /** 1 enabled, 2 disabled (002 §3). */
    status: smallint('status').notNull().default(1),
    /** Self-describing scrypt hash (see auth/password.ts). */
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_company_idx').on(t.companyId),
  ],
);

export const roles = pgTable('roles', {
  id: id(),
  /** Null for a role every company may use. */
  companyId: uuid('company_id').references(() => companies.id),
  name: text('name').notNull(),
  /** Quote workflow role type (e.g. requester 12), 0 when the role plays no part in the workflow. */
  roleType: integer('role_type').notNull().default(0),
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Extra permissions granted to one user on top of their roles' (002 §6). */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

/** One row per sign-in. Revoking it ends every token issued for it. */
export const logins = pgTable(
  'logins',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Punch-out session id (sent back in the session-id header); null for an ordinary login. */
    sessionId: text('session_id'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('logins_user_idx').on(t.userId)],
);

/** Only the SHA-256 of a refresh token is stored. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    loginId: uuid('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_login_idx').on(t.loginId),
  ],
);

export const news = pgTable(
  'news',
  {
    id: id(),
    /** Null for news shown to every company. */
    companyId: uuid('company_id').references(() => companies.id),
    subject: text('subject').notNull(),
    body: text('body').notNull().default(''),
    /** 1 published, 0 draft. */
    status: smallint('status').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('news_company_status_idx').on(t.companyId, t.status)],
);

export const enumerationValues = pgTable(
  'enumeration_values',
  {
    typeName: text('type_name').notNull(),
    value: integer('value').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.typeName, t.value] }),
    index('enumeration_values_type_lower_idx').on(sql`lower(${t.typeName})`),
  ],
);

/** Application-wide settings: password complexity, the JWT secret when it lives in the database… */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company's business unit setting: its label (e.g. Department) and hierarchy (002 §3). */
export const businessUnitSettings = pgTable('business_unit_settings', {
  id: id(),
  companyId: uuid('company_id')
    .notNull()
    .unique()
    .references(() => companies.id),
  label: text('label').notNull(),
  hierarchyName: text('hierarchy_name').notNull(),
  isRequired: boolean('is_required').notNull().default(false),
  active: boolean('active').notNull().default(true),
});

/** Levels of a company's business unit hierarchy; level 1 is the top. */
export const businessUnitTypes = pgTable(
  'business_unit_types',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    level: integer('level').notNull(),
  },
  (t) => [uniqueIndex('business_unit_types_company_level_key').on(t.companyId, t.level)],
);

export const businessUnits = pgTable(
  'business_units',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    typeId: uuid('type_id')
      .notNull()
      .references(() => businessUnitTypes.id),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id], name: 'business_units_parent_fk' }).onDelete(
      'cascade',
    ),
    index('business_units_company_idx').on(t.companyId),
    index('business_units_parent_idx').on(t.parentId),
  ],
);

/** A company's vendor credentials for the supplier configuration tool (cart punch-out). */
export const punchoutProfiles = pgTable('punchout_profiles', {
  id: id(),
  companyId: uuid('company_id')
    .notNull()
    .unique()
    .references(() => companies.id),
  duns: text('duns').notNull(),
  username: text('username').notNull(),
  password: text('password').notNull(),
});

/** One-time buyer cookies handed to the supplier tool, checked when the cart comes back (receivepunchout). */
export const punchoutRequests = pgTable(
  'punchout_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loginId: uuid('login_id').references(() => logins.id, { onDelete: 'set null' }),
    cookieHash: text('cookie_hash').notNull(),
    cartId: text('cart_id'),
    returnUrl: text('return_url'),
    module: text('module'),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('punchout_requests_cookie_key').on(t.cookieHash)],
);

/** Client log and error log entries posted by browsers (secrets removed before storing). */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: id(),
    /** 'client' (log/client) or 'error' (log/error). */
    source: text('source').notNull(),
    level: text('level').notNull(),
    message: text('message').notNull(),
    url: text('url'),
    clientTime: text('client_time'),
    details: jsonb('details'),
    userId: uuid('user_id'),
    traceId: text('trace_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('client_logs_created_idx').on(t.createdAt)],
);
