import type { SavedCartKind } from '@b2b-portal/api';
import { Tab, TabList, TabPanel, Tabs } from '@b2b-portal/ui';
import { useState } from 'react';
import type { PageProps } from '../app/PageProps';
import { queryTab } from '../app/queryTab';
import { t } from '../services/messages/shop';
import * as styles from './pages.css';
import { SavedCartResults } from './savedCarts/SavedCartResults';
import { initialCriteria, SavedCartSearch } from './savedCarts/SavedCartSearch';

const tabs = [
  { id: 'template', label: 'SavedCarts.MyTab' },
  { id: 'configuration', label: 'SavedCarts.SharedTab' },
] as const satisfies readonly { id: SavedCartKind; label: string }[];

/**
 * /saved-carts (001 §2, templates): the caller's saved carts and the carts shared with the company, searched by
 * keyword and created-date range, 10 to a page, each opening its detail or exporting its parts list. The list
 * shown is the query's `tab`, kept there as the tabs change: Back from a shared cart returns to the shared carts.
 */
export default function SavedCartsPage({ route, query }: PageProps) {
  const [criteria, setCriteria] = useState(initialCriteria);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [kind, select] = queryTab<SavedCartKind, SavedCartKind>(
    route.path,
    query.tab,
    tabs.map((tab) => tab.id),
    'template',
  );

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {route.title}
      </h1>
      <SavedCartSearch title={t('SavedCarts.SearchTitle')} onSearch={setCriteria} error={loadError} />
      <Tabs selectedKey={kind} onSelectionChange={select}>
        <TabList aria-label={t('SavedCarts.ListsLabel')}>
          {tabs.map((tab) => (
            <Tab key={tab.id} id={tab.id}>
              {t(tab.label)}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab.id} id={tab.id}>
            <SavedCartResults
              kind={tab.id}
              criteria={criteria}
              tableLabel={t(tab.label)}
              onLoadError={setLoadError}
            />
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
