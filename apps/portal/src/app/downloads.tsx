import type { Endpoint } from '@b2b-portal/api';
import type { CallOptions, DownloadResult } from '@b2b-portal/api/client';
import { useDownloadToasts } from '@b2b-portal/flows/react';
import { DownloadToasts } from '@b2b-portal/ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { api } from '../services/api';
import { t } from '../services/messages';

export interface Downloads {
  /**
   * Downloads a file endpoint with a toast (000 §2.12): 'Downloading file...' while it runs, removed 1 s after it
   * completes, 'Download Failed' when it fails. A file answer is saved under its content-disposition name; a
   * storage link (sasUri) was opened by the client; a no-data answer closes the toast (the shell shows the
   * no-data box). Resolves with the client's answer; rejects with its error after showing the failed toast.
   */
  download<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): Promise<DownloadResult>;
}

type ToastState = ReturnType<typeof useDownloadToasts>;
const DownloadsContext = createContext<(Downloads & { toasts: ToastState }) | null>(null);

let nextDownloadId = 0;

/** Saves a blob as a file through a temporary link. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function DownloadsProvider({
  children,
  save = saveFile,
}: {
  children: ReactNode;
  save?: typeof saveFile;
}) {
  const toasts = useDownloadToasts();
  const { start, progress, fail, close } = toasts;

  const download = useCallback(
    async <E extends Endpoint>(endpoint: E, options?: CallOptions<E>) => {
      nextDownloadId += 1;
      const id = `download-${nextDownloadId}`;
      start(id, 1);
      try {
        const result = await api.download(endpoint, options);
        if (result.kind === 'file') save(result.blob, result.fileName);
        if (result.kind === 'noData') close(id);
        else progress(id, 100);
        return result;
      } catch (error) {
        fail(id);
        throw error;
      }
    },
    [start, progress, fail, close, save],
  );

  const value = useMemo(() => ({ download, toasts }), [download, toasts]);
  return <DownloadsContext.Provider value={value}>{children}</DownloadsContext.Provider>;
}

/** The toasts themselves, drawn by the shell among its overlays. */
export function DownloadToastsHost() {
  const context = useContext(DownloadsContext);
  if (!context) return null;
  return (
    <DownloadToasts
      toasts={context.toasts.toasts}
      onClose={context.toasts.close}
      labels={{
        title: t('Download.Title'),
        inProgress: t('Download.InProgress'),
        failedTitle: t('Download.FailedTitle'),
        failedMessage: t('Download.FailedMessage'),
        close: t('Global.Close'),
      }}
    />
  );
}

export function useDownloads(): Downloads {
  const context = useContext(DownloadsContext);
  if (!context) throw new Error('useDownloads must be used inside <DownloadsProvider>');
  return context;
}
