import { pathFor } from '@b2b-portal/flows/rules';
import { Link } from '@b2b-portal/ui';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { t } from '../services/messages';
import * as styles from './pages.css';

/**
 * /error?code= (000 §2.2, §8). The documents give the wording only for NoPunchOutProfile; for every other
 * code the page says what happened in general words and offers the way back.
 */
export default function ErrorPage({ query }: PageProps) {
  const code = typeof query.code === 'string' ? query.code : '';
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {code === 'NoPunchOutProfile' ? 'Punch-out profile missing' : t('Global.SomethingWentWrong')}
      </h1>
      {code === 'NoPunchOutProfile' ? (
        <p>
          {t('PunchOut.NoProfile').replace(/click here$/, '')}
          <Link href={hrefFor(pathFor('MyAccount'))}>click here</Link>
        </p>
      ) : (
        <p className={styles.lead}>{t('Http.Other')}</p>
      )}
      {code && code !== 'NoPunchOutProfile' ? <p>Code: {code}</p> : null}
      <p>
        <Link href={hrefFor(pathFor('Home'))}>{t('Footer.Home')}</Link>
      </p>
    </section>
  );
}
