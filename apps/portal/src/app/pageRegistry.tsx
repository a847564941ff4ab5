import type { RouteName } from '@b2b-portal/flows/rules';
import type { ComponentType } from 'react';
import type { PageProps } from './PageProps';

/** Loads a page's chunk (what `React.lazy` takes). */
export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

/**
 * The pages of the routes that need a sign-in, built so far, each its own chunk, by route (the public ones are in
 * publicPageRegistry.tsx). A route of the table without a page here shows the plain "not available yet" page: its
 * area belongs to a later piece of work.
 *
 * This registry is a chunk of its own, not part of the entry (pages.tsx loads it): with each page's preload list
 * it is some 4 KB gzip that grows with every route, and Login's first paint, the one with its own budget, needs
 * none of it. A signed-in user's side menu (app/lazy/SideMenu) loads with the session on every route, so these
 * pages' preload lists leave out its chunks (preloadPruning's `alreadyLoaded` in vite.config.ts).
 */
/** The four invoice variants share one page (issue 17): it reads the variant from its route. */
const InvoicePage: PageLoader = () => import('../pages/InvoicePage');

export const pageLoaders: Partial<Record<RouteName, PageLoader>> = {
  MyAccount: () => import('../pages/MyAccountPage'),
  AccountOverview: () => import('../pages/AccountOverviewPage'),
  Shop: () => import('../pages/ShopPage'),
  ShoppingCart: () => import('../pages/ShoppingCartPage'),
  QuickOrder: () => import('../pages/QuickOrderPage'),
  SavedCarts: () => import('../pages/SavedCartsPage'),
  MySavedCart: () => import('../pages/SavedCartPage'),
  SharedSavedCart: () => import('../pages/SharedSavedCartPage'),
  SendPricingRequest: () => import('../pages/SendPricingRequestPage'),
  Checkout: () => import('../pages/CheckoutPage'),
  WorkflowConfirmation: () => import('../pages/WorkflowConfirmationPage'),
  Quotes: () => import('../pages/QuotesPage'),
  Quote: () => import('../pages/QuotePage'),
  Requisitions: () => import('../pages/RequisitionsPage'),
  Requisition: () => import('../pages/RequisitionPage'),
  PricingRequestList: () => import('../pages/PricingRequestsPage'),
  WorkItems: () => import('../pages/WorkItemsPage'),
  WorkItemRequest: () => import('../pages/WorkItemRequestPage'),
  ManualContractUpload: () => import('../pages/ManualContractPage'),
  ContractsDashboard: () => import('../pages/ContractsDashboardPage'),
  Devices: () => import('../pages/DevicesPage'),
  Device: () => import('../pages/DevicePage'),
  PricingRequest: () => import('../pages/PricingRequestPage'),
  Transfer: () => import('../pages/TransferPage'),
  PendingApprovals: () => import('../pages/PendingApprovalsPage'),
  ViewRegistration: () => import('../pages/ViewRegistrationPage'),
  SettingsAndAdministration: () => import('../pages/SettingsPage'),
  SingleSignOn: () => import('../pages/SingleSignOnPage'),
  ApprovalWorkflows: () => import('../pages/ApprovalWorkflowsPage'),
  BusinessHierarchy: () => import('../pages/BusinessHierarchyPage'),
  Addresses: () => import('../pages/AddressesPage'),
  Orders: () => import('../pages/OrdersPage'),
  OrderDetails: () => import('../pages/OrderPage'),
  BlanketPurchaseOrders: () => import('../pages/BlanketOrdersPage'),
  BlanketPurchaseOrder: () => import('../pages/BlanketOrderPage'),
  Invoices: () => import('../pages/InvoicesPage'),
  InvoiceDetails: InvoicePage,
  ServiceInvoiceDetails: InvoicePage,
  ManagedServicesContractInvoiceDetails: InvoicePage,
  SubscriptionInvoiceDetails: InvoicePage,
  AdvancedSearch: () => import('../pages/AdvancedSearchPage'),
  Shipment: () => import('../pages/ShipmentPage'),
  WarehouseSummary: () => import('../pages/WarehouseSummaryPage'),
  Reports: () => import('../pages/ReportsPage'),
  Report: () => import('../pages/ReportPage'),
  PrismSavingsReport: () => import('../pages/PrismSavingsReportPage'),
  EdpReport: () => import('../pages/EdpReportPage'),
  Bugs: () => import('../pages/BugsPage'),
  Bug: () => import('../pages/BugPage'),
  RMAsSearch: () => import('../pages/RmasSearchPage'),
  RMADetails: () => import('../pages/RmaDetailsPage'),
  SupportCaseSearch: () => import('../pages/SupportCaseSearchPage'),
  SupportCaseDetails: () => import('../pages/SupportCaseDetailsPage'),
  Users: () => import('../pages/UsersPage'),
  User: () => import('../pages/UserPage'),
};

export const notAvailablePage: PageLoader = () => import('../pages/NotAvailablePage');
