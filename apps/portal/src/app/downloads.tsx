import type { Endpoint } from '@b2b-portal/api';
import type { CallOptions, DownloadResult } from '@b2b-portal/api/client';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { api } from '../services/api';
import type { EndpointOrLazy } from '../services/lazyEndpoint';
import type { DownloadToastsActor } from './downloadToasts';

const DownloadToastsView = lazy(() => import('./downloadToasts'));

export interface Downloads {
  /**
   * Downloads a file endpoint with a toast (000 §2.12): 'Downloading file...' with the part of the file that has
   * arrived (from its Content-Length) while it runs, removed 1 s after it
   * completes, 'Download Failed' when it fails. A file answer is saved under its content-disposition name; a
   * storage link (sasUri) was opened by the client; a no-data answer closes the toast (the shell shows the
   * no-data box). Resolves with the client's answer; rejects with its error after showing the failed toast.
   */
  download<E extends Endpoint>(
    endpoint: EndpointOrLazy<E>,
    options?: CallOptions<E>,
  ): Promise<DownloadResult>;
}

const DownloadsContext = createContext<(Downloads & { toasts: DownloadToastsActor | null }) | null>(null);

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
  // The toasts' machine starts with the first download, in parallel with the call.
  const [toasts, setToasts] = useState<DownloadToastsActor | null>(null);
  const loading = useRef<Promise<DownloadToastsActor> | null>(null);
  const loadToasts = useCallback(() => {
    loading.current ??= import('./downloadToasts').then(({ startDownloadToasts }) => {
      const actor = startDownloadToasts();
      setToasts(actor);
      return actor;
    });
    return loading.current;
  }, []);
  useEffect(
    () => () => {
      toasts?.stop();
    },
    [toasts],
  );

  const download = useCallback(
    async <E extends Endpoint>(endpoint: EndpointOrLazy<E>, options?: CallOptions<E>) => {
      nextDownloadId += 1;
      const downloadId = `download-${nextDownloadId}`;
      const ready = loadToasts();
      // Real progress (000 §2.12) when the server says the file's size: the part that has arrived, short of 100
      // until the file is whole and saved.
      // The toast starts at 30 % (000 §2.12), so the bar only moves on past that.
      let shown = 30;
      let toastActor: DownloadToastsActor | null = null;
      const onProgress = (received: number, total: number | null) => {
        options?.onProgress?.(received, total);
        if (total === null) return;
        const progress = Math.min(99, Math.floor((received / total) * 100));
        if (progress <= shown) return;
        shown = progress;
        toastActor?.send({ type: 'PROGRESS', downloadId, progress });
      };
      const call = api.download(endpoint, { ...options, onProgress } as CallOptions<E>);
      const actor = await ready;
      toastActor = actor;
      actor.send({ type: 'START', downloadId, progress: 1 });
      if (shown > 30) actor.send({ type: 'PROGRESS', downloadId, progress: shown });
      try {
        const result = await call;
        if (result.kind === 'file') save(result.blob, result.fileName);
        if (result.kind === 'noData') actor.send({ type: 'CLOSE', downloadId });
        else actor.send({ type: 'PROGRESS', downloadId, progress: 100 });
        return result;
      } catch (error) {
        actor.send({ type: 'FAIL', downloadId });
        throw error;
      }
    },
    [loadToasts, save],
  );

  const value = useMemo(() => ({ download, toasts }), [download, toasts]);
  return <DownloadsContext.Provider value={value}>{children}</DownloadsContext.Provider>;
}

/** The toasts themselves, drawn by the shell among its overlays once a download has started. */
export function DownloadToastsHost() {
  const context = useContext(DownloadsContext);
  if (!context?.toasts) return null;
  return (
    <Suspense fallback={null}>
      <DownloadToastsView actor={context.toasts} />
    </Suspense>
  );
}

export function useDownloads(): Downloads {
  const context = useContext(DownloadsContext);
  if (!context) throw new Error('useDownloads must be used inside <DownloadsProvider>');
  return context;
}
