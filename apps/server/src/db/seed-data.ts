import { Enumerations } from '@b2b-portal/api';
import type { StorefrontSettings } from './schema';
import { seedId } from './seed-ids';

/** The demo data of ARCHITECTURE.md ("Demo data"), as plain values the seed writes and the tests read. */

export const DEMO_PASSWORD = 'Demo-Portal-2026!';

const { Ordering, MaintenanceContracts } = Enumerations.ApplicationFeature;
const { Requester, QuoteApprover, ApproverLevel1, ApproverLevel2 } = Enumerations.QuoteWorkflowRole;

const defaultLinks: StorefrontSettings['links'] = [
  { id: 'home', label: 'Home', href: 'https://www.example.com/' },
  { id: 'careers', label: 'Careers', href: 'https://www.example.com/careers' },
  { id: 'privacy', label: 'Privacy Policy', href: 'https://www.example.com/privacy' },
  { id: 'cookies', label: 'Cookie Policy', href: 'https://www.example.com/cookies' },
  { id: 'sitemap', label: 'Sitemap', href: 'https://www.example.com/sitemap' },
  { id: 'contact', label: 'Contact Us', href: 'https://www.example.com/contact' },
  { id: 'priceList', label: 'Global Price List', href: 'punchout', permission: 'browseCatalogs' },
];

export const demoCompanies = {
  northwind: {
    id: seedId('company:northwind'),
    name: 'Northwind Health',
    features: Ordering.value | MaintenanceContracts.value,
    configured: true,
    erpCustomerId: 'C-100234',
    salesTerritoryCode: 'NE-HC-01',
    areaName: 'Northeast Healthcare',
    storefrontSettings: {
      logoUrl: null,
      maintenanceMode: false,
      creditCardProcessor: 'paytrace',
      links: defaultLinks,
    } satisfies StorefrontSettings,
  },
  contoso: {
    id: seedId('company:contoso'),
    name: 'Contoso Retail',
    features: Ordering.value,
    configured: true,
    erpCustomerId: 'C-200871',
    salesTerritoryCode: 'W-RT-04',
    areaName: 'West Retail',
    storefrontSettings: {
      logoUrl: null,
      maintenanceMode: false,
      creditCardProcessor: 'wex',
      links: defaultLinks,
    } satisfies StorefrontSettings,
  },
  /** Not configured for the portal: its users get CompanyNotConfigured at login. */
  fabrikam: {
    id: seedId('company:fabrikam'),
    name: 'Fabrikam Manufacturing',
    features: 0,
    configured: false,
    erpCustomerId: 'C-300112',
    salesTerritoryCode: 'MW-MF-02',
    areaName: 'Midwest Manufacturing',
    storefrontSettings: {
      logoUrl: null,
      maintenanceMode: false,
      creditCardProcessor: 'paytrace',
      links: defaultLinks,
    } satisfies StorefrontSettings,
  },
} as const;

const buyerPermissions = [
  'shoppingcart',
  'shoppingCartCheckOut',
  'browseCatalogs',
  'templates',
  'orders',
  'invoices',
  'submitRFQ',
  'rfqs',
  'viewQuote',
  'addresses',
] as const;

