import { SAML_LIMITS, type SamlConfigurationAnswer, type SamlConfigurationInput } from '@b2b-portal/api';
import { Button, Checkbox, Form, InlineAlert, TextArea, TextField } from '@b2b-portal/ui';
import { useState } from 'react';
import { useContractForm } from '../../forms/useContractForm';
import { t } from '../../services/messages/sso';
import * as styles from './singleSignOn.css';

const loadInput = () => import('./singleSignOnSchemas').then((module) => module.SamlConfigurationInput);

export interface SamlConfigurationFormProps {
  /** The company's configuration as the server has it. */
  current: SamlConfigurationAnswer;
  /** Saves the configuration; answers it as saved, or rejects with the server's refusal (its fields marked). */
  save: (input: SamlConfigurationInput) => Promise<SamlConfigurationAnswer>;
  /** Saved: the page shows the answer. */
  onSaved: (answer: SamlConfigurationAnswer) => void;
}

/**
 * The company's single sign-on (issue 18): the identity provider's entity ID, SSO URL and signing certificate
 * (PEM), whether single sign-on is on and whether passwords still sign in. The contract checks the form before the
 * call; the server checks what it can use (an https URL, a readable certificate within its validity, passwords
 * off only with single sign-on on) and its messages show at their fields. The e-mail domains and our metadata's
 * address are shown, not edited.
 */
export function SamlConfigurationForm({ current, save, onSaved }: SamlConfigurationFormProps) {
  const [values, setValues] = useState(
    () =>
      current.configuration ?? {
        idpEntityId: '',
        ssoUrl: '',
        idpCertificate: '',
        enabled: true,
        passwordSignInAllowed: true,
      },
  );
  const form = useContractForm(loadInput, values, { send: save, onDone: onSaved });
  const set =
    <K extends keyof typeof values>(name: K) =>
    (value: (typeof values)[K]) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      form.edited(name);
    };
  return (
    <div className={styles.form}>
      {current.configuration ? null : <InlineAlert tone="info">{t('SsoAdmin.NotConfigured')}</InlineAlert>}
      <div className={styles.facts}>
        <p>{t('SsoAdmin.Metadata', { url: current.metadataUrl })}</p>
        <p>
          {current.emailDomains.length > 0
            ? t('SsoAdmin.Domains', { domains: current.emailDomains.join(', ') })
            : t('SsoAdmin.NoDomains')}
        </p>
      </div>
      <Form
        className={styles.form}
        aria-labelledby="page-title"
        error={form.error}
        refusals={form.refusals}
        onSubmit={(event) => void form.submit(event)}
      >
        <TextField
          label={t('SsoAdmin.IdpEntityId')}
          value={values.idpEntityId}
          onChange={set('idpEntityId')}
          maxLength={SAML_LIMITS.idpEntityId}
          isRequired
          isInvalid={form.fieldErrors.idpEntityId !== undefined}
          errorMessage={form.fieldErrors.idpEntityId}
        />
        <TextField
          label={t('SsoAdmin.SsoUrl')}
          type="url"
          description={t('SsoAdmin.SsoUrlHelp')}
          value={values.ssoUrl}
          onChange={set('ssoUrl')}
          maxLength={SAML_LIMITS.ssoUrl}
          isRequired
          isInvalid={form.fieldErrors.ssoUrl !== undefined}
          errorMessage={form.fieldErrors.ssoUrl}
        />
        <TextArea
          label={t('SsoAdmin.Certificate')}
          description={t('SsoAdmin.CertificateHelp')}
          className={styles.certificate}
          rows={8}
          value={values.idpCertificate}
          onChange={set('idpCertificate')}
          maxLength={SAML_LIMITS.idpCertificate}
          isRequired
          isInvalid={form.fieldErrors.idpCertificate !== undefined}
          errorMessage={form.fieldErrors.idpCertificate}
        />
        <Checkbox isSelected={values.enabled} onChange={set('enabled')}>
          {t('SsoAdmin.Enabled')}
        </Checkbox>
        <Checkbox
          isSelected={values.passwordSignInAllowed}
          onChange={set('passwordSignInAllowed')}
          isInvalid={form.fieldErrors.passwordSignInAllowed !== undefined}
        >
          {t('SsoAdmin.PasswordAllowed')}
        </Checkbox>
        {form.fieldErrors.passwordSignInAllowed ? (
          <InlineAlert tone="error">{form.fieldErrors.passwordSignInAllowed}</InlineAlert>
        ) : null}
        <div>
          <Button type="submit" isPending={form.busy}>
            {t('SsoAdmin.Save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
