import type { Endpoint } from '@b2b-portal/api';
import type { CallOptions } from '@b2b-portal/api/client';
import { Button } from '@b2b-portal/ui';
import { useDownloads } from '../app/downloads';
import type { EndpointOrLazy } from '../services/lazyEndpoint';

export interface ListExportButtonProps<E extends Endpoint> {
  /** The button's text. */
  label: string;
  /** The file endpoint of the list's export (XLSX). */
  endpoint: EndpointOrLazy<E>;
  /** Its query or body: the list's filters, without paging. */
  options: CallOptions<E>;
}

/** Exports what a list's filters match as a file; the download shows its own toasts, failure included. */
export function ListExportButton<E extends Endpoint>({ label, endpoint, options }: ListExportButtonProps<E>) {
  const { download } = useDownloads();
  return (
    <div>
      <Button variant="secondary" onPress={() => download(endpoint, options).catch(() => undefined)}>
        {label}
      </Button>
    </div>
  );
}
