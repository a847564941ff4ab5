import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_APPROVALS_REFRESH_MS, usePendingApprovalsCount } from './pendingApprovals';
// Loaded lazily by the code under test; imported here so its first use is not timed by the test runner's
// first transform of it.
import './pendingApprovalTotals';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('./api', () => ({ api: { call } }));

let waiting = { registrations: 1, requisitions: 2, quotes: 3 };
const totalFor = (endpointId: string) =>
  endpointId.toLowerCase().includes('registration')
    ? waiting.registrations
    : endpointId.startsWith('requisition')
      ? waiting.requisitions
      : waiting.quotes;

beforeEach(() => {
  vi.useFakeTimers();
  waiting = { registrations: 1, requisitions: 2, quotes: 3 };
  call.mockImplementation(async (endpoint: { id: string }) => ({
    totalRecords: totalFor(endpoint.id),
    data: [],
  }));
});
afterEach(() => {
  vi.useRealTimers();
  call.mockReset();
});

const everyApproval = ['approveRegistrations', 'approveRequisitions', 'approveQuotes'];

async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('usePendingApprovalsCount', () => {
  it('sums the three lists the user may approve', async () => {
    const { result } = renderHook(() => usePendingApprovalsCount(true, everyApproval, 'home'));
    await settle();
    expect(result.current).toBe(6);
  });

  it('counts only the lists of the permissions held', async () => {
    const quotesOnly = ['approveQuotes'];
    const { result } = renderHook(() => usePendingApprovalsCount(true, quotesOnly, 'home'));
    await settle();
    expect(result.current).toBe(3);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('counts again every minute while the page stays open, and when the window gets the focus back', async () => {
    const { result } = renderHook(() => usePendingApprovalsCount(true, everyApproval, 'home'));
    await settle();
    expect(result.current).toBe(6);

    waiting.requisitions = 5;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PENDING_APPROVALS_REFRESH_MS - 1000);
    });
    expect(result.current).toBe(6);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(result.current).toBe(9);

    waiting.quotes = 0;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current).toBe(6);
  });

  it('stops counting once unmounted', async () => {
    const { unmount } = renderHook(() => usePendingApprovalsCount(true, everyApproval, 'home'));
    await settle();
    const calls = call.mock.calls.length;
    unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PENDING_APPROVALS_REFRESH_MS * 3);
    });
    expect(call.mock.calls.length).toBe(calls);
  });
});
