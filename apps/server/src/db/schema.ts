import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
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
  /**
   * One person may approve several levels of a quote or requisition (issue 15: separation of duties is the
   * rule, see `separationOfDutiesRefusal` of flows). Set by the reseller for the company; absent reads false.
   * @default false
   */
  approvalAllowSameApproverAcrossLevels?: boolean;
}

/**
 * The text advanced search (issue 17, `features/search`) looks in, one expression per document type: the
 * trigram GIN indexes below are built on exactly these, so `expression ILIKE '%keyword%'` uses them. The columns
 * are NOT NULL texts joined by `||` (immutable, unlike concat_ws), on PGlite (its pg_trgm, migration 0001) and
 * PostgreSQL alike.
 */
export const documentSearchText = (...columns: AnyPgColumn[]) =>
  sql.join(
    columns.map((column) => sql`${column}`),
    sql` || ' ' || `,
  );

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
    /** 1 enabled, 2 disabled (002 §3), 3 deleted (issue 18: kept for the documents' history, features/users). */
    status: smallint('status').notNull().default(1),
    /** Self-describing scrypt hash (see auth/password.ts). */
    passwordHash: text('password_hash').notNull(),
    /**
     * Bumped (by triggers, migration 0006) whenever what a signed-in caller may do changes: status, company,
     * roles, extra permissions, the company's features or configuration. Every instance compares it per request
     * with the version its cached principal was loaded at (auth/principal.ts).
     */
    securityVersion: integer('security_version').notNull().default(1),
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

/**
 * One-time hand-off codes (issue 15 item 1): a signed-in login asks for one for a portal page (`url`, null for
 * the landing page), and `#/redirect?code=…` exchanges it once, within `expiresAt`, for a new login of `userId`.
 * Only the SHA-256 of a code is stored. Expired rows are deleted whenever a code is issued or exchanged.
 */
export const handoffCodes = pgTable(
  'handoff_codes',
  {
    id: id(),
    codeHash: text('code_hash').notNull(),
    /** The login that asked for it: a code of a revoked login is refused. */
    loginId: uuid('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('handoff_codes_hash_key').on(t.codeHash),
    index('handoff_codes_user_idx').on(t.userId),
    index('handoff_codes_expires_idx').on(t.expiresAt),
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

/**
 * A company's vendor credentials for the supplier configuration tool (cart punch-out; My Account's "vendor
 * credentials", 002 §2, §6: company-wide): the CCO ID (`username`) and its password, encrypted with AES-256-GCM
 * (features/account/vendor-secret.ts); the plain password is never stored.
 */
export const punchoutProfiles = pgTable('punchout_profiles', {
  id: id(),
  companyId: uuid('company_id')
    .notNull()
    .unique()
    .references(() => companies.id),
  /** The company's DUNS number the tool knows it by; '' until the reseller sets one. */
  duns: text('duns').notNull().default(''),
  username: text('username').notNull(),
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url), bound to the company id. */
  passwordEncrypted: text('password_encrypted').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    /**
     * What the row takes, about (its texts' UTF-8 bytes and a fixed overhead, features/logs/usage.ts): the total
     * the purge keeps under CLIENT_LOG_MAX_MB.
     */
    bytes: integer('bytes').notNull().default(0),
    createdAt: createdAt(),
  },
  // Newest first with the bytes beside: the purge adds them up from the index alone.
  (t) => [index('client_logs_created_bytes_idx').on(t.createdAt, t.bytes)],
);

/**
 * Bytes logged per caller and UTC day (issue 15 item 2): `ip:<address>` (an IPv6 address by its /64) for
 * signed-out posts, `user:<id>` for signed-in ones. One conditional upsert per post adds to it, so the daily caps
 * hold across every instance on the database; rows of past days are deleted by the purge.
 */
export const clientLogUsage = pgTable(
  'client_log_usage',
  {
    key: text('key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.day] })],
);

// ---------------------------------------------------------------------------------------------------------
// Catalogue, carts, saved and shared carts, punch-out in and out, attachments (issue 4).
// ---------------------------------------------------------------------------------------------------------

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
/**
 * Amounts: read and written as decimal strings ("2158.92"), never as floats (issue 13 §2). `moneyDefaultZero`
 * is the column default 0: a number, as the migrations' snapshots have it, so drizzle-kit sees no change (the
 * ORM never sends a column default itself; the database applies it).
 */
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'string' });
const moneyDefaultZero = 0 as unknown as string;
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: id(),
    name: text('name').notNull(),
    /** Short code shown in lists, e.g. CSCO. */
    code: text('code').notNull(),
  },
  (t) => [uniqueIndex('manufacturers_name_lower_key').on(sql`lower(${t.name})`)],
);

/**
 * A product of the catalogue. The manufacturer's name is kept on the row so that one generated tsvector ranks
 * part (A), manufacturer (B) and description (C); trigram indexes serve partial part numbers and typos.
 */
