import { downloadToastsMachine } from '@b2b-portal/flows';
import { DownloadToasts } from '@b2b-portal/ui';
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { t } from '../services/messages';

/**
 * The download toasts' machine and their drawing, loaded with the first download (most pages never download),
 * so the state machine library is not part of the start of every page.
 */
export function startDownloadToasts() {
  return createActor(downloadToastsMachine).start();
}

export type DownloadToastsActor = ReturnType<typeof startDownloadToasts>;

export default function DownloadToastsView({ actor }: { actor: DownloadToastsActor }) {
  const toasts = useSelector(actor, (snapshot) => snapshot.context.toasts);
  return (
    <DownloadToasts
      toasts={toasts}
      onClose={(downloadId) => actor.send({ type: 'CLOSE', downloadId })}
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
