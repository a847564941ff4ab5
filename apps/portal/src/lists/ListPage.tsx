import type { ReactNode } from 'react';
import * as styles from '../pages/pages.css';

/** The frame of a list page: its title as the page's heading, then the search, toolbar and results. */
export function ListPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
