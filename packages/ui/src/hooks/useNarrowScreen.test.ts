import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { narrowScreenQuery, useNarrowScreen } from './useNarrowScreen';

function mockMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return query === narrowScreenQuery ? matches : false;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener();
  };
}

describe('useNarrowScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should use the 500 px width-or-height query', () => {
    expect(narrowScreenQuery).toBe('(max-width: 499px), (max-height: 499px)');
  });

  it('should follow the media query', () => {
    const setMatches = mockMatchMedia(false);
    const { result } = renderHook(() => useNarrowScreen());
    expect(result.current).toBe(false);
    act(() => setMatches(true));
    expect(result.current).toBe(true);
  });
});
