import * as z from 'zod/mini';

/** Storefront configuration of the caller's company (`v1.0/company/listStorefrontConfiguration`). */
export const StorefrontConfiguration = z.object({
  companyID: z.string(),
  companyName: z.string(),
  /** Bit mask of ApplicationFeature. */
  features: z.int(),
  /** Shown in place of the default logo for punch-out users and company branding. */
  logoUrl: z.nullable(z.string()),
  /** When true the signed-out header hides Login and Help (000 §2.6). */
  maintenanceMode: z.boolean(),
  /** Card processor page used by `/payment-info-request`: wex or paytrace. */
  creditCardProcessor: z.enum(['wex', 'paytrace']),
  /** External links of the side menu and footer. */
  links: z.array(
    z.object({ id: z.string(), label: z.string(), href: z.string(), permission: z.optional(z.string()) }),
  ),
});
export type StorefrontConfiguration = z.infer<typeof StorefrontConfiguration>;

/** Shopping cart, header view (000 §3): the cart's id and its item count, for the header's cart icon. */
export const ShoppingCartSummary = z.object({ id: z.string(), count: z.int().check(z.nonnegative()) });
export type ShoppingCartSummary = z.infer<typeof ShoppingCartSummary>;

export const NewsQuery = z.object({ newsStatus: z._default(z.coerce.number().check(z.int()), 1) });
export const NewsItem = z.object({ id: z.string(), subject: z.string(), publishedDate: z.string() });
export type NewsItem = z.infer<typeof NewsItem>;

export const EnumerationQuery = z.object({ typeName: z.string().check(z.minLength(1), z.maxLength(100)) });

export const BusinessUnitType = z.object({ id: z.string(), name: z.string(), level: z.int() });
export type BusinessUnitType = z.infer<typeof BusinessUnitType>;

export interface BusinessUnitNode {
  id: string;
  name: string;
  typeID: string;
  parentID: string | null;
  children: BusinessUnitNode[];
}
export const BusinessUnitNode: z.ZodMiniType<BusinessUnitNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    typeID: z.string(),
    parentID: z.nullable(z.string()),
    children: z.array(BusinessUnitNode),
  }),
);

/** Business unit hierarchy (002 §3): name, is-required flag, levels, active flag, and the units as a tree. */
export const BusinessUnitHierarchy = z.object({
  hierarchyName: z.string(),
  isRequired: z.boolean(),
  isActive: z.boolean(),
  levels: z.array(BusinessUnitType),
  units: z.array(BusinessUnitNode),
});
export type BusinessUnitHierarchy = z.infer<typeof BusinessUnitHierarchy>;

export const BusinessUnitLabel = z.object({ label: z.string() });

/** Punch-out init request (000 §3). */
export const PunchOutInitQuery = z.object({
  type: z._default(z.coerce.number().check(z.int()), 0),
  id: z.optional(z.string().check(z.maxLength(200))),
  postUrl: z.optional(z.string().check(z.maxLength(2000))),
  returnUrl: z.optional(z.string().check(z.maxLength(2000))),
  module: z.optional(z.string().check(z.maxLength(100))),
});

/** Cart punch-out form data (000 §3: duns, userName, password, hookUrl, cookie, xml). */
export const PunchOutFormData = z.object({
  action: z.string(),
  duns: z.string(),
  userName: z.string(),
  password: z.string(),
  hookUrl: z.string(),
  cookie: z.string(),
  cXMLRequest: z.string(),
});
export type PunchOutFormData = z.infer<typeof PunchOutFormData>;

export const PunchOutInitAnswer = z.object({
  type: z.string(),
  data: z.nullable(PunchOutFormData),
});
export type PunchOutInitAnswer = z.infer<typeof PunchOutInitAnswer>;

/**
 * What one post to the log may carry (issue 15 item 2). Signed in, a post takes up to 100 entries of 8,000
 * characters. Signed out, anyone on the internet can post, so the body is small: at most 20 entries (the client
 * logger's batch) of 1,000 characters each and 16 KB in all (413 PayloadTooLarge above that); the error log
 * collector 10 messages of 1,000 characters. The server also caps the bytes a day per address and per user (429).
 */
export const CLIENT_LOG_LIMITS = {
  entries: 100,
  message: 8000,
  url: 2000,
  errorMessages: 50,
  anonymous: { entries: 20, message: 1000, url: 1000, errorMessages: 10, bodyBytes: 16 * 1024 },
} as const;
const { anonymous } = CLIENT_LOG_LIMITS;

/** Client log entry (000 §7): posted by the portal; the server stores it. */
export const LogLevel = z.enum(['Info', 'Warn', 'Error']);
export const ClientLogEntry = z.object({
  level: LogLevel,
  message: z.string().check(z.maxLength(CLIENT_LOG_LIMITS.message)),
  url: z.optional(z.string().check(z.maxLength(CLIENT_LOG_LIMITS.url))),
  /** Timestamp shifted by -4 h (daylight) or -5 h, as the documents require. */
  timestamp: z.string().check(z.maxLength(64)),
  /** Request details for failed calls, with the authorisation header and redacted bodies removed. */
  request: z.optional(
    z.object({
      method: z.string().check(z.maxLength(16)),
      path: z.string().check(z.maxLength(2000)),
      status: z.optional(z.int()),
      /** Request headers; the server drops authorization, cookie and session-id whatever the client sends. */
      headers: z.optional(z.record(z.string().check(z.maxLength(200)), z.string().check(z.maxLength(2000)))),
      body: z.optional(z.unknown()),
    }),
  ),
});
export const ClientLogBody = z.object({
  entries: z.array(ClientLogEntry).check(z.minLength(1), z.maxLength(CLIENT_LOG_LIMITS.entries)),
});
/** The client log body of a signed-out caller (CLIENT_LOG_LIMITS.anonymous). */
export const AnonymousClientLogBody = z.object({
  entries: z
    .array(
      z.extend(ClientLogEntry, {
        message: z.string().check(z.maxLength(anonymous.message)),
        url: z.optional(z.string().check(z.maxLength(anonymous.url))),
      }),
    )
    .check(z.minLength(1), z.maxLength(anonymous.entries)),
});

/** Error log collector body (000 §7): environment, messages, level, url, local time. */
export const ErrorLogBody = z.object({
  environment: z.string().check(z.maxLength(100)),
  messages: z
    .array(z.string().check(z.maxLength(CLIENT_LOG_LIMITS.message)))
    .check(z.minLength(1), z.maxLength(CLIENT_LOG_LIMITS.errorMessages)),
  level: LogLevel,
  url: z.string().check(z.maxLength(CLIENT_LOG_LIMITS.url)),
  localTime: z.string().check(z.maxLength(64)),
});
/** The error log collector body of a signed-out caller (CLIENT_LOG_LIMITS.anonymous). */
export const AnonymousErrorLogBody = z.extend(ErrorLogBody, {
  messages: z
    .array(z.string().check(z.maxLength(anonymous.message)))
    .check(z.minLength(1), z.maxLength(anonymous.errorMessages)),
  url: z.string().check(z.maxLength(anonymous.url)),
});

export const Health = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
});
