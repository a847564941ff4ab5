import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import SettingsPage from './SettingsPage';

const { session } = vi.hoisted(() => ({ session: { permissions: [] as string[] } }));
vi.mock('../app/session', () => ({ useSession: () => session }));

describe('SettingsPage', () => {
  it('lists the settings the user may open, Approval Workflows among them for a user manager', () => {
    session.permissions = ['users', 'viewUsers', 'businessunits', 'manageCiscoContractAccess'];
    render(<SettingsPage route={routeByName('SettingsAndAdministration')} query={{}} />);
    const menu = screen.getByRole('navigation', { name: 'Settings & Administration' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Document Categorization Hierarchy', 'Users', 'Approval Workflows', 'Single Sign-On']);
    expect(within(menu).getByRole('link', { name: 'Single Sign-On' })).toHaveAttribute(
      'href',
      '#/single-sign-on',
    );
    expect(within(menu).getByRole('link', { name: 'Approval Workflows' })).toHaveAttribute(
      'href',
      '#/approval-workflows',
    );
  });

  it('leaves Approval Workflows out for who only sees users', () => {
    session.permissions = ['viewUsers', 'addresses'];
    render(<SettingsPage route={routeByName('SettingsAndAdministration')} query={{}} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Contacts & Addresses',
      'Users',
    ]);
  });
});