export const products = pgTable(
  'products',
  {
    id: id(),
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    manufacturerName: text('manufacturer_name').notNull(),
    manufacturerPart: text('manufacturer_part').notNull(),
    description: text('description').notNull(),
    longDescription: text('long_description').notNull().default(''),
    category: text('category').notNull().default(''),
    unspsc: text('unspsc').notNull().default(''),
    unitOfMeasure: text('unit_of_measure').notNull().default('EA'),
    unitPrice: money('unit_price').notNull(),
    listPrice: money('list_price').notNull(),
    /** The price is not shown to customers: the product can only be requested (001 §4 request item). */
    pricingHidden: boolean('pricing_hidden').notNull().default(false),
    /** Months of a service or subscription; 0 for a one-time product (0 counts as 1 in prices). */
    serviceLength: integer('service_length').notNull().default(0),
    /** Variable billing charge kind (Recurring, Usage), null for a one-time charge. */
    itemType: text('item_type'),
    initialTerm: integer('initial_term'),
    /** False once the product is withdrawn: saved and shared carts holding it cannot be used. */
    available: boolean('available').notNull().default(true),
    imageUrl: text('image_url'),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', coalesce(manufacturer_part, '')), 'A') || setweight(to_tsvector('simple', coalesce(manufacturer_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '') || ' ' || coalesce(category, '')), 'C')`,
      ),
    /**
     * The part as buyers compare it, ignoring case and separators (`WS-C3850-24P-L` → `wsc385024pl`): exact and
     * prefix matches of a typed part are one btree lookup on it (issue 14).
     */
    partKey: text('part_key')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(lower(manufacturer_part), '[^[:alnum:]]+', '', 'g')`),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_search_idx').using('gin', t.searchVector),
    // Prefix LIKE on the part key whatever the database's collation.
    index('products_part_key_idx').on(sql`${t.partKey} text_pattern_ops`).where(sql`${t.available}`),
    // Browsing walks one of these in the list's order and stops after the page (keyset pagination): part,
    // manufacturer, and price both ways (a hidden price sorts after every shown one, see catalogue/search.ts).
    index('products_browse_part_idx').on(t.manufacturerPart, t.id).where(sql`${t.available}`),
    index('products_browse_manufacturer_idx')
      .on(t.manufacturerName, t.manufacturerPart, t.id)
      .where(sql`${t.available}`),
    index('products_browse_price_idx')
      .on(
        sql`(case when ${t.pricingHidden} then 'Infinity'::numeric else ${t.unitPrice} end)`,
        t.manufacturerPart,
        t.id,
      )
      .where(sql`${t.available}`),
    index('products_browse_price_desc_idx')
      .on(
        sql`(case when ${t.pricingHidden} then 'Infinity'::numeric else -${t.unitPrice} end)`,
        t.manufacturerPart,
        t.id,
      )
      .where(sql`${t.available}`),
    index('products_part_trgm_idx').using('gin', sql`lower(${t.manufacturerPart}) gin_trgm_ops`),
    index('products_description_trgm_idx').using('gin', sql`lower(${t.description}) gin_trgm_ops`),
    index('products_manufacturer_idx').on(t.manufacturerId),
    uniqueIndex('products_manufacturer_part_key').on(t.manufacturerId, sql`lower(${t.manufacturerPart})`),
  ],
);

/** Technical specifications of a product, grouped as the manufacturer lists them. */
export const productTechSpecs = pgTable(
  'product_tech_specs',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    groupName: text('group_name').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sort] })],
);

/**
 * What the catalogue offers with a product (issue 16, the product detail's "Service contracts" and "Options"):
 * `service` a service contract or warranty for it (SMARTnet 1 or 3 years, a Care Pack, ProSupport), `option` a
 * compatible accessory or module (optics, memory, a dock, an add-on license), each in `sort` order. The reseller's
 * catalogue feed (here the seed) writes them; a related product is shown only while the customer may see it
 * (available), with its own price.
 */
export const productRelations = pgTable(
  'product_relations',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedProductId: uuid('related_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'service' | 'option'>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.relatedProductId] }),
    // Deleting a product removes the relations pointing at it without reading the whole table.
    index('product_relations_related_idx').on(t.relatedProductId),
    check('product_relations_kind_check', sql`${t.kind} in ('service', 'option')`),
    check('product_relations_not_itself_check', sql`${t.productId} <> ${t.relatedProductId}`),
  ],
);

/**
 * The line holder of the cart family: a user's live cart (`cart`), their saved carts (`template`), and stored
 * configurations the sales team shares with a whole company (`configuration`, owner null). `version` grows on
 * every change; a line remembers the version that last changed it, so a write based on an older view of that
 * line is refused instead of silently overwriting it.
 */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** 'cart': a user's live cart; 'punchout': the cart of one punch-in login (issue 16); saved carts otherwise. */
    kind: text('kind').$type<'cart' | 'punchout' | 'template' | 'configuration'>().notNull(),
    /**
     * The punch-in login whose own cart this is (kind 'punchout', migration 0015): a punch-out session never
     * touches the user's ordinary live cart. Null for every other cart.
     */
    loginId: uuid('login_id').references(() => logins.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    /** Human number shown on saved carts and configurations (e.g. SC-100012). */
    documentNumber: text('document_number').notNull(),
    /** Extra notes shown on a stored configuration. */
    notes: text('notes').notNull().default(''),
    version: integer('version').notNull().default(1),
    /**
     * Moves on every change to the cart's row, lines, groups or bundles (the triggers of migration 0013): with
     * `catalogueAvailability.revision`, what a kept answer of the cart was read at (features/cart/cart-cache.ts).
     */
    contentsRevision: bigint('contents_revision', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_one_live_cart_per_user_key').on(t.ownerUserId).where(sql`${t.kind} = 'cart'`),
    uniqueIndex('carts_one_punchout_cart_per_login_key').on(t.loginId).where(sql`${t.kind} = 'punchout'`),
    index('carts_company_kind_idx').on(t.companyId, t.kind),
    index('carts_owner_kind_idx').on(t.ownerUserId, t.kind),
    uniqueIndex('carts_document_number_key').on(t.documentNumber),
  ],
);

/**
 * One row whose revision moves whenever a product's availability changes (withdrawn, restored, deleted): a cart
 * line's availability is its product's (migration 0013).
 */
export const catalogueAvailability = pgTable('catalogue_availability', {
  id: integer('id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

/**
 * One row whose revision moves with every statement that inserts, updates, deletes or truncates products
 * (migration 0014): the in-process search index of the catalogue (features/catalogue/search-index.ts) answers
 * only while the revision it was built at is the one a search reads, on every instance.
 */
export const catalogueRevision = pgTable('catalogue_revision', {
  id: integer('id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

export const cartGroups = pgTable(
  'cart_groups',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    parentGroupId: uuid('parent_group_id'),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    /** An optional group of a stored configuration: offered in the shared cart's options list. */
    optional: boolean('optional').notNull().default(false),
  },
  (t) => [index('cart_groups_cart_idx').on(t.cartId)],
);

export const cartBundles = pgTable(
  'cart_bundles',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => cartGroups.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** A ghost bundle only groups its lines for display; it has no price of its own. */
    isGhost: boolean('is_ghost').notNull().default(false),
    position: integer('position').notNull().default(0),
    updatedVersion: integer('updated_version').notNull().default(1),
  },
  (t) => [index('cart_bundles_cart_idx').on(t.cartId)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    bundleId: uuid('bundle_id').references(() => cartBundles.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => cartGroups.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    manufacturerPart: text('manufacturer_part').notNull(),
    manufacturerName: text('manufacturer_name').notNull().default(''),
    description: text('description').notNull(),
    unitPrice: money('unit_price').notNull().default(moneyDefaultZero),
    quantity: integer('quantity').notNull().default(1),
    serviceLength: integer('service_length').notNull().default(0),
    pricingHidden: boolean('pricing_hidden').notNull().default(false),
    /** A custom request item the user typed in (no catalogue product). */
    isCustomRequest: boolean('is_custom_request').notNull().default(false),
    itemType: text('item_type'),
    initialTerm: integer('initial_term'),
    comment: text('comment').notNull().default(''),
    updatedVersion: integer('updated_version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('cart_lines_cart_idx').on(t.cartId), index('cart_lines_bundle_idx').on(t.bundleId)],
);

/** Next value of a named document-number sequence (SC-, PR-…), kept in one table for PGlite and PostgreSQL. */
export const documentCounters = pgTable('document_counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

/**
 * A procurement system allowed to punch users in: cXML (credential domain + identity + shared secret) or OCI
 * (USERNAME + PASSWORD). Secrets are stored as scrypt hashes. Each account signs in as one portal user.
 */
export const punchinAccounts = pgTable(
  'punchin_accounts',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    protocol: text('protocol').$type<'cxml' | 'oci'>().notNull(),
    /** cXML credential domain (e.g. NetworkID); empty for OCI. */
    domain: text('domain').notNull().default(''),
    /** cXML identity or OCI USERNAME. */
    identity: text('identity').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** Image shown in the header while punched in. */
    imageUrl: text('image_url'),
    /** The procurement system's name as its users know it ("Return to … without items"); '' when unknown. */
    name: text('name').notNull().default(''),
    /**
     * The origins (scheme://host[:port]) the cart may be returned to. Empty: any https origin the setup names.
     * An http return URL (an intranet procurement system) must be listed (migration 0015).
     */
    returnOrigins: text('return_origins').array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('punchin_accounts_identity_key').on(
      t.protocol,
      sql`lower(${t.domain})`,
      sql`lower(${t.identity})`,
    ),
  ],
);

/**
 * One punch-in: created by the setup request, opened once through its start URL (only the hash of the start
 * token is kept), then tied to the login it created until the cart goes back to the procurement system.
 */
export const punchinSessions = pgTable(
  'punchin_sessions',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => punchinAccounts.id, { onDelete: 'cascade' }),
    /**
     * The user the punch-in signs in: the account's own user, or the one linked to the procurement system's user
     * identifier (`external_user`); null until the person registers (issue 18, punchin_user_links).
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The procurement system's user as its setup request names them (cXML Extrinsic UniqueName, with UserEmail,
     * FirstName, LastName, PhoneNumber): null when it names no one and the account's user is signed in.
     */
    externalUser: jsonb('external_user').$type<PunchInExternalUser>(),
    protocol: text('protocol').$type<'cxml' | 'oci'>().notNull(),
    /** create, edit or inspect (cXML); create for OCI. */
    operation: text('operation').notNull().default('create'),
    startTokenHash: text('start_token_hash').notNull(),
    buyerCookie: text('buyer_cookie').notNull().default(''),
    /** BrowserFormPost URL (cXML) or HOOK_URL (OCI): where the cart is posted back. */
    returnUrl: text('return_url').notNull(),
    /** The setup request's From, To and Sender identities, echoed in the order message. */
    envelope: jsonb('envelope').$type<Record<string, string>>().notNull().default({}),
    /** Lines of an edit or inspect request, loaded into the cart on punch-in. */
    requestedItems: jsonb('requested_items').$type<unknown[]>().notNull().default([]),
    loginId: uuid('login_id').references(() => logins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    /**
     * The form the transfer answered (cart, quote, or no items), kept for the return page
     * (`GET /punchout/return/<ticket>`), which posts it and may be opened again to retry (migration 0015).
     */
    returnForm: jsonb('return_form').$type<Record<string, unknown>>(),
    /** SHA-256 of the one-time-session return page ticket; valid RETURN_TICKET_TTL_MS after the transfer. */
    returnTicketHash: text('return_ticket_hash'),
  },
  (t) => [
    uniqueIndex('punchin_sessions_start_token_key').on(t.startTokenHash),
    uniqueIndex('punchin_sessions_return_ticket_key').on(t.returnTicketHash),
    index('punchin_sessions_login_idx').on(t.loginId),
  ],
);

/** The procurement system's user of a punch-in (issue 18). */
export interface PunchInExternalUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/**
 * A procurement system's user identifier linked to the portal user it signs in (issue 18): made by the punch-in
 * registration, one per identifier of an account; the user is always of the account's company.
 */
export const punchinUserLinks = pgTable(
  'punchin_user_links',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => punchinAccounts.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('punchin_user_links_external_key').on(t.accountId, sql`lower(${t.externalId})`),
    index('punchin_user_links_user_idx').on(t.userId),
  ],
);

/** A file attached to a document (pricing request, quote, order…), checked by extension and content. */
export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** Document type of 001 §4 (15 pricing request, 8 quote…). */
    documentType: integer('document_type').notNull(),
    documentId: uuid('document_id').notNull(),
    fileName: text('file_name').notNull(),
    description: text('description').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    internal: boolean('internal').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('attachments_document_idx').on(t.documentType, t.documentId)],
);

/**
 * A pricing request (001: Submitted 7 → In Process 8 → Quoted 9 → Purchased 1). Its lines are a snapshot of
 * the cart or shop lines it was made from (the document tree of 001 §3).
 */
export const pricingRequests = pgTable(
  'pricing_requests',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    requesterUserId: uuid('requester_user_id')
      .notNull()
      .references(() => users.id),
    number: text('number').notNull(),
    title: text('title').notNull().default(''),
    comments: text('comments').notNull().default(''),
    status: integer('status').notNull().default(7),
    lines: jsonb('lines').$type<unknown>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pricing_requests_number_key').on(t.number),
    index('pricing_requests_company_idx').on(t.companyId, t.createdAt),
    index('pricing_requests_search_trgm_idx').using(
      'gin',
      sql`(${documentSearchText(t.number, t.title)}) gin_trgm_ops`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Checkout and card payment (issue 5): addresses, contacts, terms, carriers, saved cards, payment info requests,
// orders and the idempotency records that make submission exactly-once.
// ---------------------------------------------------------------------------------------------------------------

/**
 * An address: company-wide (owner null, managed with the addresses permission) or a user's own (added during
 * checkout). Type 1 bill-to, 2 ship-to, 3 end user.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    line3: text('line3').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    countryCode: text('country_code').notNull().default('USA'),
    erpCode: text('erp_code').notNull().default(''),
    flags: integer('flags').notNull().default(0),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    fax: text('fax').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_company_type_idx').on(t.companyId, t.type)],
);

/** A contact: company-wide (owner null) or a user's own. Contact types 1 Business, 2 Technical, 3 AP. */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    contactType: smallint('contact_type').notNull().default(1),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    fax: text('fax').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('contacts_company_idx').on(t.companyId)],
);

/** A payment term a company may use; flags is the PaymentTermType bit field (bit 1 = credit card). */
export const paymentTerms = pgTable(
  'payment_terms',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    erpCode: text('erp_code').notNull(),
    flags: integer('flags').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('payment_terms_company_erp_key').on(t.companyId, t.erpCode)],
);

/** The carriers orders ship with (shared by every company). */
export const carriers = pgTable('carriers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

/** A customer's own account with a carrier ("use my carrier account"): company-wide or a user's own. */
export const carrierAccounts = pgTable(
  'carrier_accounts',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    carrierCode: text('carrier_code')
      .notNull()
      .references(() => carriers.code),
    accountNumber: text('account_number').notNull(),
    name: text('name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('carrier_accounts_company_idx').on(t.companyId)],
);

/** A user's primary (default) choices; each user's own, so changing it affects nobody else. */
export const userCheckoutPreferences = pgTable('user_checkout_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  primaryBillToId: uuid('primary_bill_to_id'),
  primaryShipToId: uuid('primary_ship_to_id'),
  primaryEndUserId: uuid('primary_end_user_id'),
  primaryContactId: uuid('primary_contact_id'),
  primaryCarrierAccountId: uuid('primary_carrier_account_id'),
  primaryPaymentInfoId: uuid('primary_payment_info_id'),
});

/**
 * A card as the processor's vault token plus what may be shown (masked number, type, expiry, holder) — never
 * the card number or security code. `saved` cards are listed on the account; others were used once.
 */
export const paymentInfos = pgTable(
  'payment_infos',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    processor: text('processor').notNull(),
    vaultToken: text('vault_token').notNull(),
    cardType: text('card_type').notNull(),
    maskedCardNumber: text('masked_card_number').notNull(),
    expirationMonth: smallint('expiration_month').notNull(),
    expirationYear: smallint('expiration_year').notNull(),
    cardHolder: text('card_holder').notNull(),
    billingAddress: jsonb('billing_address').$type<Record<string, string>>().notNull(),
    saved: boolean('saved').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('payment_infos_owner_idx').on(t.ownerUserId)],
);

/** A request that someone without an account enter a card for a document (the public payment page). */
export const paymentInfoRequests = pgTable(
  'payment_info_requests',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message').notNull().default(''),
    documentType: integer('document_type').notNull(),
    documentNumber: text('document_number').notNull().default(''),
    title: text('title').notNull(),
    amount: money('amount').notNull(),
    /** 0 open, 1 completed, 2 expired. */
    status: smallint('status').notNull().default(0),
    paymentInfoId: uuid('payment_info_id').references(() => paymentInfos.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('payment_info_requests_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * The card processor's side of the sandbox (what the real processor keeps on its servers): protect tokens with
 * their failed-verification count, and tokenizer sessions holding only last four digits, brand, expiry and the
 * outcome the test card asks for. Not used with a real processor.
 */
export const cardSandboxSessions = pgTable('card_sandbox_sessions', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'protect' | 'session' | 'vault'>().notNull(),
  protectToken: text('protect_token'),
  cardType: text('card_type'),
  last4: text('last4'),
  expirationMonth: smallint('expiration_month'),
  expirationYear: smallint('expiration_year'),
  outcome: text('outcome'),
  failures: integer('failures').notNull().default(0),
  consumed: boolean('consumed').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** One checkout of one document: its id is the idempotency key (checkOutSessionID) of the submission. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentType: integer('document_type').notNull(),
    documentId: uuid('document_id').notNull(),
    orderId: uuid('order_id'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('checkout_sessions_open_key')
      .on(t.userId, t.documentType, t.documentId)
      .where(sql`${t.completedAt} is null`),
  ],
);

/**
 * The stored answer of an idempotent call (Stripe's rules): the same key and body answer this again; another body
 * with the key is refused. Written in the same transaction as the work, so a crash leaves either both or neither.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    answer: jsonb('answer').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);

/**
 * A blanket purchase order (issue 17; 001 §3 "Blanket PO fields"): a company's standing PO with the reseller,
 * an amount to spend from `start_date` to `end_date`, and a threshold past which the customer is warned. Its
 * total to date is not stored: it is the sum of the grand totals of the orders whose `blanket_order_id` is this
 * row and whose status is not Cancelled (see the server README, "Blanket purchase orders").
 */
export const blanketOrders = pgTable(
  'blanket_orders',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    number: text('number').notNull(),
    issuedDate: date('issued_date', { mode: 'string' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    threshold: money('threshold').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('blanket_orders_company_number_key').on(t.companyId, t.number),
    index('blanket_orders_company_end_idx').on(t.companyId, t.endDate),
  ],
);

/**
 * An order (001 §3 Order detail). Addresses, payment and shipping are snapshots taken at submission, so later
 * edits of an address never rewrite an order. Order statuses: Open -102, Cancelled 6, Closed -104.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderNumber: text('order_number').notNull(),
    title: text('title').notNull(),
    po: text('po').notNull(),
    status: integer('status').notNull().default(-102),
    sourceDocumentType: integer('source_document_type').notNull().default(0),
    sourceDocumentId: uuid('source_document_id'),
    paymentTermId: uuid('payment_term_id').references(() => paymentTerms.id),
    paymentInfoId: uuid('payment_info_id').references(() => paymentInfos.id),
    paymentInfoRequestId: uuid('payment_info_request_id').references(() => paymentInfoRequests.id),
    billTo: jsonb('bill_to').$type<Record<string, string>>().notNull(),
    shipTo: jsonb('ship_to').$type<Record<string, string>>().notNull(),
    endUser: jsonb('end_user').$type<Record<string, string>>().notNull(),
    shipping: jsonb('shipping').$type<Record<string, unknown>>().notNull(),
    comments: text('comments').notNull().default(''),
    notifyUserIds: jsonb('notify_user_ids').$type<string[]>().notNull().default([]),
    subtotal: money('subtotal').notNull(),
    /** Issue 17: the order's discounts (each an amount; their sum is the discount total), tax and shipping. */
    discounts: jsonb('discounts').$type<{ description: string; amount: string }[]>().notNull().default([]),
    taxTotal: money('tax_total').notNull().default(moneyDefaultZero),
    shippingTotal: money('shipping_total').notNull().default(moneyDefaultZero),
    grandTotal: money('grand_total').notNull(),
    /** Issue 17: the business unit the order was placed for, the reseller's people on it, the blanket PO. */
    businessUnitId: uuid('business_unit_id').references(() => businessUnits.id, { onDelete: 'set null' }),
    accountManager: jsonb('account_manager').$type<SalesContact | null>(),
    insideSales: jsonb('inside_sales').$type<SalesContact | null>(),
    blanketPo: text('blanket_po').notNull().default(''),
    /** The blanket PO the order was placed against (`blanket_po` keeps its number for the order search). */
    blanketOrderId: uuid('blanket_order_id').references(() => blanketOrders.id),
    createdAt: createdAt(),
    /**
     * Advanced search's text (number, title, PO: `documentSearchText`) in lower case, kept by the database. The
     * list's two sort indexes carry it (migration 0043), so a keyword most of the caller's orders contain is
     * counted in the list's order from the index alone (features/search/sources.ts `inListOrder`).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(order_number || ' ' || title || ' ' || po)`),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    index('orders_blanket_order_idx').on(t.blanketOrderId),
    // The order list's sort (newest first, then the number), read backwards: a page is the index's first rows.
    // Migration 0041 adds INCLUDE (status) to both (drizzle's builder has none): the list's status filter counts
    // its matches on the index alone, not on each order's wide row; migration 0043 INCLUDE (status, search_text):
    // advanced search counts a common keyword's matches on them too.
    index('orders_company_user_created_idx').on(t.companyId, t.userId, t.createdAt, t.orderNumber),
    index('orders_company_created_idx').on(t.companyId, t.createdAt, t.orderNumber),
    index('orders_company_po_idx').on(t.companyId, sql`lower(${t.po})`),
    // Advanced search and the list's title filter look the keyword up in the lower-case text (issue 17, session
    // 32): the candidates' recheck is a LIKE on the stored text, where an ILIKE on number, title and PO joined
    // lowered the three columns twice a candidate (2.5 of `SO-1001`'s 4 ms).
    index('orders_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The order list's number and PO filters (issue 17): a part of one column found through that column's own
    // trigrams, not through those of the number, title and PO together, which share their digits (a PO typed in
    // part rechecked 1,009 orders to keep 100; with its own index 101).
    index('orders_number_trgm_idx').using('gin', sql`${t.orderNumber} gin_trgm_ops`),
    index('orders_po_trgm_idx').using('gin', sql`${t.po} gin_trgm_ops`),
  ],
);

