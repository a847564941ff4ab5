import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Header } from './Header';

const documentTypes = [
  { id: 'all', label: 'All documents' },
  { id: 'orders', label: 'Orders' },
];

describe('Header', () => {
  it('should greet the signed-in user with a link to My Account', () => {
    render(<Header user={{ firstName: 'Dana' }} logoHref="#/" />);
    expect(screen.getByRole('link', { name: 'Hello, Dana!' })).toHaveAttribute('href', '#/account');
  });

  it.each([
    [true, 3, true],
    [true, 0, false],
    [false, 3, false],
  ])('should show the bell when showBell is %s and the count is %s: %s', (showBell, count, shown) => {
    render(
      <Header user={{ firstName: 'Dana' }} logoHref="#/" showBell={showBell} pendingApprovalsCount={count} />,
    );
    expect(screen.queryByRole('link', { name: /Pending approvals/ }) !== null).toBe(shown);
  });

  it('should hide logout for a punch-out user', () => {
    render(<Header user={{ firstName: 'Dana' }} logoHref="#/" canLogout={false} />);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('should hide Login and Help in maintenance mode', () => {
    const { rerender } = render(<Header user={null} logoHref="#/" />);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    rerender(<Header user={null} logoHref="#/" maintenanceMode />);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
  });

  it('should search with the document type and the trimmed keyword on Enter', async () => {
    const onSearch = vi.fn();
    render(
      <Header user={{ firstName: 'Dana' }} logoHref="#/" documentTypes={documentTypes} onSearch={onSearch} />,
    );
    // The search form loads when the signed-in header first shows it.
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Keyword' }), '  switch {Enter}');
    expect(onSearch).toHaveBeenCalledWith({ documentType: 'all', keyword: 'switch' });
  });

  it("should hold the search form's place until it has loaded, then show the search landmark", async () => {
    const { container } = render(
      <Header user={{ firstName: 'Dana' }} logoHref="#/" documentTypes={documentTypes} />,
    );
    const header = container.querySelector('header');
    // The placeholder is the second child of the header, where the form goes, and is not a landmark.
    expect(header?.children).toHaveLength(3);
    expect(await screen.findByRole('search', { name: 'Search' })).toBe(header?.children[1]);
  });

  it('should show no search form and no portals menu when signed out', () => {
    render(<Header user={null} logoHref="#/" documentTypes={documentTypes} portals={[]} />);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Portals' })).not.toBeInTheDocument();
  });
});

describe('Header search on a phone (issue 16)', () => {
  const types = [
    { id: 'products', label: 'Products' },
    { id: 'orders', label: 'Orders' },
  ];

  it('starts on the first type, so a user who may shop searches products', async () => {
    const onSearch = vi.fn();
    render(<Header user={{ firstName: 'Dana' }} logoHref="#/" documentTypes={types} onSearch={onSearch} />);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Keyword' }), 'dock{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ documentType: 'products', keyword: 'dock' });
  });

  it('opens the search from its toggle into the keyword field, and Escape closes it back onto the toggle', async () => {
    const user = userEvent.setup();
    render(<Header user={{ firstName: 'Dana' }} logoHref="#/" documentTypes={types} />);
    const toggle = screen.getByRole('button', { name: 'Show search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const controlled = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(controlled).not.toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const keyword = await screen.findByRole('searchbox', { name: 'Keyword' });
    await vi.waitFor(() => expect(keyword).toHaveFocus());
    expect(screen.getByRole('search', { name: 'Search' })).toHaveAttribute(
      'id',
      toggle.getAttribute('aria-controls'),
    );

    await user.type(keyword, 'dock');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    // Opened again: the keyword is still there.
    await user.click(toggle);
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('dock');
  });

  it('closes the opened search once it has searched, with the focus on the toggle', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Header user={{ firstName: 'Dana' }} logoHref="#/" documentTypes={types} onSearch={onSearch} />);
    const toggle = screen.getByRole('button', { name: 'Show search' });
    await user.click(toggle);
    await user.type(await screen.findByRole('searchbox', { name: 'Keyword' }), 'dock{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ documentType: 'products', keyword: 'dock' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('holds My Account and Logout in the account menu, and the portals in the portals menu only', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(
      <Header
        user={{ firstName: 'Dana' }}
        logoHref="#/"
        portals={[{ id: 'p', label: 'Partner portal', href: 'https://partner.example.com' }]}
        onLogout={onLogout}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My Account', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '#/account');
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    // The portal link is the portals menu's: one menu offers it.
    await user.click(await screen.findByRole('button', { name: 'Portals' }));
    const portals = await screen.findByRole('menu');
    expect(within(portals).getByRole('menuitem', { name: /Partner portal/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('offers no Logout in the account menu of a punch-out user', async () => {
    const user = userEvent.setup();
    render(<Header user={{ firstName: 'Dana' }} logoHref="#/" canLogout={false} />);
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    expect(within(menu).queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
