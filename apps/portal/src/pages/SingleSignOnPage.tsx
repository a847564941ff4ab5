import type { SamlConfigurationAnswer } from '@b2b-portal/api';
import { Button, InlineAlert, Spinner } from '@b2b-portal/ui';
import { useState } from 'react';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { ssoEndpoints } from '../services/endpoints';
import { t } from '../services/messages/sso';
import { problemMessage } from '../services/problems';
import * as styles from './pages.css';
import { SamlConfigurationForm } from './singleSignOn/SamlConfigurationForm';

/**
 * /single-sign-on (issue 18, ours; Settings & Administration, permission `users`): the company administrator's
 * view and change of their company's SAML single sign-on. The server decides what is valid and records each
 * change in the administrator's history.
 */
export default function SingleSignOnPage({ route }: PageProps) {
  const data = useResource(
    (signal) => api.call(ssoEndpoints.getSamlConfiguration, { signal, reportProblems: false }),
    [],
  );
  const [saved, setSaved] = useState<SamlConfigurationAnswer | null>(null);
  const current = saved ?? data.data;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {route.title}
      </h1>
      <p className={styles.lead}>{t('SsoAdmin.Lead')}</p>
      {saved ? <InlineAlert tone="success">{t('SsoAdmin.Saved')}</InlineAlert> : null}
      {current ? (
        <SamlConfigurationForm
          current={current}
          save={(body) => api.call(ssoEndpoints.saveSamlConfiguration, { body, reportProblems: false })}
          onSaved={setSaved}
        />
      ) : data.status === 'failed' ? (
        <InlineAlert
          tone="error"
          action={
            <Button variant="secondary" onPress={data.reload}>
              {t('SsoAdmin.Reload')}
            </Button>
          }
        >
          {problemMessage(data.error)}
        </InlineAlert>
      ) : (
        <Spinner label={t('Global.Loading')} />
      )}
    </section>
  );
}