/** The lines of an order: a snapshot of the checked-out lines with their own ship-to. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    groupName: text('group_name').notNull().default(''),
    bundleName: text('bundle_name').notNull().default(''),
    bundleQuantity: integer('bundle_quantity').notNull().default(1),
    manufacturerPart: text('manufacturer_part').notNull(),
    manufacturerName: text('manufacturer_name').notNull().default(''),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    serviceLength: integer('service_length').notNull().default(0),
    extendedPrice: money('extended_price').notNull(),
    itemType: text('item_type'),
    initialTerm: integer('initial_term'),
    shipTo: jsonb('ship_to').$type<Record<string, string>>().notNull(),
    /** An OrderLineStatus key of the contract ('New', 'BackOrder', 'PendingProvision'…). */
    status: text('status').notNull().default('New'),
    // Issue 17: what the reseller's fulfilment records on a line (001 §3 line items).
    serialNumbers: jsonb('serial_numbers').$type<string[]>().notNull().default([]),
    carrier: text('carrier').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    trackingUrl: text('tracking_url').notNull().default(''),
    shipDate: date('ship_date', { mode: 'string' }),
    scheduledDate: date('scheduled_date', { mode: 'string' }),
    unspsc: text('unspsc').notNull().default(''),
    contractVehicle: text('contract_vehicle').notNull().default(''),
    /** ChargeKind value (Recurring 1, Recurring Credit 2, Timebound Credit 3, Usage 4), or null for a one-time charge. */
    chargeKind: integer('charge_kind'),
    subscriptionId: text('subscription_id').notNull().default(''),
    termStart: date('term_start', { mode: 'string' }),
    termEnd: date('term_end', { mode: 'string' }),
    billingModel: text('billing_model').notNull().default(''),
    autoRenewalTerm: integer('auto_renewal_term'),
    variableBillingAutoRenewalTerm: integer('variable_billing_auto_renewal_term'),
    billingUnitOfMeasure: text('billing_unit_of_measure').notNull().default(''),
  },
  (t) => [
    uniqueIndex('order_lines_order_line_key').on(t.orderId, t.lineNumber),
    // Advanced search finds an order by part of a line's manufacturer part (features/search).
    index('order_lines_part_trgm_idx').using('gin', sql`${t.manufacturerPart} gin_trgm_ops`),
  ],
);

