import { pathFor } from '@b2b-portal/flows/rules';
import { formatDate, Link } from '@b2b-portal/ui';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { api } from '../services/api';
import { vendorSupportEndpoints } from '../services/endpoints';
import { t } from '../services/messages/vendorSupport';
import * as styles from './pages.css';
import { VendorRecord } from './vendorSupport/VendorRecord';

const links = (ids: string[], route: 'Bug' | 'RMADetails') =>
  ids.length ? (
    <ul>
      {ids.map((id) => (
        <li key={id}>
          <Link href={hrefFor(pathFor(route, { id }))}>{id}</Link>
        </li>
      ))}
    </ul>
  ) : (
    t('VendorSupport.Cases.None')
  );

/** /support-case-details?id= (002 §2, issue 20): one support case with its related bugs and RMAs. */
export default function SupportCaseDetailsPage({ route, query }: PageProps) {
  return (
    <VendorRecord
      title={route.title}
      id={typeof query.id === 'string' && query.id ? query.id : undefined}
      load={(id, signal) =>
        api.call(vendorSupportEndpoints.getSupportCase, { query: { id }, signal, reportProblems: false })
      }
      heading={(record) => `${t('VendorSupport.Cases.Number')} ${record.caseNumber}: ${record.title}`}
      items={(record) => [
        { term: t('VendorSupport.Cases.Status'), description: record.statusName },
        { term: t('VendorSupport.Cases.Severity'), description: String(record.severity) },
        { term: t('VendorSupport.Cases.Contract'), description: record.contractNumber },
        { term: t('VendorSupport.Cases.CcoId'), description: record.ccoId },
        { term: t('VendorSupport.Cases.Contact'), description: record.contactName },
        { term: t('VendorSupport.Cases.Product'), description: record.productId },
        { term: t('VendorSupport.Cases.Serial'), description: record.serialNumber },
        { term: t('VendorSupport.Cases.Created'), description: formatDate(record.createdDate) },
        { term: t('VendorSupport.Cases.Updated'), description: formatDate(record.updatedDate) },
        {
          term: t('VendorSupport.Cases.Closed'),
          description: record.closedDate ? formatDate(record.closedDate) : t('VendorSupport.Cases.None'),
        },
        { term: t('VendorSupport.Cases.Bugs'), description: links(record.bugIds, 'Bug') },
        { term: t('VendorSupport.Cases.Rmas'), description: links(record.rmaNumbers, 'RMADetails') },
      ]}
    >
      {(record) => (
        <>
          <h2 className={styles.heading}>{t('VendorSupport.Cases.Description')}</h2>
          <p>{record.description}</p>
        </>
      )}
    </VendorRecord>
  );
}
