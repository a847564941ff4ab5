import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { VendorConnectionState } from './VendorConnectPanel';
import { VendorSupportGate } from './VendorSupportGate';

const gate = (state: VendorConnectionState, connect = vi.fn()) => (
  <VendorSupportGate connection={{ state, connect, lost: vi.fn() }}>
    <form aria-label="Search">
      <input aria-label="Search for" />
    </form>
  </VendorSupportGate>
);

describe('VendorSupportGate: the keyboard focus through a connection (issue 20)', () => {
  it('keeps the focus on Connect while the popup is open, then gives it to the first field, never to <body>', async () => {
    const connect = vi.fn();
    const { rerender } = render(gate({ status: 'disconnected' }, connect));
    screen.getByRole('button', { name: 'Connect to the manufacturer' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(connect).toHaveBeenCalledTimes(1);

    rerender(gate({ status: 'waiting' }, connect));
    expect(screen.getByRole('status')).toHaveTextContent('Approve the access there.');
    const waiting = screen.getByRole('button', { name: /^Connect to the manufacturer/ });
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    expect(waiting).toHaveFocus();

    rerender(gate({ status: 'connected' }, connect));
    expect(screen.getByRole('textbox', { name: 'Search for' })).toHaveFocus();
  });

  it('leaves the focus alone when the access was there from the start', () => {
    render(gate({ status: 'connected' }));
    expect(document.body).toHaveFocus();
  });
});
