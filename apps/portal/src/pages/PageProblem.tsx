import { InlineAlert, Link } from '@b2b-portal/ui';
import * as styles from './pages.css';

/**
 * A document page that cannot show its document: the page's title and why (an id that is none, a 404, a 403).
 * With `help` (what may have happened) the message is the alert's bold first line; `next` is where to look
 * instead (a list page the person may open).
 */
export function PageProblem({
  title,
  message,
  help,
  next,
}: {
  title: string;
  message: string;
  help?: string;
  next?: { label: string; href: string };
}) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <InlineAlert
        tone="error"
        title={help ? message : undefined}
        action={next ? <Link href={next.href}>{next.label}</Link> : undefined}
      >
        {help ?? message}
      </InlineAlert>
    </section>
  );
}
