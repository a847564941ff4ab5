import type { PasswordComplexity } from '@b2b-portal/api';
import { PasswordError, passwordRequirementStates } from '@b2b-portal/flows/rules';
import { useId } from 'react';
import { t } from '../services/messages/password';
import * as styles from './PasswordRequirements.css';

const requirementText = (code: PasswordError, count: number) => {
  switch (code) {
    case PasswordError.MinimumLength:
      return t('Password.Requirement.Length', { count });
    case PasswordError.MinimumUppercase:
      return t('Password.Requirement.Uppercase', { count });
    case PasswordError.MinimumLowercase:
      return t('Password.Requirement.Lowercase', { count });
    case PasswordError.MinimumNumeric:
      return t('Password.Requirement.Numeric', { count });
    case PasswordError.MinimumSpecialCharacters:
      return t('Password.Requirement.Special', { count });
    default:
      return t('Password.Requirement.NoSpace');
  }
};

/**
 * The server's complexity requirements (002 §3, §5) in the documents' words, each marked met or not as the user
 * types the new password: the same rule (`checkPassword` of flows) the server checks with. The one list of the
 * rules, on My Account's change-password form and on the page that sets a password from a mailed link (issue 18:
 * the two said them differently). `id`: for the password field's aria-describedby.
 */
export function PasswordRequirements({
  password,
  requirements,
  id,
}: {
  password: string;
  requirements: PasswordComplexity;
  id?: string;
}) {
  const titleId = useId();
  return (
    <div id={id}>
      <p id={titleId} className={styles.muted}>
        {t('Password.Requirements')}
      </p>
      <ul aria-labelledby={titleId} className={styles.requirements}>
        {passwordRequirementStates(password, requirements).map(({ code, count, met }) => (
          <li key={code} className={met ? styles.met : undefined}>
            {met ? '✓ ' : '○ '}
            {requirementText(code, count)}{' '}
            <span className={styles.muted}>
              ({met ? t('Password.Requirement.Met') : t('Password.Requirement.NotMet')})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