/** Issue 17: the statuses an order line went through, oldest first (getItemStatusHistory). */
export const orderLineStatusHistory = pgTable(
  'order_line_status_history',
  {
    id: id(),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    /** An OrderLineStatus key, as `order_lines.status`. */
    status: text('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    comment: text('comment').notNull().default(''),
  },
  (t) => [index('order_line_status_history_line_idx').on(t.orderLineId, t.changedAt)],
);

/**
 * Issue 17: companies whose orders a holder of affiliatedOrders also sees (the affiliated companies of
 * listAffiliatedCompaniesForDropDown). One row per direction.
 */
export const companyAffiliations = pgTable(
  'company_affiliations',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    affiliatedCompanyId: uuid('affiliated_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.affiliatedCompanyId] })],
);

/**
 * Issue 17: an invoice (001 §3 "similar to orders", §4 Unpaid 0, Partially Paid 1, Paid 2). Made by the reseller's
 * ERP (here the seed) for a company, usually for an order. `invoiceType` is an InvoiceType value (Standard 1,
 * Service 2, Managed Services Contract 3, Subscription 4); the variants differ in their lines' fields. Addresses
 * are snapshots; `amountPaid` is what payments have settled so far.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceType: integer('invoice_type').notNull(),
    status: integer('status').notNull().default(0),
    po: text('po').notNull().default(''),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    paymentTerm: text('payment_term').notNull().default(''),
    billTo: jsonb('bill_to').$type<Record<string, string>>().notNull(),
    shipTo: jsonb('ship_to').$type<Record<string, string>>().notNull(),
    /** Managed services: the contract billed; '' otherwise. */
    contractNumber: text('contract_number').notNull().default(''),
    /** Service, managed services and subscription invoices: the period billed. */
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    subtotal: money('subtotal').notNull(),
    taxTotal: money('tax_total').notNull().default(moneyDefaultZero),
    shippingTotal: money('shipping_total').notNull().default(moneyDefaultZero),
    grandTotal: money('grand_total').notNull(),
    amountPaid: money('amount_paid').notNull().default(moneyDefaultZero),
    accountManager: jsonb('account_manager').$type<SalesContact | null>(),
    createdAt: createdAt(),
    /**
     * Advanced search's text (number, PO: `documentSearchText`) in lower case, kept by the database (as the orders'
     * `search_text`): its trigram index finds a keyword's candidates and a LIKE on it checks each one.
     */
    searchText: text('search_text').notNull().generatedAlwaysAs(sql`lower(invoice_number || ' ' || po)`),
  },
  (t) => [
    uniqueIndex('invoices_invoice_number_key').on(t.invoiceNumber),
    // The invoice list's sort (newest first, then the number), read backwards.
    index('invoices_company_date_idx').on(t.companyId, t.invoiceDate, t.invoiceNumber),
    // The list's oldest-due-first order of one status (Account Overview's unpaid invoices), read forwards.
    index('invoices_company_status_due_idx').on(t.companyId, t.status, t.dueDate, t.invoiceNumber),
    // The same order of the open invoices (not paid: Unpaid and Partially Paid, the tile's), read forwards: only
    // they are in it, so a page stops after its rows where the status index would merge two ranges or sort.
    index('invoices_company_open_due_idx')
      .on(t.companyId, t.dueDate, t.invoiceNumber)
      .where(sql`${t.status} <> 2`),
    index('invoices_order_idx').on(t.orderId),
    // Advanced search's lookup, on the lower-case text (as the orders' `search_text`).
    index('invoices_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The invoice list's number and PO filters, each through its own column's trigrams (as the orders').
    index('invoices_number_trgm_idx').using('gin', sql`${t.invoiceNumber} gin_trgm_ops`),
    index('invoices_po_trgm_idx').using('gin', sql`${t.po} gin_trgm_ops`),
  ],
);

/**
 * Issue 17 ("Data, scale and speed"): the invoices of each company summed by status, invoice date and due date, so
 * that the invoice list's count and totals (amount due, past due) of a company's 100,000 invoices cost a few
 * thousand rows instead of every invoice. Kept by statement triggers on `invoices` (migration
 * `invoice_totals`, in the transaction of each insert, update, delete or truncate: paying an invoice moves its
 * amounts from one key to another before the payment commits). Past due is read from it at the day of the read
 * (`due_date < today` of the unpaid keys), so it stays right as days pass without a write.
 */
export const invoiceTotals = pgTable(
  'invoice_totals',
  {
    companyId: uuid('company_id').notNull(),
    status: integer('status').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    invoiceCount: integer('invoice_count').notNull(),
    grandTotal: numeric('grand_total', { mode: 'string' }).notNull(),
    amountPaid: numeric('amount_paid', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.status, t.invoiceDate, t.dueDate] }),
    // The days of the months around today (session 32): what `invoice_totals_by_month` cannot tell apart.
    index('invoice_totals_company_due_idx').on(t.companyId, t.dueDate),
  ],
);

/**
 * Issue 17 (the invoice list's p99), session 32: the same sums by company, status and the month of the due date
 * (`due_month`, its first day), kept by the same triggers in the same statements (migration
 * `invoice_totals_by_month`). A view without an invoice-date range (all, a status, past due, due soon: the list's
 * usual views) sums these for every month but today's and the due-soon end's, where the month alone does not say
 * whether an invoice is past due or due soon, and `invoice_totals`' days for those two: about 110 + 180 rows for
 * the large seed's 100,000 invoices, where every key of `invoice_totals` was 2,931 (0.6 of the page's 0.8 ms).
 */
export const invoiceTotalsByMonth = pgTable(
  'invoice_totals_by_month',
  {
    companyId: uuid('company_id').notNull(),
    status: integer('status').notNull(),
    dueMonth: date('due_month', { mode: 'string' }).notNull(),
    invoiceCount: integer('invoice_count').notNull(),
    grandTotal: numeric('grand_total', { mode: 'string' }).notNull(),
    amountPaid: numeric('amount_paid', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status, t.dueMonth] })],
);

/** Issue 17: the lines of an invoice; a variant fills the fields it has (service period, ship-to, usage). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    /** The order line billed, when the invoice is for an order. */
    orderLineNumber: integer('order_line_number'),
    manufacturerPart: text('manufacturer_part').notNull().default(''),
    manufacturerName: text('manufacturer_name').notNull().default(''),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    extendedPrice: money('extended_price').notNull(),
    serialNumbers: jsonb('serial_numbers').$type<string[]>().notNull().default([]),
    /** Service and subscription lines: the period of the line. */
    serviceStart: date('service_start', { mode: 'string' }),
    serviceEnd: date('service_end', { mode: 'string' }),
    /** Managed services contract lines: where the covered device is (getLineItemShipTo). */
    shipTo: jsonb('ship_to').$type<Record<string, string>>(),
    subscriptionId: text('subscription_id').notNull().default(''),
    /** ChargeKind value (Recurring 1 … Usage 4), or null for a one-time charge. */
    chargeKind: integer('charge_kind'),
    /** Usage lines: the quantity used, a decimal string, and its unit. */
    usageQuantity: numeric('usage_quantity', { precision: 14, scale: 3, mode: 'string' }),
    billingUnitOfMeasure: text('billing_unit_of_measure').notNull().default(''),
  },
  (t) => [uniqueIndex('invoice_lines_invoice_line_key').on(t.invoiceId, t.lineNumber)],
);

