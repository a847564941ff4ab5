import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useResource } from './useResource';

describe('useResource', () => {
  it('shows the answer of a loader once it arrives', async () => {
    const { result } = renderHook(() => useResource(async () => ['a', 'b'], []));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toEqual(['a', 'b']);
  });

  it('a loader that throws before answering a promise fails the load instead of throwing out of the effect', async () => {
    const problem = new Error('mock answered nothing');
    const { result } = renderHook(() =>
      useResource((): Promise<string> => {
        throw problem;
      }, []),
    );
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe(problem);
  });

  it('a loader that answers no promise at all (a reset mock) fails the load rather than showing no data as ready', async () => {
    const { result } = renderHook(() => useResource(() => undefined as unknown as Promise<string[]>, []));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.data).toBeUndefined();
  });
});
