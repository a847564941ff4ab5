import { ApplicationFeature } from '@b2b-portal/api';
import { describe, expect, it } from 'vitest';
import { type PersonaName, personas } from '../testing/personas';
import {
  type BottomLink,
  buildBottomLinks,
  buildMainMenu,
  buildSettingsMenu,
  homeAreas,
  type MenuItem,
} from './menu';

/** A menu as a person reads it: labels, with sub-menu labels in brackets. */
function outline(menu: MenuItem[]): string[] {
  return menu.map((m) => (m.subMenus ? `${m.name} [${m.subMenus.map((s) => s.name).join(', ')}]` : m.name));
}

const all = ApplicationFeature.Ordering | ApplicationFeature.MaintenanceContracts;

describe('buildMainMenu for the demo personas (ARCHITECTURE.md)', () => {
  it.each<{ persona: PersonaName; menu: string[] }>([
    {
      persona: 'admin',
      menu: [
        'Menu.AccountOverview',
        'Menu.Shop',
        'Menu.QuickOrder',
        'Menu.Quotes [Menu.PricingRequest]',
        'Menu.Orders [Menu.Requisitions, Menu.BlanketPurchaseOrders]',
        'Menu.Invoices',
        'Menu.Contracts [Menu.Devices, Menu.ManualContractUpload, Menu.WorkItems, Menu.Bugs, Menu.Rmas, Menu.SupportCases]',
        'Menu.Reports',
      ],
    },
    {
      persona: 'buyer',
      menu: [
        'Menu.AccountOverview',
        'Menu.Shop',
        'Menu.QuickOrder',
        'Menu.Quotes [Menu.PricingRequest]',
        'Menu.Orders',
        'Menu.Invoices',
      ],
    },
    { persona: 'approver', menu: ['Menu.AccountOverview', 'Menu.Quotes', 'Menu.Requisitions'] },
    {
      persona: 'contracts',
      menu: [
        'Menu.Contracts [Menu.Devices, Menu.ManualContractUpload, Menu.WorkItems, Menu.Bugs, Menu.Rmas, Menu.SupportCases]',
        'Menu.Reports',
      ],
    },
    { persona: 'useradmin', menu: [] },
    {
      persona: 'contosoBuyer',
      menu: [
        'Menu.AccountOverview',
        'Menu.Shop',
        'Menu.QuickOrder',
        'Menu.Quotes [Menu.PricingRequest]',
        'Menu.Orders',
        'Menu.Invoices',
      ],
    },
    { persona: 'disabled', menu: ['Menu.AccountOverview', 'Menu.Orders'] },
  ])('should show $persona the menu $menu', ({ persona, menu }) => {
    const { permissions, features } = personas[persona];
    expect(outline(buildMainMenu({ permissions, features }))).toEqual(menu);
  });

  it('should route every entry to a named route', () => {
    const menu = buildMainMenu({ permissions: ['*'], features: all });
    const routes = menu.flatMap((m) => [m.routeTo, ...(m.subMenus ?? []).map((s) => s.routeTo)]);
    expect(routes).toEqual([
      'AccountOverview',
      'Shop',
      'QuickOrder',
      'Quotes',
      'PricingRequestList',
      'Orders',
      'Requisitions',
      'BlanketPurchaseOrders',
      'Invoices',
      'ContractsDashboard',
      'Devices',
      'ManualContractUpload',
      'WorkItems',
      'Bugs',
      'RMAsSearch',
      'SupportCaseSearch',
      'Reports',
    ]);
  });
});

