import type { SupportCaseDetail } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { DescriptionList, formatDate, Link } from '@b2b-portal/ui';
import { hrefFor } from '../../app/hashLocation';
import { t } from '../../services/messages/vendorSupport';
import { NumberInText } from '../NumberInText';
import * as styles from '../pages.css';

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

/** A support case's heading on its page: its number (on one line) and title. */
/** A support case's name: its number and title. */
export const supportCaseName = (record: SupportCaseDetail) =>
  `${t('VendorSupport.Cases.Number')} ${record.caseNumber}: ${record.title}`;
export const supportCaseHeading = (record: SupportCaseDetail) => (
  <NumberInText text={supportCaseName(record)} number={record.caseNumber} />
);

/** /support-case-details' record (issue 20): the case's facts, its related bugs and RMAs as links, its description. */
export function SupportCaseDetails({ record }: { record: SupportCaseDetail }) {
  return (
    <>
      <DescriptionList
        layout="grid"
        groups={[
          {
            items: [
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
                description: record.closedDate
                  ? formatDate(record.closedDate)
                  : t('VendorSupport.Cases.None'),
              },
              { term: t('VendorSupport.Cases.Bugs'), description: links(record.bugIds, 'Bug') },
              { term: t('VendorSupport.Cases.Rmas'), description: links(record.rmaNumbers, 'RMADetails') },
            ],
          },
        ]}
      />
      <h2 className={styles.heading}>{t('VendorSupport.Cases.Description')}</h2>
      <p>{record.description}</p>
    </>
  );
}