/**
 * Issue 17: a card payment of an invoice. `requestId` is the payer's idempotency key: the same key for the same
 * invoice is the same payment, so a retried Pay never pays twice.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    paymentInfoId: uuid('payment_info_id')
      .notNull()
      .references(() => paymentInfos.id),
    paymentInfoRequestId: uuid('payment_info_request_id').references(() => paymentInfoRequests.id),
    requestId: uuid('request_id').notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invoice_payments_request_key').on(t.invoiceId, t.requestId)],
);

/**
 * Issue 17: a shipment of an order (001 §3 "Shipment"), made by the reseller's order system (the order desk:
 * features/shipments/order-desk.ts). Its containers hold the items; the tracking list is derived from them.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    carrier: text('carrier').notNull().default(''),
    shipDate: date('ship_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipments_number_key').on(t.number),
    index('shipments_order_idx').on(t.orderId, t.createdAt),
  ],
);

/** A container (box, pallet) of a shipment with its tracking number and the carrier's tracking link. */
export const shipmentContainers = pgTable(
  'shipment_containers',
  {
    id: id(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** 'Not Available' when the carrier gave none. */
    trackingNumber: text('tracking_number').notNull(),
    trackingUrl: text('tracking_url').notNull().default(''),
  },
  (t) => [uniqueIndex('shipment_containers_position_key').on(t.shipmentId, t.position)],
);

/** An item in a container: which order line, how many, which serial numbers. */
export const shipmentContainerItems = pgTable(
  'shipment_container_items',
  {
    id: id(),
    containerId: uuid('container_id')
      .notNull()
      .references(() => shipmentContainers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    lineNumber: integer('line_number').notNull(),
    manufacturerPart: text('manufacturer_part').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    serialNumbers: jsonb('serial_numbers').$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('shipment_container_items_position_key').on(t.containerId, t.position)],
);

/** Issue 17 (002 §3): a user's shipment notifications for one order (setSubscribeToOrder). */
export const shipmentSubscriptions = pgTable(
  'shipment_subscriptions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.orderId] }),
    index('shipment_subscriptions_order_idx').on(t.orderId),
  ],
);

/**
 * Issue 17, the warehouse summary: the reseller's warehouses (integration and staging centers) where it holds the
 * goods its customers bought until they are deployed. The reseller's, not a company's.
 */
export const warehouseLocations = pgTable(
  'warehouse_locations',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('warehouse_locations_code_key').on(t.code)],
);

/**
 * Goods held for a company at a location: some of one order line's quantity in one state (WarehouseItemStatus of
 * the contract: Received 1, Staged for Deployment 2, Shipped 3), with the dates it reached each state, the serial
 * numbers and the asset tags the staging put on it, and the shipment that took it to the customer.
 */
export const warehouseItems = pgTable(
  'warehouse_items',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => warehouseLocations.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    lineNumber: integer('line_number'),
    manufacturerPart: text('manufacturer_part').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    status: integer('status').notNull(),
    serialNumbers: jsonb('serial_numbers').$type<string[]>().notNull().default([]),
    assetTags: jsonb('asset_tags').$type<string[]>().notNull().default([]),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    stagedDate: date('staged_date', { mode: 'string' }),
    shippedDate: date('shipped_date', { mode: 'string' }),
    shipmentId: uuid('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('warehouse_items_company_location_idx').on(t.companyId, t.locationId, t.status),
    index('warehouse_items_order_idx').on(t.orderId),
  ],
);

/**
 * Issue 17 (002 §3 "Shipment subscription: all orders, one order, none"): a user who gets the shipment mail of
 * every order of their company they may see (SetSubscribeToAllOrders), beside the one-order rows above.
 */
export const shipmentAllOrdersSubscriptions = pgTable('shipment_all_orders_subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * Issue 17 (beyond the documents): a request to return part of a shipped order line, with its reason and the
 * money of the return policy (001 §9: 20% restocking fee) as computed when it was made (flows' `returnAmounts`).
 * The reseller's order system moves it on: Requested → Approved → Received → Credited (the order desk sandbox).
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    /** RMA-800001… */
    number: text('number').notNull(),
    lineNumber: integer('line_number').notNull(),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    /** Requested, Approved, Received, Credited. */
    status: text('status').notNull().default('Requested'),
    unitPrice: money('unit_price').notNull(),
    value: money('value').notNull(),
    restockingFee: money('restocking_fee').notNull(),
    credit: money('credit').notNull(),
    /** CM-900001…: the credit memo the reseller issues when the return is Credited; null before. */
    creditMemoNumber: text('credit_memo_number'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    requestedBy: text('requested_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('return_requests_number_key').on(t.number),
    index('return_requests_order_idx').on(t.orderId, t.createdAt),
    index('return_requests_line_idx').on(t.orderLineId),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Quotes, requisitions, approval chains, workflow history, pending registrations and the mail outbox (issue 6).
// The lines of a quote or requisition are a snapshot in the document tree of 001 §3 (the `PricingRequestLines`
// shape of the contract: groups, bundles, items with the cart line's fields).
// ---------------------------------------------------------------------------------------------------------------

/** One level of an approval chain as frozen on a document when it is submitted. */
export interface ApprovalLevelSnapshot {
  level: number;
  /** Quote workflow role type (002: Quote Approver 13, Approver Level 1 14, Approver Level 2 15). */
  roleType: number;
  roleName: string;
  /**
   * The level applies when the document's grand total is at least this: a decimal string; a number in chains
   * frozen before money was carried as decimal strings (read both with `toMoney`).
   */
  minAmount: string | number;
}

/**
 * A company's approval chain per document type (4 requisition, 8 quote): level 1, 2… each held by a workflow
 * role, applying from an amount. A company without rows uses the default chain of `features/workflow/chain.ts`.
 */
export const approvalLevels = pgTable(
  'approval_levels',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    documentType: integer('document_type').notNull(),
    level: integer('level').notNull(),
    roleType: integer('role_type').notNull(),
    minAmount: money('min_amount').notNull().default(moneyDefaultZero),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.documentType, t.level] })],
);

/** An address as a document keeps it (the `DocumentAddress` of the API). */
export interface DocumentAddressValue {
  name: string;
  formatted: string;
  line1: string;
  line2: string;
  line3: string;
  city: string;
  state: string;
  zipCode: string;
  countryCode: string;
  contactName: string;
  email: string;
  phone: string;
}

/** A person of the reseller shown on a quote (account manager, inside sales). */
export interface SalesContact {
  name: string;
  email: string;
  phone: string;
}

/** A quote made by the reseller's sales team for a customer user (statuses: enumerations QuoteStatus). */
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    number: text('number').notNull(),
    title: text('title').notNull(),
    status: integer('status').notNull(),
    /** The customer user the quote is for (role type 12). */
    requesterUserId: uuid('requester_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who made it at the reseller (shown as Created By). */
    createdBy: text('created_by').notNull().default(''),
    businessUnitId: uuid('business_unit_id').references(() => businessUnits.id, { onDelete: 'set null' }),
    accountManager: jsonb('account_manager').$type<SalesContact | null>(),
    insideSales: jsonb('inside_sales').$type<SalesContact | null>(),
    /** Copies of the addresses the quote was priced for (bill-to, ship-to, end user); null where none. */
    billTo: jsonb('bill_to').$type<DocumentAddressValue | null>(),
    shipTo: jsonb('ship_to').$type<DocumentAddressValue | null>(),
    endUser: jsonb('end_user').$type<DocumentAddressValue | null>(),
    lines: jsonb('lines').$type<unknown>().notNull(),
    /** Discount amounts of the quote (001 §3: each carries an amount; the total is their sum). */
    /** Amounts are decimal strings; numbers in rows written before money was carried as strings (`toMoney`). */
    discounts: jsonb('discounts')
      .$type<{ description: string; amount: string | number }[]>()
      .notNull()
      .default([]),
    subtotal: money('subtotal').notNull(),
    taxTotal: money('tax_total').notNull().default(moneyDefaultZero),
    taxFlags: integer('tax_flags').notNull().default(0),
    shippingTotal: money('shipping_total').notNull().default(moneyDefaultZero),
    grandTotal: money('grand_total').notNull(),
    termsAndConditions: text('terms_and_conditions').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    pricingRequestId: uuid('pricing_request_id').references(() => pricingRequests.id, {
      onDelete: 'set null',
    }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The approval chain frozen when the quote was submitted; empty before. */
    approvalChain: jsonb('approval_chain').$type<ApprovalLevelSnapshot[]>().notNull().default([]),
    /** The level waiting for approval; null when none is (not submitted, fully approved, rejected…). */
    currentLevel: integer('current_level'),
    /** Bumped by every transition: a workflow token names the version it was issued for. */
    version: integer('version').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quotes_number_key').on(t.number),
    index('quotes_company_created_idx').on(t.companyId, t.createdAt),
    // The order list's and the order's link to its quote (issue 17): one index probe per order, not a scan.
    index('quotes_order_idx').on(t.orderId),
    index('quotes_company_status_idx').on(t.companyId, t.status),
    index('quotes_search_trgm_idx').using(
      'gin',
      sql`(${documentSearchText(t.number, t.title)}) gin_trgm_ops`,
    ),
  ],
);

