import type { BugDetail } from '@b2b-portal/api';
import { DescriptionList, formatDate } from '@b2b-portal/ui';
import { t } from '../../services/messages/vendorSupport';
import { NumberInText } from '../NumberInText';
import * as styles from '../pages.css';

const list = (values: string[]) => (values.length ? values.join(', ') : t('VendorSupport.Cases.None'));

/** A bug's heading on its page: its id (on one line) and headline. */
/** A bug's name: its id and headline. */
export const bugName = (bug: BugDetail) => `${bug.id}: ${bug.headline}`;
export const bugHeading = (bug: BugDetail) => <NumberInText text={bugName(bug)} number={bug.id} />;

/** /bug's record (issue 20): severity and status by name, product, releases, cases, description and workaround. */
export function BugDetails({ bug }: { bug: BugDetail }) {
  return (
    <>
      <DescriptionList
        layout="grid"
        groups={[
          {
            items: [
              { term: t('VendorSupport.Bugs.Severity'), description: `${bug.severity} ${bug.severityName}` },
              { term: t('VendorSupport.Bugs.Status'), description: bug.statusName },
              { term: t('VendorSupport.Bugs.Product'), description: bug.productId },
              { term: t('VendorSupport.Bugs.Series'), description: bug.productSeries },
              { term: t('VendorSupport.Bugs.Modified'), description: formatDate(bug.lastModifiedDate) },
              { term: t('VendorSupport.Bugs.AffectedReleases'), description: list(bug.affectedReleases) },
              { term: t('VendorSupport.Bugs.FixedReleases'), description: list(bug.fixedReleases) },
              { term: t('VendorSupport.Bugs.Cases'), description: String(bug.supportCaseCount) },
            ],
          },
        ]}
      />
      <h2 className={styles.heading}>{t('VendorSupport.Bugs.Description')}</h2>
      <p style={{ whiteSpace: 'pre-line' }}>{bug.description}</p>
      <h2 className={styles.heading}>{t('VendorSupport.Bugs.Workaround')}</h2>
      <p>{bug.workaround}</p>
    </>
  );
}
