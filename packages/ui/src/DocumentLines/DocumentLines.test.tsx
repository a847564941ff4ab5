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
