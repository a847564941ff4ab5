import { SearchCard, type SearchCardProps, type SearchValues } from '@b2b-portal/ui';
import type { DocumentList } from './useDocumentList';

export interface ListSearchProps<Criteria> extends Omit<SearchCardProps, 'onSearch' | 'onReset'> {
  /** Where the criteria go: a `useDocumentList`, or any owner of criteria with `search` and `reset`. */
  list: Pick<DocumentList<Criteria, unknown>, 'search' | 'reset'>;
  /** Reads the card's values (the keyword and every named field) into criteria. */
  criteriaFromForm: (values: SearchValues) => Criteria;
}

/** A list's search card: Search shows the first page of what the fields ask for; Reset goes back to the start. */
export function ListSearch<Criteria>({ list, criteriaFromForm, ...card }: ListSearchProps<Criteria>) {
  return (
    <SearchCard {...card} onSearch={(values) => list.search(criteriaFromForm(values))} onReset={list.reset} />
  );
}
