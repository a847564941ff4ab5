import { InlineAlert } from '@b2b-portal/ui';
import * as styles from './pages.css';

/** A document page that cannot show its document: the page's title and why (an id that is none, a 404, a 403). */
export function PageProblem({ title, message }: { title: string; message: string }) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <InlineAlert tone="error">{message}</InlineAlert>
    </section>
  );
}
