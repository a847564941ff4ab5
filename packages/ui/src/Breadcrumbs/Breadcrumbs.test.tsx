import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('should make every crumb but the last a link', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Account Overview', href: '#/account-overview' },
          { label: 'Orders', href: '#/orders' },
          { label: 'Order SO-1' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '#/orders');
    expect(screen.getByText('Order SO-1')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('should tell which crumb was chosen, by mouse or keyboard, and make a crumb without an address a button', async () => {
    const onAction = vi.fn();
    const home = { label: 'Account Overview', href: '#/account-overview' };
    const search = { label: 'Search results' };
    render(<Breadcrumbs items={[home, search, { label: 'Order SO-1' }]} onAction={onAction} />);
    await userEvent.click(screen.getByRole('link', { name: 'Account Overview' }));
    expect(onAction).toHaveBeenLastCalledWith(home);
    screen.getByRole('button', { name: 'Search results' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenLastCalledWith(search);
    expect(onAction).toHaveBeenCalledTimes(2);
  });
});