/** One role per persona kind; role types from the quote workflow (requester 12). */
export const demoRoles = {
  storefrontAdministrator: {
    id: seedId('role:storefront-administrator'),
    name: 'Storefront Administrator',
    roleType: 0,
    permissions: ['storefrontAdmin'],
  },
  buyer: {
    id: seedId('role:buyer'),
    name: 'Buyer',
    roleType: Requester.value,
    permissions: [...buyerPermissions],
  },
  /** 002 §3's Quote Approver: approves quotes and requisitions (the chains' first quote level). */
  approver: {
    id: seedId('role:approver'),
    name: 'Quote Approver',
    roleType: QuoteApprover.value,
    permissions: [
      'viewQuote',
      'approveQuotes',
      'requisitions',
      'approveRequisitions',
      'approveRegistrations',
    ],
  },
  /** Workflow roles of the approval chains (002 quote workflow roles; issue 6). They carry no permission. */
  approverLevel1: {
    id: seedId('role:approver-level-1'),
    name: 'Approver Level 1',
    roleType: ApproverLevel1.value,
    permissions: [],
  },
  approverLevel2: {
    id: seedId('role:approver-level-2'),
    name: 'Approver Level 2',
    roleType: ApproverLevel2.value,
    permissions: [],
  },
  /** Shops and submits carts as requisitions: may not check out (no shoppingCartCheckOut). */
  requester: {
    id: seedId('role:requester'),
    name: 'Requester',
    roleType: Requester.value,
    permissions: ['shoppingcart', 'browseCatalogs', 'templates', 'requisitions', 'submitRFQ', 'rfqs'],
  },
  contracts: {
    id: seedId('role:contracts-manager'),
    name: 'Contracts',
    roleType: 0,
    permissions: ['contractsView', 'workItems', 'workItemCreate'],
  },
  reports: {
    id: seedId('role:reports'),
    name: 'Reports',
    roleType: 0,
    permissions: ['viewReports'],
  },
  /** 002 §6: creates and deletes users and manages their permissions. */
  administration: {
    id: seedId('role:administration'),
    name: 'Administration',
    roleType: 0,
    permissions: ['users', 'viewUsers', 'businessunits', 'manageCiscoContractAccess'],
  },
  /** Sees the company's users without changing them (issue 18: viewUsers is read-only). */
  userViewer: {
    id: seedId('role:user-viewer'),
    name: 'User Viewer',
    roleType: 0,
    permissions: ['viewUsers'],
  },
  invoices: {
    id: seedId('role:invoices'),
    name: 'Invoices',
    roleType: 0,
    permissions: ['invoices', 'submitInvoiceInquiry'],
  },
  orderViewer: {
    id: seedId('role:order-viewer'),
    name: 'Order Viewer',
    roleType: 0,
    permissions: ['orders'],
  },
} as const;

type RoleKey = keyof typeof demoRoles;
type CompanyKey = keyof typeof demoCompanies;

export interface DemoUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  phone: string;
  company: CompanyKey;
  roles: RoleKey[];
  /** Extra permissions on top of the roles' (002 §6). */
  extraPermissions: string[];
  status: 1 | 2;
}

const user = (
  username: string,
  firstName: string,
  lastName: string,
  company: CompanyKey,
  roles: RoleKey[],
  options: { extraPermissions?: string[]; status?: 1 | 2; phone?: string } = {},
): DemoUser => ({
  id: seedId(`user:${username}`),
  username,
  firstName,
  lastName,
  phone: options.phone ?? '555-010-0100',
  company,
  roles,
  extraPermissions: options.extraPermissions ?? [],
  status: options.status ?? 1,
});

/**
 * The seven personas of ARCHITECTURE.md, the second approver and the requester of the approval workflows (issue 6),
 * a second Northwind buyer (issue 16), plus one user of a company not configured for the portal.
 */
export const demoUsers = {
  admin: user('admin@northwind.example', 'Avery', 'Admin', 'northwind', ['storefrontAdministrator']),
  buyer: user('buyer@northwind.example', 'Blake', 'Buyer', 'northwind', ['buyer']),
  /** Issue 16: a second Northwind buyer, whose cart only the keyboard journeys fill (the first's is the shop's). */
  buyer2: user('buyer2@northwind.example', 'Sam', 'Shopper', 'northwind', ['buyer']),
  /**
   * Issue 17: a third Northwind buyer who also sees the company's orders (viewAllOrders), whose cart only the quick
   * order and reorder journeys fill.
   */
  buyer3: user('buyer3@northwind.example', 'Jamie', 'Reyes', 'northwind', ['buyer'], {
    extraPermissions: ['viewAllOrders'],
  }),
  approver: user('approver@northwind.example', 'Alex', 'Approver', 'northwind', [
    'approver',
    'approverLevel1',
  ]),
  /** Issue 6: the second level of Northwind's approval chains. */
  approver2: user('approver2@northwind.example', 'Morgan', 'Manager', 'northwind', [
    'approver',
    'approverLevel2',
  ]),
  /** Issue 6: submits carts as requisitions. */
  requester: user('requester@northwind.example', 'Riley', 'Requester', 'northwind', ['requester']),
  contracts: user('contracts@northwind.example', 'Casey', 'Contracts', 'northwind', ['contracts', 'reports']),
  /**
   * Issue 19: a contracts user with only assigned maintenance contracts (HPE's and the Palo Alto one,
   * seed-contracts.ts); sees no other contract or device.
   */
  contracts2: user('contracts2@northwind.example', 'Jordan', 'Fieldtech', 'northwind', ['contracts']),
  useradmin: user('useradmin@northwind.example', 'Uma', 'Useradmin', 'northwind', ['administration']),
  /**
   * Issue 18: a temporary Northwind user (Reports only) whom the users journey disables while they are signed in;
   * no other journey signs in as them.
   */
  temp: user('temp@northwind.example', 'Taylor', 'Temp', 'northwind', ['reports']),
  /**
   * Issue 20: the reports journey's user (Reports role = viewReports): runs the reports assigned to them
   * (spend-by-month, orders-by-status, invoice-ageing; seed-reports.ts).
   */
  reports: user('reports@northwind.example', 'Robin', 'Reyna', 'northwind', ['reports']),
  contosoBuyer: user('buyer@contoso.example', 'Charlie', 'Contoso', 'contoso', ['buyer'], {
    extraPermissions: ['contractsView'],
  }),
  disabled: user('disabled@contoso.example', 'Dana', 'Disabled', 'contoso', ['orderViewer'], { status: 2 }),
  unconfigured: user('unconfigured@fabrikam.example', 'Frankie', 'Fabrikam', 'fabrikam', ['buyer']),
  /**
   * Issue 18: the addresses journey's buyer (e2e/addresses.spec.ts): holds addresses (the Buyer role), changes the
   * company's addresses on /addresses and checks out from a cart of its own that no other journey fills.
   */
  office: user('office@northwind.example', 'Olive', 'Office', 'northwind', ['buyer']),
  /**
   * Issue 18: forgets the password in the password journey (e2e/password.spec.ts), which sets a new one, so no
   * other journey signs in as this user. No role: signing in is all the journey does.
   */
  forgetful: user('forgetful@northwind.example', 'Parker', 'Forgetful', 'northwind', []),
} as const;

