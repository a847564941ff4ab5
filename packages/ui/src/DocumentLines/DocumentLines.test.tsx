import { type DocumentItem, emptyGuid } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DocumentLines } from './DocumentLines';
import { sampleCart } from './DocumentLines.fixtures';

const item = (overrides: Partial<DocumentItem>): DocumentItem => ({
  id: 'i',
  bundleID: emptyGuid,
  groupID: emptyGuid,
  manufacturerPart: 'P',
  description: 'D',
  quantity: 1,
  unitPrice: '10.00',
  serviceLength: 0,
  ...overrides,
});

describe('DocumentLines', () => {
  it('should show money with $ and a minus sign, and Request pricing for request items', () => {
    render(
      <DocumentLines
        aria-label="Lines"
        groups={[]}
        bundles={[]}
        items={[
          item({ id: 'credit', manufacturerPart: 'CREDIT', unitPrice: '-25.50' }),
          item({ id: 'req', manufacturerPart: 'REQ', unitPrice: '0.00' }),
        ]}
      />,
    );
    const credit = screen.getByRole('rowheader', { name: 'CREDIT' }).closest('tr') as HTMLElement;
    expect(within(credit).getAllByText('-$25.50')).toHaveLength(2);
    const request = screen.getByRole('rowheader', { name: 'REQ' }).closest('tr') as HTMLElement;
    expect(within(request).getByText('Request pricing')).toBeInTheDocument();
  });

  it('should call onRemoveBundle from the keyboard', async () => {
    const onRemoveBundle = vi.fn();
    render(<DocumentLines aria-label="Lines" {...sampleCart} onRemoveBundle={onRemoveBundle} />);
    const button = screen.getByRole('button', { name: 'Remove bundle Branch switch kit' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRemoveBundle).toHaveBeenCalledWith(expect.objectContaining({ name: 'Branch switch kit' }));
  });

  it('should pass className through', () => {
    const { container } = render(<DocumentLines aria-label="Lines" {...sampleCart} className="extra" />);
    expect(container.firstChild).toHaveClass('extra');
  });
});

describe('DocumentLines editing', () => {
  it('should commit a typed quantity once and keep it on screen while the owner saves', async () => {
    const onQuantityChange = vi.fn();
    render(<DocumentLines aria-label="Cart lines" {...sampleCart} onQuantityChange={onQuantityChange} />);
    const field = screen.getByRole('textbox', { name: 'Quantity of SFP-10G-SR-S' });
    await userEvent.clear(field);
    await userEvent.type(field, '12{Enter}');
    expect(onQuantityChange).toHaveBeenCalledTimes(1);
    expect(onQuantityChange).toHaveBeenCalledWith(
      expect.objectContaining({ manufacturerPart: 'SFP-10G-SR-S' }),
      12,
    );
    expect(field).toHaveValue('12');
  });

  it('should not offer quantity fields when the owner does not edit', () => {
    render(<DocumentLines aria-label="Cart lines" {...sampleCart} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
