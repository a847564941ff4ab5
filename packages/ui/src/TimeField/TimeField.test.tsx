import { parseTime, Time } from '@internationalized/date';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeField } from './TimeField';

const shown = (element: HTMLElement) =>
  (element.textContent ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '');

describe('TimeField', () => {
  it('should show a time on a 24-hour clock with leading zeros', () => {
    render(<TimeField label="At" defaultValue={parseTime('09:05')} />);
    expect(shown(screen.getByRole('group', { name: 'At' }))).toBe('09:05');
    expect(screen.queryByRole('spinbutton', { name: /AM\/PM/i })).not.toBeInTheDocument();
  });

  it('should report a typed afternoon time as a Time', async () => {
    const onChange = vi.fn();
    render(<TimeField label="At" onChange={onChange} />);
    await userEvent.click(screen.getByRole('spinbutton', { name: /hour/i }));
    await userEvent.keyboard('1830');
    const last = onChange.mock.lastCall?.[0] as Time;
    expect(last.compare(new Time(18, 30))).toBe(0);
  });

  it('should offer AM/PM on a 12-hour clock', () => {
    render(<TimeField label="At" hourCycle={12} defaultValue={parseTime('18:30')} />);
    expect(shown(screen.getByRole('group', { name: 'At' }))).toMatch(/^06:30\s?PM$/);
  });
});
