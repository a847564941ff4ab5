import { render, screen } from '@testing-library/react';
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
