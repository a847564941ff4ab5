import { pathFor } from '@b2b-portal/flows/rules';
import { InlineAlert, Link, Spinner } from '@b2b-portal/ui';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { passwordEndpoints } from '../services/endpoints';
import { t } from '../services/messages/password';
import * as pageStyles from './pages.css';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * /confirm-email-address?id=&tk=&h= (000 §2.2, 002 §2): the link mailed when a registration is approved. The
 * address is confirmed on arrival (confirmEmailAddress): success with a login link, or 'Invalid Request' for a
 * wrong hash, an expired time key, or a link missing its parts.
 */
export default function ConfirmEmailAddressPage({ route, query }: PageProps) {
  const id = text(query.id);
  const tk = text(query.tk);
  const h = text(query.h);
  const confirmation = useResource(
    (signal) =>
      id && tk && h
        ? api.call(passwordEndpoints.confirmEmailAddress, {
            query: { id, tk, h },
            signal,
            reportProblems: false,
          })
        : Promise.reject(new Error('incomplete link')),
    [id, tk, h],
  );
  const login = <Link href={hrefFor(pathFor('Login'))}>{t('Header.Login')}</Link>;

  return (
    <section className={pageStyles.narrowPage} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {route.title}
      </h1>
      {confirmation.status === 'loading' ? (
        <Spinner label={t('ConfirmEmail.Checking')} />
      ) : confirmation.status === 'ready' ? (
        <InlineAlert tone="success" action={login}>
          {t('ConfirmEmail.Confirmed')}
        </InlineAlert>
      ) : (
        <InlineAlert tone="error" action={login}>
          {t('ConfirmEmail.Invalid')}
        </InlineAlert>
      )}
    </section>
  );
}
