import { pathFor } from '@b2b-portal/flows/rules';
import { Modal } from '@b2b-portal/ui';
import { t } from '../../services/messages/checkout';
import * as styles from '../CheckoutFlow.css';

/** The company's terms of sale (002 §9, 001 §9 text catalogue policies), in the order Help lists them. */
const terms = [
  'Policy.CashDiscount',
  'Policy.ExpeditedCutoff',
  'Policy.InvoiceDiscrepancies',
  'Policy.Returns',
  'Policy.FinanceCharge',
] as const;

/**
 * The terms and conditions of sale the buyer accepts on the review (issue 16; a design choice, see the portal
 * README): a dialog over the review, so nothing entered is left behind, with the policies of the text catalogue
 * and a link to Help's policies and forms for the rest. Loaded on use (`lazySteps.tsx`).
 */
export default function TermsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal isOpen onOpenChange={(open) => (open ? null : onClose())} title={t('Checkout.TermsTitle')}>
      <div className={styles.step}>
        <ul className={styles.plainList}>
          {terms.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p className={styles.muted}>
          <a href={`#${pathFor('Help', { tab: 'policies' })}`} target="_blank" rel="noreferrer">
            {t('Checkout.TermsOnHelp')}
          </a>
        </p>
      </div>
    </Modal>
  );
}
