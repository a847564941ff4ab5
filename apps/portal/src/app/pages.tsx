import type { RouteName } from '@b2b-portal/flows/rules';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageProps } from './PageProps';

type Page = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * The pages built so far, each its own chunk. A route of the table without a page here shows the plain
 * "not available yet" page: its area belongs to a later piece of work.
 */
/** The four invoice variants share one page (issue 17): it reads the variant from its route. */
const InvoicePage = lazy(() => import('../pages/InvoicePage'));
const PasswordPage = lazy(() => import('../pages/PasswordPage'));

export const pages: Partial<Record<RouteName, Page>> = {
  Home: lazy(() => import('../pages/HomePage')),
  Login: lazy(() => import('../pages/LoginPage')),
  Redirect: lazy(() => import('../pages/RedirectPage')),
  Error: lazy(() => import('../pages/ErrorPage')),
  Help: lazy(() => import('../pages/HelpPage')),
  StyleGuide: lazy(() => import('../pages/StyleGuidePage')),
  MyAccount: lazy(() => import('../pages/MyAccountPage')),
  AccountOverview: lazy(() => import('../pages/AccountOverviewPage')),
  Shop: lazy(() => import('../pages/ShopPage')),
  ShoppingCart: lazy(() => import('../pages/ShoppingCartPage')),
  QuickOrder: lazy(() => import('../pages/QuickOrderPage')),
  PunchIn: lazy(() => import('../pages/PunchInPage')),
  SavedCarts: lazy(() => import('../pages/SavedCartsPage')),
  MySavedCart: lazy(() => import('../pages/SavedCartPage')),
  SharedSavedCart: lazy(() => import('../pages/SharedSavedCartPage')),
  SendPricingRequest: lazy(() => import('../pages/SendPricingRequestPage')),
  Checkout: lazy(() => import('../pages/CheckoutPage')),
  WorkflowConfirmation: lazy(() => import('../pages/WorkflowConfirmationPage')),
  PaymentInfoRequest: lazy(() => import('../pages/PaymentInfoRequestPage')),
  Quotes: lazy(() => import('../pages/QuotesPage')),
  Quote: lazy(() => import('../pages/QuotePage')),
  Requisitions: lazy(() => import('../pages/RequisitionsPage')),
  Requisition: lazy(() => import('../pages/RequisitionPage')),
  PricingRequestList: lazy(() => import('../pages/PricingRequestsPage')),
  PricingRequest: lazy(() => import('../pages/PricingRequestPage')),
  Transfer: lazy(() => import('../pages/TransferPage')),
  PendingApprovals: lazy(() => import('../pages/PendingApprovalsPage')),
  ViewRegistration: lazy(() => import('../pages/ViewRegistrationPage')),
  Registration: lazy(() => import('../pages/RegistrationPage')),
  ForgotPassword: PasswordPage,
  SetPassword: PasswordPage,
  PasswordLinkExpired: lazy(() => import('../pages/PasswordLinkExpiredPage')),
  ConfirmEmailAddress: lazy(() => import('../pages/ConfirmEmailAddressPage')),
  Locations: lazy(() => import('../pages/LocationsPage')),
  SettingsAndAdministration: lazy(() => import('../pages/SettingsPage')),
  ApprovalWorkflows: lazy(() => import('../pages/ApprovalWorkflowsPage')),
  BusinessHierarchy: lazy(() => import('../pages/BusinessHierarchyPage')),
  Orders: lazy(() => import('../pages/OrdersPage')),
  OrderDetails: lazy(() => import('../pages/OrderPage')),
  BlanketPurchaseOrders: lazy(() => import('../pages/BlanketOrdersPage')),
  BlanketPurchaseOrder: lazy(() => import('../pages/BlanketOrderPage')),
  Invoices: lazy(() => import('../pages/InvoicesPage')),
  InvoiceDetails: InvoicePage,
  ServiceInvoiceDetails: InvoicePage,
  ManagedServicesContractInvoiceDetails: InvoicePage,
  SubscriptionInvoiceDetails: InvoicePage,
  AdvancedSearch: lazy(() => import('../pages/AdvancedSearchPage')),
  Shipment: lazy(() => import('../pages/ShipmentPage')),
  WarehouseSummary: lazy(() => import('../pages/WarehouseSummaryPage')),
  Users: lazy(() => import('../pages/UsersPage')),
  User: lazy(() => import('../pages/UserPage')),
  ContractsDashboard: lazy(() => import('../pages/ContractsDashboardPage')),
  Devices: lazy(() => import('../pages/DevicesPage')),
  Device: lazy(() => import('../pages/DevicePage')),
};

export const NotAvailablePage = lazy(() => import('../pages/NotAvailablePage'));
