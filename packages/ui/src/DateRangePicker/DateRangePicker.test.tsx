import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from './DateRangePicker';
import { samplePresets } from './DateRangePicker.fixtures';

const shown = (element: HTMLElement) =>
  (element.textContent ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '');

describe('DateRangePicker', () => {
  it('should show an ISO range on the first render', () => {
    render(<DateRangePicker label="Order date" defaultValue={{ start: '2026-11-01', end: '2026-11-30' }} />);
    expect(shown(screen.getByRole('group', { name: 'Order date' }))).toBe('11/01/2026–11/30/2026');
  });

  it('should fill the range from a preset of dateRangeFor and report its id', async () => {
    const onChange = vi.fn();
    const onPresetChange = vi.fn();
    render(
      <DateRangePicker
        label="Order date"
        presets={samplePresets}
        onChange={onChange}
        onPresetChange={onPresetChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Date range/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last Fiscal Year' }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2025-07-01', end: '2026-06-30' });
    expect(onPresetChange).toHaveBeenLastCalledWith(22);
    expect(shown(screen.getByRole('group', { name: 'Order date' }))).toBe('07/01/2025–06/30/2026');
  });

  it('should clear the range for Any Date', async () => {
    const onChange = vi.fn();
    render(
      <DateRangePicker
        label="Order date"
        presets={samplePresets}
        defaultValue={{ start: '2026-11-01', end: '2026-11-30' }}
        defaultPresetId={4}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Date range/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Any Date' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(shown(screen.getByRole('group', { name: 'Order date' }))).toBe('mm/dd/yyyy–mm/dd/yyyy');
  });

  it('should pick the first and last day in the calendar', async () => {
    const onChange = vi.fn();
    render(
      <DateRangePicker
        label="Order date"
        defaultValue={{ start: '2026-11-02', end: '2026-11-03' }}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Choose dates/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /November 9, 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /November 13, 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-09', end: '2026-11-13' });
  });
});
