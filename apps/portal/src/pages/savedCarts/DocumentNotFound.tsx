import { InlineAlert, Link } from '@b2b-portal/ui';
import { hrefFor } from '../../app/hashLocation';
import * as pageStyles from '../pages.css';

/** A detail page whose document could not be read: the server's message and the way back to the list. */
export function DocumentNotFound({
  title,
  message,
  backPath,
  backLabel,
}: {
  title: string;
  message: string;
  backPath: string;
  backLabel: string;
}) {
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {title}
      </h1>
      <InlineAlert tone="error">{message}</InlineAlert>
      <p>
        <Link href={hrefFor(backPath)}>{backLabel}</Link>
      </p>
    </section>
  );
}
