import { type DescriptionItem, DescriptionList, InlineAlert, Spinner } from '@b2b-portal/ui';
import type { ReactNode } from 'react';
import { useResource } from '../../app/useResource';
import { t } from '../../services/messages/vendorSupport';
import { problemMessage } from '../../services/problems';
import * as styles from '../pages.css';
import { VendorSupportGate } from './VendorSupportGate';

/**
 * One record of the manufacturer (a bug, an RMA, a support case) on its detail page: loaded with the user's
 * manufacturer access (the connect panel first when there is none), its facts as a description list and what
 * the record adds below; 'Record not fetch' (002 §8) when the manufacturer has no such record.
 */
export function VendorRecord<T>({
  title,
  id,
  load,
  heading,
  items,
  children,
}: {
  title: string;
  id: string | undefined;
  load: (id: string, signal: AbortSignal) => Promise<T>;
  heading: (record: T) => string;
  items: (record: T) => DescriptionItem[];
  children?: (record: T) => ReactNode;
}) {
  const resource = useResource(
    (signal) => (id ? load(id, signal) : Promise.reject(new Error('no id'))),
    [id],
  );
  const record = resource.data;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {record ? heading(record) : title}
      </h1>
      <VendorSupportGate failure={resource.error}>
        {!id ? (
          <InlineAlert tone="error">{t('VendorSupport.RecordNotFetched')}</InlineAlert>
        ) : resource.status === 'failed' ? (
          <InlineAlert tone="error">{problemMessage(resource.error)}</InlineAlert>
        ) : record ? (
          <>
            <DescriptionList groups={[{ items: items(record) }]} layout="grid" />
            {children?.(record)}
          </>
        ) : (
          <Spinner label={t('Global.Loading')} />
        )}
      </VendorSupportGate>
    </section>
  );
}
