import type { RouteName } from '@b2b-portal/flows/rules';
import type { PageLoader } from './pageRegistry';

/**
 * The pages of the public routes (no sign-in: 000 §2.2, and the hand-off pages), each its own chunk, by route: a
 * chunk of its own beside pageRegistry.tsx (pages.tsx loads the one a route needs). A signed-out visitor has no
 * side menu, so these pages' preload lists keep every chunk they need.
 */
const PasswordPage: PageLoader = () => import('../pages/PasswordPage');

export const publicPageLoaders: Partial<Record<RouteName, PageLoader>> = {
  Home: () => import('../pages/HomePage'),
  Redirect: () => import('../pages/RedirectPage'),
  Error: () => import('../pages/ErrorPage'),
  Help: () => import('../pages/HelpPage'),
  StyleGuide: () => import('../pages/StyleGuidePage'),
  PunchIn: () => import('../pages/PunchInPage'),
  PaymentInfoRequest: () => import('../pages/PaymentInfoRequestPage'),
  Registration: () => import('../pages/RegistrationPage'),
  ForgotPassword: PasswordPage,
  SetPassword: PasswordPage,
  PasswordLinkExpired: () => import('../pages/PasswordLinkExpiredPage'),
  ConfirmEmailAddress: () => import('../pages/ConfirmEmailAddressPage'),
  Locations: () => import('../pages/LocationsPage'),
  EmbeddedReport: () => import('../pages/EmbeddedReportPage'),
};

export const notAvailablePage: PageLoader = () => import('../pages/NotAvailablePage');
