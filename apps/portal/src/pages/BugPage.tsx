import { formatDate } from '@b2b-portal/ui';
import type { PageProps } from '../app/PageProps';
import { api } from '../services/api';
import { vendorSupportEndpoints } from '../services/endpoints';
import { t } from '../services/messages/vendorSupport';
import * as styles from './pages.css';
import { VendorRecord } from './vendorSupport/VendorRecord';

const list = (values: string[]) => (values.length ? values.join(', ') : t('VendorSupport.Cases.None'));

/** /bug?id= (002 §2, issue 20): one of the manufacturer's bugs with its releases, description and workaround. */
export default function BugPage({ route, query }: PageProps) {
  return (
    <VendorRecord
      title={route.title}
      id={typeof query.id === 'string' && query.id ? query.id : undefined}
      load={(id, signal) =>
        api.call(vendorSupportEndpoints.getBug, { query: { id }, signal, reportProblems: false })
      }
      heading={(bug) => `${bug.id}: ${bug.headline}`}
      items={(bug) => [
        { term: t('VendorSupport.Bugs.Severity'), description: `${bug.severity} ${bug.severityName}` },
        { term: t('VendorSupport.Bugs.Status'), description: bug.statusName },
        { term: t('VendorSupport.Bugs.Product'), description: bug.productId },
        { term: t('VendorSupport.Bugs.Series'), description: bug.productSeries },
        { term: t('VendorSupport.Bugs.Modified'), description: formatDate(bug.lastModifiedDate) },
        { term: t('VendorSupport.Bugs.AffectedReleases'), description: list(bug.affectedReleases) },
        { term: t('VendorSupport.Bugs.FixedReleases'), description: list(bug.fixedReleases) },
        { term: t('VendorSupport.Bugs.Cases'), description: String(bug.supportCaseCount) },
      ]}
    >
      {(bug) => (
        <>
          <h2 className={styles.heading}>{t('VendorSupport.Bugs.Description')}</h2>
          <p style={{ whiteSpace: 'pre-line' }}>{bug.description}</p>
          <h2 className={styles.heading}>{t('VendorSupport.Bugs.Workaround')}</h2>
          <p>{bug.workaround}</p>
        </>
      )}
    </VendorRecord>
  );
}
