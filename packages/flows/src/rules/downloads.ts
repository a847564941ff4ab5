import type { CoreMessageKey } from '@b2b-portal/api/messages';

/** Download toast rules of 000 §2.12 and §9. */

export const DOWNLOAD_TIMING = {
  /** A toast at 100 % while downloading is removed after 1 s. */
  COMPLETE_REMOVE_DELAY: 1_000,
  /** The bar animates over 5 s while progress is 30 % or below… */
  SLOW_ANIMATION: 5_000,
  /** …otherwise over 1 s. */
  FAST_ANIMATION: 1_000,
} as const;

/** An initial progress below 29 is shown as 30 (000 §2.12; the documents' boundary, 29 itself stays). */
export function initialDownloadProgress(progress: number): number {
  return progress < 29 ? 30 : progress;
}

/** How long the progress bar animates to its new width, in ms. */
export function downloadAnimationDuration(progress: number): number {
  return progress <= 30 ? DOWNLOAD_TIMING.SLOW_ANIMATION : DOWNLOAD_TIMING.FAST_ANIMATION;
}

export interface DownloadToast {
  downloadId: string;
  isDownloading: boolean;
  /** Percent, 0–100. */
  downloadProgression: number;
  failed: boolean;
}

export interface DownloadToastText {
  tone: 'info' | 'error';
  title: CoreMessageKey;
  message: CoreMessageKey;
}

/** Blue 'Export' / 'Downloading file...' while downloading; red 'Download Failed' / 'Something went wrong'. */
export function downloadToastText(toast: Pick<DownloadToast, 'failed'>): DownloadToastText {
  return toast.failed
    ? { tone: 'error', title: 'Download.FailedTitle', message: 'Download.FailedMessage' }
    : { tone: 'info', title: 'Download.Title', message: 'Download.InProgress' };
}
