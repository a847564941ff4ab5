import { Button, formatDate, formatMoney, formatPhone, Link, TextField } from '@b2b-portal/ui';
import type { PageProps } from '../app/PageProps';
import * as styles from './pages.css';

/**
 * The style guide (000 §2.2): reachable only when the local flag displayStyleGuidePage is 'true' (the guard
 * sends everyone else Home). A quick look at the design system inside the running portal; the full reference
 * is the Storybook.
 */
export default function StyleGuidePage(_: PageProps) {
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        Style guide
      </h1>
      <section aria-labelledby="buttons-title">
        <h2 id="buttons-title">Buttons</h2>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button variant="primary">Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger">Danger</Button>
          <Button isDisabled>Disabled</Button>
        </div>
      </section>
      <section aria-labelledby="fields-title">
        <h2 id="fields-title">Fields</h2>
        <TextField label="Purchase order number" description="As it appears on your PO" />
      </section>
      <section aria-labelledby="formats-title">
        <h2 id="formats-title">Formats</h2>
        <ul>
          <li>Money: {formatMoney('-1234.5')}</li>
          <li>Date: {formatDate(new Date(2026, 10, 21))}</li>
          <li>Phone: {formatPhone('8005550100')}</li>
        </ul>
        <Link href="#/help">A link</Link>
      </section>
    </section>
  );
}
