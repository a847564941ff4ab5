import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tree } from './Tree';
import { businessUnits } from './Tree.fixtures';

describe('Tree', () => {
  it('should expand and collapse a node with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Tree aria-label="Business units" items={businessUnits} />);
    const acme = await screen.findByRole('row', { name: /Acme Group/ });
    await user.tab();
    expect(acme).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(acme).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('row', { name: /Region North/ })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(acme).toHaveAttribute('aria-expanded', 'false');
  });

  it('should report the chosen action with the node', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<Tree aria-label="Business units" items={businessUnits} isEditable onDelete={onDelete} />);
    await user.click(await screen.findByRole('button', { name: 'Actions for Shared services' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'shared' }));
  });

  it('should pass className through', async () => {
    render(<Tree aria-label="Business units" items={businessUnits} className="extra" />);
    expect(await screen.findByRole('treegrid')).toHaveClass('extra');
  });
});
