// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { punchOutInitMachine } from '../machines/punchOutInitMachine';
import { sessionMachine } from '../machines/sessionMachine';
import { useDownloadToasts, usePunchOutInit, useSessionWatch } from './index';

describe('react hooks', () => {
  it('should expose the timeout box once the session times out and log out on OK', async () => {
    const calls: string[] = [];
    let now = 0;
    const machine = sessionMachine.provide({
      actions: { logout: (_, { reason }) => void calls.push(reason) },
      delays: { CHECK_INTERVAL: 10 },
    });
    const { result } = renderHook(() =>
      useSessionWatch(machine, {
        environment: {
          now: () => now,
          lastApiCallAt: () => null,
          tokenExpiresAt: () => null,
          currentPath: () => '/',
        },
      }),
    );
    expect(result.current.timeoutBox).toBeNull();
    now = 31 * 60_000;
    await waitFor(() =>
      expect(result.current.timeoutBox).toEqual({
        title: 'Global.SessionModalTitle',
        message: 'Global.SessionTimeoutMessage',
      }),
    );
    act(() => result.current.acknowledge());
    expect(result.current.ended).toBe(true);
    expect(calls).toEqual(['timeout']);
  });

  it('should list download toasts as they start, progress and close', () => {
    const { result } = renderHook(() => useDownloadToasts());
    act(() => result.current.start('a', 10));
    expect(result.current.toasts).toMatchObject([{ downloadId: 'a', downloadProgression: 30 }]);
    act(() => result.current.progress('a', 60));
    expect(result.current.toasts[0]?.downloadProgression).toBe(60);
    act(() => result.current.close('a'));
    expect(result.current.toasts).toEqual([]);
  });

  it('should report loading while the punch-out init runs', () => {
    const machine = punchOutInitMachine.provide({
      actors: { initPunchOut: fromPromise(() => new Promise(() => {})) },
    });
    const { result } = renderHook(() => usePunchOutInit(machine));
    expect(result.current.loading).toBe(false);
    act(() => result.current.init({ id: 'cart-1' }));
    expect(result.current.loading).toBe(true);
    expect(result.current.active).toBe(false);
  });
});
