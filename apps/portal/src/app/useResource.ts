import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';

export type Resource<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'failed'; data: T | undefined; error: unknown };

/**
 * Loads data for a page: runs `load` when the dependencies change, ignores answers that arrive after a newer
 * load started (or after the page left), keeps the previous data while reloading, and offers `reload` and
 * `replace` (show an answer the page already has, e.g. after a change).
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): Resource<T> & { reload: () => void; replace: (data: T) => void } {
  const [state, setState] = useState<Resource<T>>({ status: 'loading', data: undefined, error: null });
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's dependencies decide when to load.
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data, error: null }));
    startLoad(loadRef.current, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState((previous) => ({ status: 'failed', data: previous.data, error }));
      },
    );
    return () => controller.abort();
  }, [...deps, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data, error: null }), []);
  return { ...state, reload, replace };
}

/**
 * Runs a loader so that one which throws before its promise, or answers no promise at all (a test's reset mock),
 * fails the load like a rejected one: the page shows its problem instead of an error thrown out of an effect.
 */
function startLoad<T>(load: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    const answer: unknown = load(signal);
    if (answer instanceof Promise) return answer as Promise<T>;
    if (
      answer !== null &&
      typeof answer === 'object' &&
      typeof (answer as PromiseLike<T>).then === 'function'
    )
      return Promise.resolve(answer as PromiseLike<T>);
    return Promise.reject(new TypeError('The loader answered no promise.'));
  } catch (error) {
    return Promise.reject(error);
  }
}
