import { useMemo } from 'react';
import { UNSTABLE_ToastQueue as RACToastQueue } from 'react-aria-components';

export const toastTones = ['info', 'success', 'warning', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

/** What a toast shows. */
export interface ToastContent {
  /** The tone sets colour and icon. */
  tone: ToastTone;
  /** Short, already-translated message. */
  title: string;
  /** Optional second line. */
  description?: string;
}

export interface ShowToastOptions {
  /**
   * Milliseconds before it closes itself; `null` keeps it until closed. Hovering or focusing the region
   * pauses the timer. @default 5000 for info and success, null for warning and error (they must be read)
   */
  timeout?: number | null;
  /** Called when the toast closes, by the person or the timer. */
  onClose?: () => void;
}

/** The queue type of `createToastQueue()`. */
export type ToastQueue = RACToastQueue<ToastContent>;

/** Default auto-dismiss time of info and success toasts. */
export const defaultToastTimeout = 5000;

/** A queue of toasts; make one per app (module scope) and pass it to ToastRegion and useToast. */
export function createToastQueue({ maxVisibleToasts = 5 }: { maxVisibleToasts?: number } = {}): ToastQueue {
  return new RACToastQueue<ToastContent>({ maxVisibleToasts });
}

/** Shows a toast on `queue` and returns its key, for `queue.close(key)`. */
export function showToast(queue: ToastQueue, content: ToastContent, options: ShowToastOptions = {}): string {
  const timeout =
    options.timeout === undefined
      ? content.tone === 'info' || content.tone === 'success'
        ? defaultToastTimeout
        : undefined
      : (options.timeout ?? undefined);
  return queue.add(content, { timeout, onClose: options.onClose });
}

type ToneShortcut = (title: string, description?: string, options?: ShowToastOptions) => string;

export interface ToastApi {
  /** Shows any toast; returns its key. */
  show: (content: ToastContent, options?: ShowToastOptions) => string;
  info: ToneShortcut;
  success: ToneShortcut;
  warning: ToneShortcut;
  error: ToneShortcut;
  /** Closes the toast with this key. */
  close: (key: string) => void;
}

/** Stable helpers to show toasts on a queue: `const toast = useToast(queue); toast.success('Saved')`. */
export function useToast(queue: ToastQueue): ToastApi {
  return useMemo(() => {
    const tone =
      (name: ToastTone): ToneShortcut =>
      (title, description, options) =>
        showToast(queue, { tone: name, title, description }, options);
    return {
      show: (content, options) => showToast(queue, content, options),
      info: tone('info'),
      success: tone('success'),
      warning: tone('warning'),
      error: tone('error'),
      close: (key) => queue.close(key),
    };
  }, [queue]);
}
