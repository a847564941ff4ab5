import type { Office } from '@b2b-portal/api';
import { InlineAlert, Link, Spinner } from '@b2b-portal/ui';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { locationEndpoints } from '../services/endpoints';
import { t } from '../services/messages/locations';
import { problemMessage } from '../services/problems';
import * as styles from './locations.css';
import * as pageStyles from './pages.css';

/**
 * /locations (000 §2.2, public; issue 18): the reseller's offices, each a tile with what it is, its address, phone,
 * e-mail and opening hours (the server's list, `v1.0/locations/offices`). The documents name the route only; see
 * apps/portal/README.md for the choice.
 */
export default function LocationsPage({ route }: PageProps) {
  const offices = useResource(
    (signal) => api.call(locationEndpoints.listOffices, { signal, reportProblems: false }),
    [],
  );
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {route.title}
      </h1>
      <p className={pageStyles.lead}>{t('Locations.Intro')}</p>
      {offices.status === 'loading' ? (
        <Spinner label={t('Locations.Loading')} />
      ) : offices.status === 'failed' ? (
        <InlineAlert tone="error">{problemMessage(offices.error)}</InlineAlert>
      ) : (offices.data ?? []).length === 0 ? (
        <InlineAlert tone="info">{t('Locations.None')}</InlineAlert>
      ) : (
        <ul className={pageStyles.tiles} aria-label={route.title}>
          {(offices.data ?? []).map((office) => (
            <OfficeTile key={office.id} office={office} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OfficeTile({ office }: { office: Office }) {
  const headingId = `office-${office.id}`;
  return (
    <li className={pageStyles.tile} aria-labelledby={headingId}>
      <h2 id={headingId} className={pageStyles.tileTitle}>
        {office.name}
      </h2>
      <p className={pageStyles.lead}>{t(`Locations.Kind.${office.kind}`)}</p>
      <address className={styles.address} aria-label={t('Locations.Address')}>
        {office.addressLine1}
        <br />
        {office.addressLine2 ? (
          <>
            {office.addressLine2}
            <br />
          </>
        ) : null}
        {office.city}, {office.state} {office.postalCode}
      </address>
      <dl className={styles.details}>
        <dt className={styles.label}>{t('Locations.Phone')}</dt>
        <dd className={styles.value}>
          <Link href={`tel:+1-${office.phone}`}>{office.phone}</Link>
        </dd>
        <dt className={styles.label}>{t('Locations.Email')}</dt>
        <dd className={styles.value}>
          <Link href={`mailto:${office.email}`}>{office.email}</Link>
        </dd>
        <dt className={styles.label}>{t('Locations.Hours')}</dt>
        {office.hours.map((line) => (
          <dd key={line} className={styles.value}>
            {line}
          </dd>
        ))}
      </dl>
    </li>
  );
}