describe('buildMainMenu rules (000 §6)', () => {
  it.each<{ case: string; permissions: string[]; features?: number; menu: string[] }>([
    { case: 'nothing held', permissions: [], menu: [] },
    {
      case: 'Account Overview with invoices',
      permissions: ['viewAllOrders'],
      menu: ['Menu.AccountOverview'],
    },
    { case: 'quotes permission alone is not Account Overview', permissions: ['quotes'], menu: [] },
    { case: 'Shop with browseCatalogs and Ordering', permissions: ['browseCatalogs'], menu: ['Menu.Shop'] },
    { case: 'Shop with templates and Ordering', permissions: ['templates'], menu: ['Menu.Shop'] },
    {
      case: 'Quick Order beside Shop with shoppingcart and Ordering',
      permissions: ['browseCatalogs', 'shoppingcart'],
      menu: ['Menu.Shop', 'Menu.QuickOrder'],
    },
    { case: 'Quick Order with shoppingcart alone', permissions: ['shoppingcart'], menu: ['Menu.QuickOrder'] },
    {
      case: 'no Quick Order without the Ordering feature',
      permissions: ['shoppingcart'],
      features: ApplicationFeature.MaintenanceContracts,
      menu: [],
    },
    {
      case: 'no Shop without the Ordering feature',
      permissions: ['browseCatalogs'],
      features: ApplicationFeature.MaintenanceContracts,
      menu: [],
    },
    { case: 'Quotes alone with approveQuotes', permissions: ['approveQuotes'], menu: ['Menu.Quotes'] },
    { case: 'Pricing Request alone with rfqs', permissions: ['rfqs'], menu: ['Menu.PricingRequest'] },
    {
      case: 'Pricing Request alone with viewAllRFQs',
      permissions: ['viewAllRFQs'],
      menu: ['Menu.PricingRequest'],
    },
    {
      case: 'Quotes with a Pricing Request submenu',
      permissions: ['approveQuotes', 'submitRFQ'],
      menu: ['Menu.Quotes [Menu.PricingRequest]'],
    },
    { case: 'Requisitions alone', permissions: ['viewAllRequisitions'], menu: ['Menu.Requisitions'] },
    {
      case: 'Orders alone with ordersMenuStorefront',
      permissions: ['ordersMenuStorefront'],
      menu: ['Menu.Orders'],
    },
    {
      case: 'Orders alone does not offer blanket POs',
      permissions: ['ordersMenuStorefront', 'viewStorefrontBlanketOrders'],
      menu: ['Menu.Orders'],
    },
    {
      case: 'Orders with Requisitions only, no blanket PO permission',
      permissions: ['ordersMenuStorefront', 'requisitions'],
      menu: ['Menu.Orders [Menu.Requisitions]'],
    },
    {
      case: 'Orders with Requisitions and Blanket Purchase Orders',
      permissions: ['ordersMenuStorefront', 'approveRequisitions', 'viewStorefrontBlanketOrders'],
      menu: ['Menu.Orders [Menu.Requisitions, Menu.BlanketPurchaseOrders]'],
    },
    {
      case: 'Invoices with submitInvoiceInquiry',
      permissions: ['submitInvoiceInquiry'],
      menu: ['Menu.Invoices'],
    },
    { case: 'affiliatedInvoices is not the Invoices menu', permissions: ['affiliatedInvoices'], menu: [] },
    {
      case: 'Contracts with only work-item permissions',
      permissions: ['viewAllWorkItems'],
      menu: ['Menu.Contracts [Menu.WorkItems, Menu.Bugs, Menu.Rmas, Menu.SupportCases]'],
    },
    {
      case: 'Contracts with only contractsView',
      permissions: ['contractsView'],
      menu: [
        'Menu.Contracts [Menu.Devices, Menu.ManualContractUpload, Menu.Bugs, Menu.Rmas, Menu.SupportCases]',
      ],
    },
    {
      case: 'no Contracts without MaintenanceContracts',
      permissions: ['contractsView', 'workItems'],
      features: ApplicationFeature.Ordering,
      menu: [],
    },
    {
      case: 'Reports with assignUserToCompanyReports',
      permissions: ['assignUserToCompanyReports'],
      menu: ['Menu.Reports'],
    },
  ])('should build $menu for $case', ({ permissions, features = all, menu }) => {
    expect(outline(buildMainMenu({ permissions, features }))).toEqual(menu);
  });

  it('should show admin only the ungated entries when the company has no features', () => {
    expect(outline(buildMainMenu({ permissions: ['admin'], features: ApplicationFeature.None }))).toEqual([
      'Menu.AccountOverview',
      'Menu.Quotes [Menu.PricingRequest]',
      'Menu.Orders [Menu.Requisitions, Menu.BlanketPurchaseOrders]',
      'Menu.Invoices',
      'Menu.Reports',
    ]);
  });
});

const bottomOutline = (links: BottomLink[]) => links.map((l) => l.id);

