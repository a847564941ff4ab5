import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
