import { pathFor } from '@b2b-portal/flows/rules';
import { Button, MessageBox, Modal } from '@b2b-portal/ui';
import { t } from '../services/messages';
import { hrefFor } from './hashLocation';

/** What the API client reported for the shell to show (000 §7): a problem, no data, a large report. */
export type ShellOverlay =
  | { kind: 'problem'; message: string }
  | { kind: 'noData' }
  | { kind: 'largeReport' };

/**
 * The shell's message box and modals. Loaded when the client first reports something: the message box brings
 * the HTML sanitiser, which no page needs at start.
 */
export default function ShellOverlays({ overlay, onClose }: { overlay: ShellOverlay; onClose: () => void }) {
  return (
    <>
      <MessageBox
        isOpen={overlay.kind === 'problem'}
        type="error"
        title={t('Http.400')}
        message={overlay.kind === 'problem' ? overlay.message : ''}
        onClose={onClose}
      />
      <Modal
        isOpen={overlay.kind === 'largeReport'}
        onOpenChange={(open) => !open && onClose()}
        title={t('Report.LargeReportTitle')}
        size="small"
        footer={<Button onPress={onClose}>{t('Global.Ok')}</Button>}
      >
        <p>{t('Report.LargeReportMessage')}</p>
        <p>
          {t('Report.LargeReportDetail')} <a href={hrefFor(pathFor('Reports'))}>{t('Menu.Reports')}</a>
        </p>
      </Modal>
      <Modal
        isOpen={overlay.kind === 'noData'}
        onOpenChange={(open) => !open && onClose()}
        title={t('Download.NoDataTitle')}
        size="small"
        footer={<Button onPress={onClose}>{t('Global.Ok')}</Button>}
      >
        <p>{t('Download.NoDataMessage')}</p>
      </Modal>
    </>
  );
}
