import { assertEvent, assign, cancel, enqueueActions, setup } from 'xstate';
import { DOWNLOAD_TIMING, type DownloadToast, initialDownloadProgress } from '../rules/downloads';

/**
 * The download toasts of 000 §2.12: one toast per download, keyed by downloadId.
 * - START adds a toast (or restarts one with the same id); an initial progress below 29 becomes 30.
 * - PROGRESS updates the toast of that downloadId (unknown ids are ignored).
 * - A toast at 100 % while downloading is removed COMPLETE_REMOVE_DELAY (1 s) later.
 * - FAIL turns the toast red ('Download Failed' / 'Something went wrong'); it stays until closed.
 * - CLOSE removes it at once (and forgets a pending removal).
 * The text and the bar's animation time are pure rules: `downloadToastText`, `downloadAnimationDuration`.
 */

export type DownloadToastsEvent =
  | { type: 'START'; downloadId: string; progress?: number }
  | { type: 'PROGRESS'; downloadId: string; progress: number }
  | { type: 'FAIL'; downloadId: string }
  | { type: 'CLOSE'; downloadId: string }
  /** Raised by the machine itself after the completion delay. */
  | { type: 'REMOVE'; downloadId: string };

export interface DownloadToastsContext {
  toasts: DownloadToast[];
}

const clamp = (progress: number) => Math.min(100, Math.max(0, progress));
const removalId = (downloadId: string) => `remove:${downloadId}`;
const isComplete = (toast: DownloadToast | undefined) =>
  toast?.isDownloading === true && toast.downloadProgression >= 100;

export const downloadToastsMachine = setup({
  types: {
    context: {} as DownloadToastsContext,
    events: {} as DownloadToastsEvent,
  },
  actions: {
    startToast: assign({
      toasts: ({ context, event }) => {
        assertEvent(event, 'START');
        const toast: DownloadToast = {
          downloadId: event.downloadId,
          isDownloading: true,
          downloadProgression: clamp(initialDownloadProgress(event.progress ?? 0)),
          failed: false,
        };
        return [...context.toasts.filter((t) => t.downloadId !== event.downloadId), toast];
      },
    }),
    updateProgress: assign({
      toasts: ({ context, event }) => {
        assertEvent(event, 'PROGRESS');
        return context.toasts.map((t) =>
          t.downloadId === event.downloadId ? { ...t, downloadProgression: clamp(event.progress) } : t,
        );
      },
    }),
    failToast: assign({
      toasts: ({ context, event }) => {
        assertEvent(event, 'FAIL');
        return context.toasts.map((t) =>
          t.downloadId === event.downloadId ? { ...t, isDownloading: false, failed: true } : t,
        );
      },
    }),
    removeToast: assign({
      toasts: ({ context, event }) => {
        assertEvent(event, ['CLOSE', 'REMOVE']);
        return context.toasts.filter((t) => t.downloadId !== event.downloadId);
      },
    }),
    cancelRemoval: cancel(({ event }) => removalId((event as { downloadId: string }).downloadId)),
    /** After START or PROGRESS: a completed download is removed after the delay. */
    scheduleRemovalIfComplete: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['START', 'PROGRESS']);
      const toast = context.toasts.find((t) => t.downloadId === event.downloadId);
      if (!isComplete(toast)) return;
      enqueue.cancel(removalId(event.downloadId));
      enqueue.raise(
        { type: 'REMOVE', downloadId: event.downloadId },
        { id: removalId(event.downloadId), delay: 'COMPLETE_REMOVE_DELAY' },
      );
    }),
  },
  guards: {
    isKnown: ({ context, event }) =>
      'downloadId' in event && context.toasts.some((t) => t.downloadId === event.downloadId),
  },
  delays: {
    COMPLETE_REMOVE_DELAY: DOWNLOAD_TIMING.COMPLETE_REMOVE_DELAY,
  },
}).createMachine({
  id: 'downloadToasts',
  context: { toasts: [] },
  on: {
    START: { actions: ['cancelRemoval', 'startToast', 'scheduleRemovalIfComplete'] },
    PROGRESS: { guard: 'isKnown', actions: ['updateProgress', 'scheduleRemovalIfComplete'] },
    FAIL: { guard: 'isKnown', actions: ['cancelRemoval', 'failToast'] },
    CLOSE: { actions: ['cancelRemoval', 'removeToast'] },
    REMOVE: { actions: 'removeToast' },
  },
});

export type DownloadToastsMachine = typeof downloadToastsMachine;