export const demoNews = [
  {
    id: seedId('news:northwind-maintenance-window'),
    company: 'northwind' as CompanyKey | null,
    subject: 'Scheduled maintenance on Saturday 2:00–4:00 AM EST',
    status: 1,
    publishedAt: '2026-01-05T14:00:00Z',
  },
  {
    id: seedId('news:northwind-contract-renewals'),
    company: 'northwind',
    subject: 'Maintenance contract renewals for Q2 are now open',
    status: 1,
    publishedAt: '2026-01-12T14:00:00Z',
  },
  {
    id: seedId('news:global-holiday-shipping'),
    company: null,
    subject: 'Order by 1pm EST for same-day shipping',
    status: 1,
    publishedAt: '2026-01-02T14:00:00Z',
  },
  {
    id: seedId('news:global-draft'),
    company: null,
    subject: 'Draft: new price list coming soon',
    status: 0,
    publishedAt: null,
  },
  {
    id: seedId('news:contoso-draft'),
    company: 'contoso',
    subject: 'Draft: Contoso store opening specials',
    status: 0,
    publishedAt: null,
  },
] as const satisfies readonly {
  id: string;
  company: CompanyKey | null;
  subject: string;
  status: number;
  publishedAt: string | null;
}[];

/** Northwind's business units: label Department, hierarchy Division → Department → Cost Center. */
export const northwindBusinessUnits = {
  setting: {
    id: seedId('bu-setting:northwind'),
    label: 'Department',
    hierarchyName: 'Northwind Departments',
    // Not required (issue 18 made checkout enforce it): the demo's and the tests' orders name no unit.
    isRequired: false,
    active: true,
  },
  types: [
    { id: seedId('bu-type:northwind:division'), name: 'Division', level: 1 },
    { id: seedId('bu-type:northwind:department'), name: 'Department', level: 2 },
    { id: seedId('bu-type:northwind:cost-center'), name: 'Cost Center', level: 3 },
  ],
  units: [
    { key: 'clinical', name: 'Clinical Services', level: 1, parent: null },
    { key: 'corporate', name: 'Corporate', level: 1, parent: null },
    { key: 'radiology', name: 'Radiology', level: 2, parent: 'clinical' },
    { key: 'cardiology', name: 'Cardiology', level: 2, parent: 'clinical' },
    { key: 'it', name: 'Information Technology', level: 2, parent: 'corporate' },
    { key: 'finance', name: 'Finance', level: 2, parent: 'corporate' },
    { key: 'it-infra', name: 'IT Infrastructure (CC-4100)', level: 3, parent: 'it' },
    { key: 'it-apps', name: 'IT Applications (CC-4200)', level: 3, parent: 'it' },
  ],
} as const;

export const northwindPunchOutProfile = {
  id: seedId('punchout-profile:northwind'),
  duns: '123456789',
  username: 'northwind-cfg',
  password: 'Demo-Config-Tool-Secret',
} as const;
