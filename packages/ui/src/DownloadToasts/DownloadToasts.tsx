import { motion } from '../foundations/tokens';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon, DownloadIcon, ErrorIcon } from '../icons/icons';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import * as styles from './DownloadToasts.css';

/** A download toast (000 §3). The flows package owns the timing rules (bump to 30, remove 1 s after 100). */
export interface DownloadToast {
  /** Identifies the download; updates and closing use it. */
  downloadId: string;
  /** True while the file is downloading. */
  isDownloading: boolean;
  /** Progress in percent, 0–100. */
  downloadProgression: number;
  /** True when the download failed: the toast turns red. @default false */
  failed?: boolean;
}

/** Every text the toasts show. */
export interface DownloadToastsLabels {
  /** Name of the live region. @default 'Downloads' */
  region: string;
  /** @default 'Export' */
  title: string;
  /** @default 'Downloading file...' */
  inProgress: string;
  /** @default 'Download Failed' */
  failedTitle: string;
  /** @default 'Something went wrong' */
  failedMessage: string;
  /** Name of the close mark. @default 'Close' */
  close: string;
  /** Name of the progress bar. @default 'Download progress' */
  progress: string;
}

export const defaultDownloadToastsLabels: DownloadToastsLabels = {
  region: 'Downloads',
  title: 'Export',
  inProgress: 'Downloading file...',
  failedTitle: 'Download Failed',
  failedMessage: 'Something went wrong',
  close: 'Close',
  progress: 'Download progress',
};

export interface DownloadToastsProps {
  /** The toasts, oldest first. */
  toasts: readonly DownloadToast[];
  /** Called by a toast's close mark with its downloadId. */
  onClose: (downloadId: string) => void;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<DownloadToastsLabels>;
}

/** The bar animates over 5 s while progress is at or below 30 %, otherwise over 1 s (000 §2.12). */
export function progressTransition(progress: number): string {
  return progress <= 30 ? motion.progressSlow : motion.progress;
}

/** The download toasts of 000 §2.12, in a polite live region. Reduced motion turns the animation off. */
export function DownloadToasts({ toasts, onClose, labels: labelOverrides }: DownloadToastsProps) {
  const labels = { ...defaultDownloadToastsLabels, ...labelOverrides };
  return (
    <section aria-label={labels.region} aria-live="polite" className={styles.region}>
      {toasts.map((toast) => {
        const failed = toast.failed === true;
        return (
          <div
            key={toast.downloadId}
            role={failed ? 'alert' : 'status'}
            className={styles.toast({ state: failed ? 'failed' : 'downloading' })}
          >
            {failed ? <ErrorIcon size={20} /> : <DownloadIcon size={20} />}
            <div className={styles.content}>
              <span className={styles.title}>{failed ? labels.failedTitle : labels.title}</span>
              <span className={styles.message}>{failed ? labels.failedMessage : labels.inProgress}</span>
              {!failed && toast.isDownloading ? (
                <ProgressBar
                  aria-label={labels.progress}
                  value={toast.downloadProgression}
                  showValue={false}
                  transitionDuration={progressTransition(toast.downloadProgression)}
                />
              ) : null}
            </div>
            <IconButton aria-label={labels.close} size="small" onPress={() => onClose(toast.downloadId)}>
              <CloseIcon size={16} />
            </IconButton>
          </div>
        );
      })}
    </section>
  );
}