/**
 * A requisition: a cart submitted through checkout by a user who may not order (no shoppingCartCheckOut). It
 * keeps the checkout's workflow data, goes up its approval chain and becomes an order at the last approval.
 */
export const requisitions = pgTable(
  'requisitions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    number: text('number').notNull(),
    title: text('title').notNull(),
    status: integer('status').notNull(),
    requesterUserId: uuid('requester_user_id')
      .notNull()
      .references(() => users.id),
    businessUnitId: uuid('business_unit_id').references(() => businessUnits.id, { onDelete: 'set null' }),
    lines: jsonb('lines').$type<unknown>().notNull(),
    subtotal: money('subtotal').notNull(),
    taxTotal: money('tax_total').notNull().default(moneyDefaultZero),
    shippingTotal: money('shipping_total').notNull().default(moneyDefaultZero),
    grandTotal: money('grand_total').notNull(),
    /** The checkout's workflow data (billing, shipping, end user, PO…) the order will be placed with. */
    workflowData: jsonb('workflow_data').$type<Record<string, unknown>>().notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    approvalChain: jsonb('approval_chain').$type<ApprovalLevelSnapshot[]>().notNull().default([]),
    currentLevel: integer('current_level'),
    version: integer('version').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('requisitions_number_key').on(t.number),
    index('requisitions_company_created_idx').on(t.companyId, t.createdAt),
    // The order list's and the order's link to its requisition (issue 17): one index probe per order, not a scan.
    index('requisitions_order_idx').on(t.orderId),
    index('requisitions_company_status_idx').on(t.companyId, t.status),
    index('requisitions_search_trgm_idx').using(
      'gin',
      sql`(${documentSearchText(t.number, t.title)}) gin_trgm_ops`,
    ),
  ],
);

/** Who did what to a quote, requisition or pricing request, at which level, when, with which comments. */
export const workflowHistory = pgTable(
  'workflow_history',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    documentType: integer('document_type').notNull(),
    documentId: uuid('document_id').notNull(),
    /** Submitted, Approved, Rejected, Resubmitted, CheckedOut, Purchased, ItemDeleted, StatusChanged… */
    action: text('action').notNull(),
    level: integer('level'),
    roleName: text('role_name').notNull().default(''),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when it happened (kept if the user goes). */
    actorName: text('actor_name').notNull(),
    comments: text('comments').notNull().default(''),
    /** The rejection workflow action (TechReturn 1, MgrReject 2, Reject 3, CustomerReject 4). */
    rejectionAction: integer('rejection_action'),
    /** The status the document had after this step. */
    status: integer('status'),
    /**
     * The clock's time, not the transaction's (now()): two steps written in one transaction (the last approval
     * and the order) keep their order.
     */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    /**
     * The order of writing. The clock alone does not decide it: PGlite's clock ticks in milliseconds, so steps
     * written within one millisecond share a time (CI saw the order of one transaction's steps come out
     * shuffled by their random ids).
     */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [index('workflow_history_document_idx').on(t.documentType, t.documentId, t.createdAt, t.seq)],
);

/** A registration waiting for a company's approver (002: approved, denied with comments, saved or deleted). */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: id(),
    /** The company it was matched to by account number or name; null when none matched. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    accountNumber: text('account_number').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 0 pending, 1 approved, 2 denied. */
    status: smallint('status').notNull().default(0),
    comments: text('comments').notNull().default(''),
    /** Roles the approver chose for the new user (saved before approving). */
    roleIds: uuid('role_ids').array().notNull().default(sql`'{}'::uuid[]`),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pending_registrations_company_idx').on(t.companyId, t.status, t.createdAt)],
);

/** Mail written by the server: kept here (the local outbox) and, with a real transport configured, sent. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    to: text('to').array().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** What it is about (e.g. 'requisition.approvalNeeded') and which document. */
    kind: text('kind').notNull(),
    documentType: integer('document_type'),
    documentId: uuid('document_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_unsent_idx').on(t.sentAt)],
);

/**
 * A file sent with an outbox message (issue 20: a scheduled report's file when it is small), in the order given.
 * Deleted with its message.
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: id(),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [uniqueIndex('mail_attachments_mail_position_key').on(t.mailId, t.position)],
);

/**
 * Failed sign-in attempts (login, punch-in, registration), one row each, shared by every instance: the rate limit
 * (auth/rate-limit.ts) counts the rows of a key inside its window. `key` is `<scope>:<kind>:<value>`, e.g.
 * `login:user:anna@x.example` or `login:ip:192.0.2.1`. Rows older than the window are pruned.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_failures_key_idx').on(t.key, t.failedAt),
    index('login_failures_failed_idx').on(t.failedAt),
  ],
);

/**
 * Durable background work (features/jobs): one row per job, taken by any instance with `for update skip locked`,
 * retried with exponential backoff (`run_after`) until `max_attempts`, then `dead`. The view `job_queue_overview`
 * (migration 0006) sums it up for operators.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    /** What to run, e.g. 'mail.send'; a handler per kind (features/jobs/queue.ts). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending (waiting or due), done, dead (gave up after max_attempts). */
    state: text('state').$type<'pending' | 'done' | 'dead'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAfter).where(sql`state = 'pending'`),
    index('jobs_state_idx').on(t.state, t.kind),
  ],
);

/**
 * Mailed password links (issue 18, features/password): a reset of a forgotten password or a new user's first
 * password. Only the SHA-256 of the token is kept; a link works once (`used_at`) until `expires_at`, and issuing a
 * new link of a purpose spends the user's older ones of it (`used_at` set, `replaced` true).
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** reset (a forgotten password) or create (a new user's first password). */
    purpose: text('purpose').$type<'reset' | 'create'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Spent by a newer link of the same purpose rather than by setting a password. */
    replaced: boolean('replaced').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_links_token_key').on(t.tokenHash),
    index('password_links_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * E-mail confirmations (issue 18, features/password/email-confirmation.ts): the link `/confirm-email-address?id=&tk=&h=`
 * mailed when a registration is approved. `h` is 256 random bits, kept as its SHA-256; `tk` is the time key, the
 * expiry in epoch seconds. The link confirms the address it was sent to (`email`), once a user's e-mail changes
 * it no longer matches. `confirmed_at` is set by the first use.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_confirmations_token_key').on(t.tokenHash),
    index('email_confirmations_user_idx').on(t.userId),
  ],
);

/**
 * The reseller's offices (issue 18), shown on the public /locations page (features/locations). `sort` orders
 * them (headquarters first); `hours` holds one line per span of days.
 */
