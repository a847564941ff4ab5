import { InlineAlert, Spinner } from '@b2b-portal/ui';
import type { ReactNode } from 'react';
import { useNamePage } from '../../app/pageName';
import type { Resource } from '../../app/useResource';
import { useResource } from '../../app/useResource';
import { t } from '../../services/messages/vendorSupport';
import { problemMessage } from '../../services/problems';
import * as styles from '../pages.css';
import { useVendorConnection } from './useVendorConnection';
import { type VendorConnection, VendorSupportGate } from './VendorSupportGate';

export interface VendorRecordViewProps<T> {
  /** The page's title, the heading until the record is there. */
  title: string;
  /** The record's id from the address; none: 'Record not fetch' without asking. */
  id: string | undefined;
  connection: VendorConnection;
  /** The record's load. */
  resource: Pick<Resource<T>, 'status' | 'data' | 'error'>;
  /** The record's heading (its number kept on one line by `NumberInText`). */
  heading: (record: T) => ReactNode;
  /** The record's name as text: the last crumb and the browser's title once it is loaded (app/pageName.ts). */
  name: (record: T) => string;
  /** The record's facts (`BugDetails`, `RmaDetails`, `SupportCaseDetails`). */
  children: (record: T) => ReactNode;
}

/**
 * One record of the manufacturer (a bug, an RMA, a support case) on its detail page: the connect panel while the
 * user's manufacturer access is not there, a spinner while it loads, the record under its heading, 'Record not
 * fetch' (002 §8) without an id, and the server's message when the look-up fails (404 'Record not fetch').
 */
export function VendorRecordView<T>({
  title,
  id,
  connection,
  resource,
  heading,
  name,
  children,
}: VendorRecordViewProps<T>) {
  const record = resource.data;
  useNamePage(record ? name(record) : undefined);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {record ? heading(record) : title}
      </h1>
      <VendorSupportGate connection={connection} failure={resource.error}>
        {!id ? (
          <InlineAlert tone="error">{t('VendorSupport.RecordNotFetched')}</InlineAlert>
        ) : resource.status === 'failed' ? (
          <InlineAlert tone="error">{problemMessage(resource.error)}</InlineAlert>
        ) : record ? (
          children(record)
        ) : (
          <Spinner label={t('Global.Loading')} />
        )}
      </VendorSupportGate>
    </section>
  );
}

/** A detail page's record: loaded with the user's manufacturer access (the connect panel first when there is none). */
export function VendorRecord<T>({
  load,
  ...view
}: Omit<VendorRecordViewProps<T>, 'connection' | 'resource'> & {
  load: (id: string, signal: AbortSignal) => Promise<T>;
}) {
  const connection = useVendorConnection();
  const { id } = view;
  const resource = useResource(
    (signal) => (id ? load(id, signal) : Promise.reject(new Error('no id'))),
    [id],
  );
  return <VendorRecordView {...view} connection={connection} resource={resource} />;
}
