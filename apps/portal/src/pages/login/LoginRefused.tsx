import { Button, InlineAlert, Link } from '@b2b-portal/ui';
import { t } from '../../services/messages';
import * as styles from '../pages.css';

export interface LoginRefusedProps {
  /** Who is signed in. */
  email: string;
  /** The title of the page they may not open. */
  page: string;
  /** The title and address of their landing page. */
  landing: string;
  landingHref: string;
  onSignInAsSomeoneElse: () => void;
}

/**
 * Login, reached signed in with a redirect this user may not open (the guard's `forbidden`: a permission they
 * lack or a feature their company lacks; a bookmark, a reload): the documents' 'Sorry, You are not allowed for
 * This Action', who is signed in, that they may not open it, and the two ways on (LoginPage).
 */
export default function LoginRefused({
  email,
  page,
  landing,
  landingHref,
  onSignInAsSomeoneElse,
}: LoginRefusedProps) {
  return (
    <div className={styles.narrowPage}>
      <h1 className={styles.title}>{t('Login.Title')}</h1>
      <InlineAlert tone="warning">
        {/* The documents' words for a refusal (000 §8, HTTP 403), then who, what and the ways on. */}
        <p className={styles.alertText}>
          <strong>{t('Http.403')}</strong>
        </p>
        <p className={styles.alertText}>{t('Login.Forbidden', { user: email, page, landing })}</p>
        <div className={styles.alertActions}>
          <Button variant="primary" onPress={onSignInAsSomeoneElse}>
            {t('Login.SignInAsSomeoneElse')}
          </Button>
          <Link href={landingHref}>{t('Login.GoTo', { landing })}</Link>
        </div>
      </InlineAlert>
    </div>
  );
}