describe('buildBottomLinks (000 §2.7)', () => {
  it.each<{ persona: PersonaName; settings: boolean }>([
    { persona: 'admin', settings: true },
    { persona: 'buyer', settings: true },
    { persona: 'approver', settings: false },
    { persona: 'contracts', settings: false },
    { persona: 'useradmin', settings: true },
    { persona: 'disabled', settings: false },
  ])('should show Settings to $persona: $settings', ({ persona, settings }) => {
    const ids = bottomOutline(buildBottomLinks({ permissions: personas[persona].permissions }));
    expect(ids.includes('settings')).toBe(settings);
  });

  it.each([
    'businessunits',
    'users',
    'addresses',
    'shoppingCartCheckOut',
    'manageCiscoContractAccess',
    'viewUsers',
  ])('should show Settings with %s alone', (permission) => {
    expect(bottomOutline(buildBottomLinks({ permissions: [permission] }))).toContain('settings');
  });

  it('should not show Settings with shoppingcart alone (the link list does not name it)', () => {
    expect(bottomOutline(buildBottomLinks({ permissions: ['shoppingcart'] }))).not.toContain('settings');
  });

  it('should list the links in order with portals and software central when configured', () => {
    const links = buildBottomLinks({
      permissions: ['users'],
      portalLinks: [
        { id: 'a', label: 'Partner A', href: 'https://a.example' },
        { id: 'b', label: 'Partner B', href: 'https://b.example' },
      ],
      softwareCentralUrl: 'https://software.example',
    });
    expect(bottomOutline(links)).toEqual([
      'myAccount',
      'settings',
      'help',
      'portals',
      'softwareCentral',
      'logout',
    ]);
    expect(links.find((l) => l.id === 'softwareCentral')).toMatchObject({
      kind: 'external',
      href: 'https://software.example',
    });
  });

  it('should leave out the optional groups and Logout for a punch-out user', () => {
    expect(bottomOutline(buildBottomLinks({ permissions: [], sessionId: 'po-1' }))).toEqual([
      'myAccount',
      'help',
    ]);
  });
});

describe('buildSettingsMenu (000 §2.7)', () => {
  it.each<{ permissions: string[]; items: string[] }>([
    {
      permissions: ['storefrontAdmin'],
      items: ['BusinessHierarchy', 'Addresses', 'Users', 'ApprovalWorkflows', 'SingleSignOn'],
    },
    { permissions: ['businessunits'], items: ['BusinessHierarchy'] },
    { permissions: ['shoppingcart'], items: ['Addresses'] },
    { permissions: ['manageCiscoContractAccess'], items: ['Users'] },
    // The approval chains are for who manages the company's users, not for who only sees them.
    { permissions: ['users'], items: ['Users', 'ApprovalWorkflows', 'SingleSignOn'] },
    { permissions: ['viewUsers'], items: ['Users'] },
    { permissions: ['orders'], items: [] },
  ])('should offer $items for $permissions', ({ permissions, items }) => {
    expect(buildSettingsMenu(permissions).map((m) => m.routeTo)).toEqual(items);
  });

  it.each<{ persona: PersonaName; items: string[] }>([
    { persona: 'useradmin', items: ['BusinessHierarchy', 'Users', 'ApprovalWorkflows', 'SingleSignOn'] },
    { persona: 'buyer', items: ['Addresses'] },
    { persona: 'approver', items: [] },
  ])('should offer the $persona persona $items', ({ persona, items }) => {
    expect(buildSettingsMenu(personas[persona].permissions).map((m) => m.routeTo)).toEqual(items);
  });
});

describe('homeAreas (issue 16)', () => {
  const areas = (persona: PersonaName) => homeAreas(personas[persona]).map((area) => area.routeTo);

  it('should give the user administrator Settings and its pages, Approval Workflows among them', () => {
    expect(areas('useradmin')).toEqual([
      'SettingsAndAdministration',
      'BusinessHierarchy',
      'Users',
      'ApprovalWorkflows',
      'SingleSignOn',
    ]);
  });

  it('should give the contract manager the contract area with its pages, and Reports', () => {
    expect(areas('contracts')).toEqual([
      'ContractsDashboard',
      'Devices',
      'ManualContractUpload',
      'WorkItems',
      'Bugs',
      'RMAsSearch',
      'SupportCaseSearch',
      'Reports',
    ]);
  });

  it('should give nothing to a user with no permission', () => {
    expect(homeAreas({ permissions: [], features: all })).toEqual([]);
  });
});
