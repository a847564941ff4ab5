import { EmptyState } from '@b2b-portal/ui';
import type { ReactNode } from 'react';
import { t } from '../services/messages/lists';

export interface ListEmptyProps {
  /** Whether the list is searched by anything but its initial criteria (`isFiltered`). */
  filtered: boolean;
  /** What is empty, in the list's words ('No quotes yet'). */
  title: string;
  /** One sentence: why there is nothing yet and what to do about it. */
  help: string;
  /** The next step, when the user may take it (a link to the page where such documents are made). */
  action?: ReactNode;
}

/**
 * A list's empty state (issue 16): a search that found nothing says to check the spelling or reset; a list with
 * nothing in it yet says where its documents come from and offers the way there.
 */
export function ListEmpty({ filtered, title, help, action }: ListEmptyProps) {
  return filtered ? (
    <EmptyState labels={{ title: t('List.NoMatch') }} description={t('List.NoMatchHelp')} />
  ) : (
    <EmptyState labels={{ title }} description={help} action={action} />
  );
}

/** Whether `criteria` asks for less than `initial` (a keyword, a status, a date range): compared by value. */
export function isFiltered<Criteria>(criteria: Criteria, initial: Criteria): boolean {
  return JSON.stringify(criteria) !== JSON.stringify(initial);
}
