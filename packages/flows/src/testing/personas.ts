import { ApplicationFeature } from '@b2b-portal/api';

/** The demo personas of ARCHITECTURE.md ("Demo data"), as the tests of menus and shell rules see them. */
const northwind = ApplicationFeature.Ordering | ApplicationFeature.MaintenanceContracts;
const contoso = ApplicationFeature.Ordering;

const northwindBuyer = [
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
];

export const personas = {
  admin: { email: 'admin@northwind.example', features: northwind, permissions: ['storefrontAdmin'] },
  buyer: { email: 'buyer@northwind.example', features: northwind, permissions: northwindBuyer },
  approver: {
    email: 'approver@northwind.example',
    features: northwind,
    permissions: [
      'viewQuote',
      'approveQuotes',
      'requisitions',
      'approveRequisitions',
      'approveRegistrations',
    ],
  },
  contracts: {
    email: 'contracts@northwind.example',
    features: northwind,
    permissions: ['contractsView', 'workItems', 'workItemCreate', 'viewReports'],
  },
  useradmin: {
    email: 'useradmin@northwind.example',
    features: northwind,
    permissions: ['users', 'viewUsers', 'businessunits', 'manageCiscoContractAccess'],
  },
  contosoBuyer: {
    email: 'buyer@contoso.example',
    features: contoso,
    permissions: [...northwindBuyer, 'contractsView'],
  },
  disabled: { email: 'disabled@contoso.example', features: contoso, permissions: ['orders'] },
} as const;

export type PersonaName = keyof typeof personas;
