import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusPill, statusTone, toneOf } from './StatusPill';

describe('StatusPill', () => {
  it.each([
    ['invoice', 'Unpaid', 'warning'],
    ['invoice', 'Partially Paid', 'info'],
    ['invoice', 'Paid', 'success'],
    ['order', 'Open', 'info'],
    ['order', 'Cancelled', 'neutral'],
    ['quote', 'Rejected', 'danger'],
    ['requisition', 'Pending Approval', 'warning'],
    ['blanketPOOrder', 'Credit Hold', 'danger'],
    ['workItem', 'Completed', 'success'],
  ] as const)('should give %s status %s the %s tone', (kind, status, tone) => {
    render(<StatusPill kind={kind} status={status} />);
    expect(screen.getByText(status)).toHaveAttribute('data-tone', tone);
  });

  it('should cover every enumeration of 001 §4 and 002 §3', () => {
    expect(Object.keys(statusTone.quote)).toHaveLength(10);
    expect(Object.keys(statusTone.blanketPOOrder)).toHaveLength(23);
    expect(Object.keys(statusTone.orderLine)).toHaveLength(9);
    expect(Object.keys(statusTone.workItem)).toHaveLength(5);
  });

  it('should fall back to neutral for an unknown status', () => {
    expect(toneOf('order', 'On Hold')).toBe('neutral');
  });

  it('should pass className and extra props through', () => {
    render(<StatusPill status="Paid" kind="invoice" className="extra" data-testid="pill" />);
    expect(screen.getByTestId('pill')).toHaveClass('extra');
  });
});
