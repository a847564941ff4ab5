import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker';

/** The segments as a person reads them, without the invisible direction marks. */
const shown = (element: HTMLElement) =>
  (element.textContent ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '');

describe('DatePicker', () => {
  it('should show an ISO value as MM/DD/YYYY on the first render', () => {
    render(<DatePicker label="Requested delivery" defaultValue="2026-07-01" />);
    expect(shown(screen.getByRole('group', { name: 'Requested delivery' }))).toBe('07/01/2026');
  });

  it('should report a typed day as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Requested delivery" onChange={onChange} />);
    await userEvent.click(screen.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('11212026');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-21');
  });

  it('should follow a controlled value', () => {
    const { rerender } = render(<DatePicker label="Due" value="2026-11-21" />);
    const group = screen.getByRole('group', { name: 'Due' });
    expect(shown(group)).toBe('11/21/2026');
    rerender(<DatePicker label="Due" value="2027-01-02" />);
    expect(shown(group)).toBe('01/02/2027');
    rerender(<DatePicker label="Due" value={null} />);
    expect(shown(group)).toBe('mm/dd/yyyy');
  });

  it('should pick a day in the calendar and keep days outside min and max unavailable', async () => {
    const onChange = vi.fn();
    render(
      <DatePicker
        label="Requested delivery"
        defaultValue="2026-11-21"
        minValue="2026-11-10"
        maxValue="2026-11-25"
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Choose date/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /November 26, 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /November 24, 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-24');
  });

  it('should refuse a value that is not YYYY-MM-DD', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<DatePicker label="Due" value="11/21/2026" />)).toThrow(RangeError);
    vi.mocked(console.error).mockRestore();
  });
});
