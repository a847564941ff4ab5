import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DocumentLines, type DocumentLinesRow } from './DocumentLines';
import { sampleRows, sampleRowsPricingHidden } from './DocumentLines.fixtures';

const itemRow = (
  part: string,
  figures: { unitPrice: string; extendedPrice: string; isRequest: boolean },
): DocumentLinesRow => ({
  kind: 'item',
  id: part,
  depth: 0,
  item: { id: part, manufacturerPart: part, description: 'D', quantity: 1, serviceLength: 0 },
  lineNumber: '1',
  ...figures,
});

describe('DocumentLines', () => {
  it('should show money with $ and a minus sign, and Request pricing for request items', () => {
    render(
      <DocumentLines
        aria-label="Lines"
        rows={[
          itemRow('CREDIT', { unitPrice: '-25.50', extendedPrice: '-25.50', isRequest: false }),
          itemRow('REQ', { unitPrice: '0.00', extendedPrice: '0.00', isRequest: true }),
        ]}
      />,
    );
    const credit = screen.getByRole('rowheader', { name: 'CREDIT' }).closest('tr') as HTMLElement;
    expect(within(credit).getAllByText('-$25.50')).toHaveLength(2);
    const request = screen.getByRole('rowheader', { name: 'REQ' }).closest('tr') as HTMLElement;
    expect(within(request).getByText('Request pricing')).toBeInTheDocument();
    expect(within(request).queryByText('$0.00')).not.toBeInTheDocument();
  });

  it('should draw the rows in the order given, with the figures given', () => {
    render(<DocumentLines aria-label="Lines" rows={sampleRows} />);
    const parts = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(parts).toEqual([
      'RACK-42U-CUSTOM',
      'SFP-10G-SR-S',
      'C9300-24P-A',
      'C9300-NM-8X',
      'CON-SNT-C93002PA',
      'M365-E3',
      'TEAMS-PHONE',
    ]);
    const bundleFooter = screen
      .getByText('Bundle subtotal for Branch switch kit')
      .closest('tr') as HTMLElement;
    expect(within(bundleFooter).getByText('$14,965.00')).toBeInTheDocument();
  });

  it('should hide every amount when pricing is hidden', () => {
    render(<DocumentLines aria-label="Lines" rows={sampleRowsPricingHidden} showPricing={false} />);
    expect(screen.getAllByText('Request pricing')).toHaveLength(7);
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('should call onRemoveBundle from the keyboard', async () => {
    const onRemoveBundle = vi.fn();
    render(<DocumentLines aria-label="Lines" rows={sampleRows} onRemoveBundle={onRemoveBundle} />);
    const button = screen.getByRole('button', { name: 'Remove bundle Branch switch kit' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRemoveBundle).toHaveBeenCalledWith(expect.objectContaining({ name: 'Branch switch kit' }));
  });

  it('should pass className through', () => {
    const { container } = render(<DocumentLines aria-label="Lines" rows={sampleRows} className="extra" />);
    expect(container.firstChild).toHaveClass('extra');
  });
});

describe('DocumentLines editing', () => {
  it('should commit a typed quantity once and keep it on screen while the owner saves', async () => {
    const onQuantityChange = vi.fn();
    render(<DocumentLines aria-label="Cart lines" rows={sampleRows} onQuantityChange={onQuantityChange} />);
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

  it('should keep a wrong quantity as typed, say why, and save nothing; 0 points to Remove', async () => {
    const onQuantityChange = vi.fn();
    render(
      <DocumentLines
        aria-label="Cart lines"
        rows={sampleRows}
        maxQuantity={99_999}
        onQuantityChange={onQuantityChange}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Quantity of SFP-10G-SR-S' });
    for (const typed of ['2.5', '-3', '0', '100000']) {
      await userEvent.clear(field);
      await userEvent.type(field, `${typed}{Enter}`);
      await userEvent.tab();
      expect(field).toHaveValue(typed);
      expect(field).toHaveAccessibleDescription(
        typed === '0'
          ? 'Please enter a whole number from 1 to 99,999. To delete the line, use Remove.'
          : 'Please enter a whole number from 1 to 99,999.',
      );
    }
    expect(onQuantityChange).not.toHaveBeenCalled();
  });

  it('should not offer quantity fields when the owner does not edit', () => {
    render(<DocumentLines aria-label="Cart lines" rows={sampleRows} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('DocumentLines focus order', () => {
  // WCAG 2.4.3: a line's controls are reached in the order they read, Quantity before Service length, in every
  // layout. The compact table had the service length in the description's detail, before the quantity's cell in
  // the page: Tab reached it first although the quantity reads first, at the top of the line.
  it.each(['table', 'compact', 'cards'] as const)(
    'should reach Quantity, then Service length, then Remove in the %s layout',
    async (layout) => {
      const base = itemRow('SVC-1', { unitPrice: '10.00', extendedPrice: '10.00', isRequest: false });
      // A service line: 12 months.
      const line = {
        ...base,
        item: { ...(base as { item: object }).item, serviceLength: 12 },
      } as DocumentLinesRow;
      render(
        <DocumentLines
          aria-label="Cart lines"
          layout={layout}
          rows={[line]}
          onQuantityChange={vi.fn()}
          onServiceLengthChange={vi.fn()}
          onRemoveItem={vi.fn()}
        />,
      );
      const reached: (string | null)[] = [];
      for (let i = 0; i < 3; i += 1) {
        await userEvent.tab();
        reached.push(document.activeElement?.getAttribute('aria-label') ?? null);
      }
      expect(reached).toEqual(['Quantity of SVC-1', 'Service length in months of SVC-1', 'Remove SVC-1']);
    },
  );

  // 001 §5: the service length belongs to service and subscription lines; a switch or transceiver showed a
  // 'Service length 0' field in the cart.
  it.each(['table', 'compact', 'cards'] as const)(
    'should offer no service length for a hardware line (0 months), Quantity then Remove, in the %s layout',
    async (layout) => {
      render(
        <DocumentLines
          aria-label="Cart lines"
          layout={layout}
          rows={[itemRow('GLC-TE', { unitPrice: '168.00', extendedPrice: '672.00', isRequest: false })]}
          onQuantityChange={vi.fn()}
          onServiceLengthChange={vi.fn()}
          onRemoveItem={vi.fn()}
        />,
      );
      expect(screen.queryByRole('textbox', { name: 'Service length in months of GLC-TE' })).toBeNull();
      const reached: (string | null)[] = [];
      for (let i = 0; i < 2; i += 1) {
        await userEvent.tab();
        reached.push(document.activeElement?.getAttribute('aria-label') ?? null);
      }
      expect(reached).toEqual(['Quantity of GLC-TE', 'Remove GLC-TE']);
    },
  );
});