export const offices = pgTable('offices', {
  id: id(),
  name: text('name').notNull(),
  /** headquarters, sales or integration (an integration and staging center). */
  kind: text('kind').$type<'headquarters' | 'sales' | 'integration'>().notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2').notNull().default(''),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postalCode: text('postal_code').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  hours: text('hours').array().notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * Company single sign-on (issue 18, features/sso): a company whose users sign in through its own SAML identity
 * provider. One configuration per company; the e-mail domains that route to it are rows of
 * `saml_email_domains` (a domain routes to one company only).
 */
export const samlConfigurations = pgTable(
  'saml_configurations',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The IdP's entity id: the Issuer its responses must carry. */
    idpEntityId: text('idp_entity_id').notNull(),
    /** The IdP's single sign-on URL (HTTP-Redirect binding); a path (`/sandbox/…`) is taken on our own origin. */
    ssoUrl: text('sso_url').notNull(),
    /** The IdP's signing certificate (PEM or base64 DER, as its metadata gives it) or its public key (PEM). */
    idpCertificate: text('idp_certificate').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * Whether the company's users may still sign in with a password while single sign-on is enabled (issue 18,
     * the company administrator's Single Sign-On page); false refuses the password sign-in (PasswordSignInDisabled).
     */
    passwordSignInAllowed: boolean('password_sign_in_allowed').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saml_configurations_company_key').on(t.companyId)],
);

/** The e-mail domains (lower case, `contoso.example`) whose users sign in through a company's IdP. */
export const samlEmailDomains = pgTable('saml_email_domains', {
  domain: text('domain').primaryKey(),
  configurationId: uuid('configuration_id')
    .notNull()
    .references(() => samlConfigurations.id, { onDelete: 'cascade' }),
});

/**
 * SP-initiated sign-ins under way: the AuthnRequest's ID (the response's InResponseTo), the RelayState that
 * brings the browser back (stored as its SHA-256), the company and the portal page to land on. Spent once by
 * the first valid response (`used_at`, one conditional update): a replayed response is refused.
 */
export const samlRequests = pgTable(
  'saml_requests',
  {
    id: text('id').primaryKey(),
    relayHash: text('relay_hash').notNull(),
    configurationId: uuid('configuration_id')
      .notNull()
      .references(() => samlConfigurations.id, { onDelete: 'cascade' }),
    url: text('url'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saml_requests_relay_key').on(t.relayHash),
    index('saml_requests_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Every change an administrator makes to a user (issue 18: who, when, what), shown on the user's page: created,
 * profile updated, enabled, disabled, a role added or removed, extra permissions changed. `detail` names the role,
 * the permissions added and removed, or the profile fields changed.
 */
export const userAudit = pgTable(
  'user_audit',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when the change was made (the history reads as it was, whatever happens to them). */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail')
      .$type<{
        role?: string;
        added?: string[];
        removed?: string[];
        fields?: string[];
        orderLimit?: string | null;
        monthlyBudget?: string | null;
        allContracts?: boolean;
      }>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_audit_user_idx').on(t.userId, t.at)],
);

/**
 * Spending limits per user (issue 18, beyond the documents, as Spartacus and Medusa B2B have them): a limit per
 * order and a budget per calendar month (UTC), each optional. A cart checkout above either becomes a requisition
 * for approval instead of an order (features/users/spending.ts).
 */
export const userSpendingLimits = pgTable('user_spending_limits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderLimit: money('order_limit'),
  monthlyBudget: money('monthly_budget'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/*
 * Maintenance contracts and devices (issue 19, 002 §3, §6, §7). A contract belongs to one company and one
 * manufacturer (the catalogue's `manufacturers`) and came from one data source; its devices (the installed base
 * it covers) carry the dates of the expiry buckets (002 §9). Who sees which contracts: `user_contract_access`
 * and the assigned manufacturers and contracts below (features/contracts/access.ts).
 */

/** 002 §3 ContractDataSource (All is a filter, never stored): 1 ManufacturerB2b, 2 ManufacturerImport, 3 ManualContractUpload. */
export const maintenanceContracts = pgTable(
  'maintenance_contracts',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    contractNumber: text('contract_number').notNull(),
    /** The manufacturer's contract type, e.g. "SNTC", "Foundation Care" (GetListOfContractTypes). */
    contractType: text('contract_type').notNull(),
    dataSource: smallint('data_source').notNull(),
    /** The company's ERP account number the contract is billed to (the manual upload's template is per number). */
    erpAccountNumber: text('erp_account_number').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** Who uploaded it (ManualContractUpload), null for the manufacturer's feeds. */
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('maintenance_contracts_number_key').on(t.companyId, t.manufacturerId, t.contractNumber),
    index('maintenance_contracts_company_idx').on(t.companyId, t.dataSource),
    index('maintenance_contracts_manufacturer_idx').on(t.manufacturerId),
    check('maintenance_contracts_data_source_check', sql`${t.dataSource} in (1, 2, 3)`),
  ],
);

/** A customer's install site (a device's site id and address; getInstallSites, listUserAddresses). */
export const installSites = pgTable(
  'install_sites',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** The manufacturer's site id, e.g. "SITE-10021". */
    siteNumber: text('site_number').notNull(),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    countryCode: text('country_code').notNull(),
  },
  (t) => [uniqueIndex('install_sites_number_key').on(t.companyId, t.siteNumber)],
);

/**
 * A device of the installed base (002 §3): part, serial, description, warranty, product label, manufacturer,
 * device type (1 Chassis, 2 Minor), quantity, notes, contract number, service level, status, start and end dates
 * (the contract end date), site, owner, end-of-sale and support dates, migration details. A Minor device with a
 * parent is a child instance of that chassis (GetChildInstances). `company_id` and `manufacturer_id` are kept on
 * the row (also for devices under no contract) so the searches filter one table.
 */
export const devices = pgTable(
  'devices',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    /** Null when no contract covers it. Deleting the contract deletes its devices (Maintenancecontract/Delete). */
    contractId: uuid('contract_id').references(() => maintenanceContracts.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    installSiteId: uuid('install_site_id').references(() => installSites.id, { onDelete: 'set null' }),
    partNumber: text('part_number').notNull(),
    serialNumber: text('serial_number').notNull(),
    description: text('description').notNull().default(''),
    productLabel: text('product_label').notNull().default(''),
    deviceType: smallint('device_type').notNull(),
    quantity: integer('quantity').notNull().default(1),
    notes: text('notes').notNull().default(''),
    serviceLevel: text('service_level').notNull().default(''),
    /** Active, Signed, Overdue or Terminated (DEVICE_STATUSES of the contract). */
    status: text('status').notNull(),
    owner: text('owner').notNull().default(''),
    warrantyType: text('warranty_type').notNull().default(''),
    warrantyEndDate: date('warranty_end_date', { mode: 'string' }),
    contractStartDate: date('contract_start_date', { mode: 'string' }),
    contractEndDate: date('contract_end_date', { mode: 'string' }),
    endOfSaleDate: date('end_of_sale_date', { mode: 'string' }),
    lastDateOfSupport: date('last_date_of_support', { mode: 'string' }),
    endOfSoftwareMaintenance: date('end_of_software_maintenance', { mode: 'string' }),
    endOfServiceAttach: date('end_of_service_attach', { mode: 'string' }),
    endOfServiceContractRenewal: date('end_of_service_contract_renewal', { mode: 'string' }),
    /** The manufacturer's migration path: the replacement part and its notes. */
    migrationPartNumber: text('migration_part_number').notNull().default(''),
    migrationDetails: text('migration_details').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id], name: 'devices_parent_fk' }).onDelete(
      'cascade',
    ),
    // The device list's order (contract end date, serial, id) under the company, so a page is read in order and
    // stops after its rows. The migration devices_list_covering adds INCLUDE (manufacturer_id, contract_id,
    // device_type, status) (drizzle's builder has none): the capped count of the list, of a date range and of a
    // type or status reads the index alone, with the columns contract access (visibleDevices) needs.
    index('devices_company_end_idx').on(t.companyId, t.contractEndDate, t.serialNumber, t.id),
    // A company's devices by lowercased part number (then the list's order): the part filter walks the company's
    // distinct parts on it (a loose index scan) and reads the devices of the matching ones (contracts store.ts
    // `partsContaining`). The migration devices_list_covering adds INCLUDE (part_number, manufacturer_id,
    // contract_id, device_type, status): both read the index alone (an index on lower(x) needs x for that).
    index('devices_company_part_idx').on(
      t.companyId,
      sql`lower(${t.partNumber})`,
      t.contractEndDate,
      t.serialNumber,
      t.id,
    ),
    // A company's devices of one status in the list's order: a status page is read in order and stops after its
    // rows, and its capped count reads at most 1,001 entries, for a common status and a rare one alike (the list
    // index above walked every device ending earlier first: "Active" read the 28,581 overdue devices' rows before
    // its first, "Terminated" all 100,000 of the company). The migration devices_status_order adds INCLUDE
    // (manufacturer_id, contract_id, device_type): contract access and the type filter read the index alone.
    index('devices_company_status_idx').on(t.companyId, t.status, t.contractEndDate, t.serialNumber, t.id),
    // A company's devices by last date of support: the capped count of a last-date-of-support filter (the
    // dashboard's buckets, 002 §9) reads at most 1,001 entries of its range, where it read the table until 1,001
    // matched (about 4,000 rows for "in 12 months" on the large seed). The migration devices_support_count adds
    // INCLUDE (manufacturer_id, contract_id): contract access (visibleDevices) reads the index alone.
    index('devices_company_support_idx').on(t.companyId, t.lastDateOfSupport),
    // A company's devices of one type by contract end date: the capped count of a type with an end date range (the
    // dashboard's expired chassis) reads at most 1,001 entries of its range, where it read the list index until
    // 1,001 matched (4,001 entries on the large seed), or the table when the planner misjudged that. The migration
    // devices_type_count adds INCLUDE (manufacturer_id, contract_id), as above.
    index('devices_company_type_end_idx').on(t.companyId, t.deviceType, t.contractEndDate),
    index('devices_contract_idx').on(t.contractId),
    index('devices_parent_idx').on(t.parentId),
    index('devices_company_manufacturer_idx').on(t.companyId, t.manufacturerId),
    index('devices_serial_lower_idx').on(t.companyId, sql`lower(${t.serialNumber})`),
    index('devices_part_trgm_idx').using('gin', sql`lower(${t.partNumber}) gin_trgm_ops`),
    index('devices_serial_trgm_idx').using('gin', sql`lower(${t.serialNumber}) gin_trgm_ops`),
    check('devices_device_type_check', sql`${t.deviceType} in (1, 2)`),
    check('devices_quantity_check', sql`${t.quantity} >= 1`),
    check('devices_not_own_parent_check', sql`${t.parentId} <> ${t.id}`),
  ],
);

/**
 * Maintenance contract access per user (002 §3, §6, §7 setAccessAllMaintenanceContracts): all the company's
 * contracts (the default, also when the user has no row), or only the assigned manufacturers' contracts and the
 * assigned contracts (the two tables below; either grants).
 */
export const userContractAccess = pgTable('user_contract_access', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  allContracts: boolean('all_contracts').notNull().default(true),
  updatedAt: updatedAt(),
});

/** assignContractsAndManufacturers: a manufacturer grants every contract of it (of the user's company). */
export const userContractManufacturers = pgTable(
  'user_contract_manufacturers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.manufacturerId] })],
);

/** assignContractsAndManufacturers: one contract. */
export const userContracts = pgTable(
  'user_contracts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => maintenanceContracts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contractId] }),
    index('user_contracts_contract_idx').on(t.contractId),
  ],
);

/**
 * A business unit's spending limits (issue 18): per order and per calendar month (UTC), each null for none. The
 * budget counts the orders filed under the unit and every unit below it; an order filed under a unit is held to
 * the limits of that unit and of every unit above it (features/business-units/spending.ts).
 */
export const businessUnitSpendingLimits = pgTable('business_unit_spending_limits', {
  unitId: uuid('unit_id')
    .primaryKey()
    .references(() => businessUnits.id, { onDelete: 'cascade' }),
  orderLimit: money('order_limit'),
  monthlyBudget: money('monthly_budget'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/*
 * Work item requests (issue 19; 002 §3 "Work item request", §4, §5, §7 MaintenanceContractRequest). A request of
 * one of the seven kinds (type 1…7) is saved Unsubmitted (0), names devices or contracts as its items, is submitted
 * (Pending Approval 1) and moved on by the reseller (Pending Presidio 3, Completed 2 or Rejected 4): the rule is
 * `@b2b-portal/flows/rules` workItems.ts. Every change is a row of `work_item_request_history` (the audit trail).
 */
export const workItemRequests = pgTable(
  'work_item_requests',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** WI-700001… */
    number: text('number').notNull(),
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(0),
    requesterUserId: uuid('requester_user_id')
      .notNull()
      .references(() => users.id),
    comments: text('comments').notNull().default(''),
    userName: text('user_name').notNull().default(''),
    ccoId: text('cco_id').notNull().default(''),
    question: text('question').notNull().default(''),
    rmaNumber: text('rma_number').notNull().default(''),
    previousSerial: text('previous_serial').notNull().default(''),
    newSerial: text('new_serial').notNull().default(''),
    targetContractNumber: text('target_contract_number').notNull().default(''),
    destinationAddress: text('destination_address').notNull().default(''),
    destinationSiteId: uuid('destination_site_id').references(() => installSites.id, {
      onDelete: 'set null',
    }),
    serialNumbers: text('serial_numbers').notNull().default(''),
    /** WorkItemSupportLevel 1 Cisco TAC 8x5, 2 Cisco TAC 24x7. */
    supportLevel: smallint('support_level'),
    /** WorkItemOnsiteSupport 1 Onsite, 2 Non Onsite. */
    onsiteSupport: smallint('onsite_support'),
    /** WorkItemReplacementPart 1 NBD, 2 4HR Parts, 3 2HR Parts. */
    replacementPart: smallint('replacement_part'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('work_item_requests_number_key').on(t.number),
    index('work_item_requests_company_idx').on(t.companyId, t.status, t.createdAt),
    index('work_item_requests_requester_idx').on(t.requesterUserId, t.createdAt),
    check('work_item_requests_type_check', sql`${t.type} between 1 and 7`),
    check('work_item_requests_status_check', sql`${t.status} between 0 and 4`),
  ],
);

/** A device or a contract a request names (exactly one of the two). */
export const workItemRequestItems = pgTable(
  'work_item_request_items',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => workItemRequests.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id').references(() => maintenanceContracts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('work_item_request_items_device_key').on(t.requestId, t.deviceId),
    uniqueIndex('work_item_request_items_contract_key').on(t.requestId, t.contractId),
    index('work_item_request_items_device_idx').on(t.deviceId),
    check('work_item_request_items_one_check', sql`(${t.deviceId} is null) <> (${t.contractId} is null)`),
  ],
);

/** The audit trail (getHistory): who did what, when, and the status after it. */
export const workItemRequestHistory = pgTable(
  'work_item_request_history',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => workItemRequests.id, { onDelete: 'cascade' }),
    /** Null for the reseller's service desk. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** Created, Updated, ItemsAdded, ItemRemoved, StatusChanged. */
    action: text('action').notNull(),
    /** What was added or removed (part and serial, or contract number). */
    detail: text('detail').notNull().default(''),
    status: smallint('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('work_item_request_history_request_idx').on(t.requestId, t.createdAt)],
);

/**
 * Each user's authorization at the manufacturer's support APIs (issue 20, 002 §4 vendor support): the OAuth 2
 * refresh token the authorization-code exchange gave, encrypted as the vendor credentials are
 * (features/account/vendor-secret.ts) with `<companyId>:<userId>` as additional data, so a value copied onto
 * another user's row does not open. Never sent to the browser.
 */
export const vendorSupportTokens = pgTable('vendor_support_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id),
  refreshTokenEncrypted: text('refresh_token_encrypted').notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 20, the cloud reports (/prism-savings-report, /edp-report): a company's cloud consumption by month and
 * service as the reseller bills it, at the provider's list price and at the company's contract price (the
 * difference is its savings). `month` is the month's first day. Rows of a month exist once its figures arrive
 * (12 to 14 days after month end); the reports show a month only from its publication day (flows' cloudReports).
 */
export const cloudConsumption = pgTable(
  'cloud_consumption',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    service: text('service').notNull(),
    listCost: money('list_cost').notNull(),
    contractCost: money('contract_cost').notNull(),
  },
  (t) => [
    uniqueIndex('cloud_consumption_company_month_service_key').on(
      t.companyId,
      t.provider,
      t.month,
      t.service,
    ),
    check('cloud_consumption_month_first_day', sql`extract(day from ${t.month}) = 1`),
  ],
);

/**
 * An enterprise discount programme (EDP) commitment: the company commits to consume `committedAmount` (at
 * contract price) of a provider's services between its start and end month (first days), for a discount.
 */
export const edpCommitments = pgTable(
  'edp_commitments',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    programme: text('programme').notNull(),
    startMonth: date('start_month', { mode: 'string' }).notNull(),
    endMonth: date('end_month', { mode: 'string' }).notNull(),
    committedAmount: money('committed_amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('edp_commitments_company_idx').on(t.companyId),
    check('edp_commitments_months', sql`${t.startMonth} <= ${t.endMonth}`),
  ],
);

/**
 * Issue 20 (reports): a report a company's users may run. Standard reports (company_id null) are seeded and shared
 * by every company; custom reports (company_id set) belong to one company (GetCustomReports). Prism and EDP reports
 * are kinds of report too (features/cloud-reports). `search_fields` lists the fields the report takes, in order.
 */
export const reportDefinitions = pgTable(
  'report_definitions',
  {
    id: id(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 'standard' | 'custom' | 'prism' | 'edp'. */
    kind: text('kind').notNull(),
    companyId: uuid('company_id').references(() => companies.id),
    /** ReportFormat values the report can be run in (PDF 1, Excel2007/Xlsx 6, CSV as ExcelData 5). */
    formats: integer('formats').array().notNull(),
    searchFields: jsonb('search_fields').$type<ReportSearchFieldDefinition[]>().notNull().default([]),
    /**
     * What the run computes (features/reports/computations.ts): a standard report's own key; a custom report names
     * the standard computation it runs with its `preset` search values (which the user's values cannot override).
     */
    computation: text('computation').notNull(),
    preset: jsonb('preset').$type<Record<string, string | number>>().notNull().default({}),
    /** Whether the report's figures are by month (the portal notes when a month's data is available). */
    monthly: boolean('monthly').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // One key per company; the standard reports (no company) share the zero uuid's place.
    uniqueIndex('report_definitions_company_key').on(
      sql`coalesce(${t.companyId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.key,
    ),
    check('report_definitions_kind_check', sql`${t.kind} in ('standard', 'custom', 'prism', 'edp')`),
  ],
);

/** A field a report takes (the search fields form of /report). */
export interface ReportSearchFieldDefinition {
  name: 'dateFrom' | 'dateTo' | 'businessUnitId' | 'orderStatus' | 'withinDays';
  kind: 'date' | 'businessUnit' | 'orderStatus' | 'quoteStatus' | 'days';
  required: boolean;
}

/** Issue 20: who may see and run a report (a viewReports holder sees only the reports assigned to them). */
export const reportAssignments = pgTable(
  'report_assignments',
  {
    id: id(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reportDefinitions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('report_assignments_report_user_key').on(t.reportId, t.userId),
    index('report_assignments_user_idx').on(t.userId),
  ],
);

/**
 * Issue 20: a user's subscription to a report: the search fields they saved (savereportsubscriptionsearchfields),
 * the format, and the schedule of its scheduled runs (features/report-schedules). Its id is the `uuid` of
 * `/report?id=&uuid=`; one per user and report.
 */
export const reportSubscriptions = pgTable(
  'report_subscriptions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reportDefinitions.id, { onDelete: 'cascade' }),
    searchFields: jsonb('search_fields').$type<Record<string, string | number>>().notNull().default({}),
    /** ReportFormat value. */
    format: integer('format').notNull(),
    /** { kind:'daily', every, at } | { kind:'weekly', days, at } | { kind:'monthly', day, at }, or none. */
    schedule: jsonb('schedule').$type<Record<string, unknown> | null>(),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('report_subscriptions_user_report_key').on(t.userId, t.reportId),
    index('report_subscriptions_next_run_idx').on(t.nextRunAt),
  ],
);

/** Issue 20: the index of the report file store (features/reports/file-store.ts): one stored file per row. */
export const reportFiles = pgTable(
  'report_files',
  {
    id: id(),
    blobName: text('blob_name').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reportId: uuid('report_id').references(() => reportDefinitions.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('report_files_blob_name_key').on(t.blobName),
    index('report_files_expires_idx').on(t.expiresAt),
  ],
);
