import { useCallback, useState } from 'react';
import { replaceQuery, useHashPath, useHashSearch } from '../app/hashLocation';
import { type ListQueryCodec, listSearchString, pageOf } from './listQuery';

export interface ListLocation<Criteria> {
  /** The criteria shown. */
  criteria: Criteria;
  /** The page shown, from 1. */
  page: number;
  /** Shows `criteria` at `page` (written into the address when the list has a codec). */
  show: (criteria: Criteria, page: number) => void;
  /** See `DocumentList.formVersion`. */
  formVersion: number;
  /** See `DocumentList.cardCriteria`. */
  cardCriteria: Criteria;
  /** The search card was reset to `criteria`: it is drawn anew when it was drawn with other criteria. */
  redraw: (criteria: Criteria) => void;
}

interface Shown<Criteria> {
  /** The query as the list writes it (criteria and page): the same search and page, the same key. */
  key: string;
  criteria: Criteria;
  page: number;
  /** The key of the criteria alone (at page 1). */
  criteriaKey: string;
  /** The criteria the search card was last drawn with, and their key. */
  drawn: Criteria;
  drawnWith: string;
  formVersion: number;
}

function read<Criteria>(
  codec: ListQueryCodec<Criteria>,
  search: string,
): Pick<Shown<Criteria>, 'key' | 'criteria' | 'page' | 'criteriaKey'> {
  const query = new URLSearchParams(search);
  const criteria = codec.read(query);
  const page = pageOf(query);
  return {
    key: listSearchString(codec, criteria, page),
    criteria,
    page,
    criteriaKey: listSearchString(codec, criteria, 1),
  };
}

/**
 * Where a list's criteria and page live: in the page's address when the list has a codec, else in its state.
 * The address is read on every change of the hash; a change the list wrote itself shows what is already shown
 * (the same key: neither a new load nor a return to page 1), a change from elsewhere (Back, a link to other
 * criteria while the page is open) shows what it asks for and has the card drawn anew when its criteria differ.
 * Once the page's route is left the list keeps what it showed: it never reads another page's query.
 */
export function useListLocation<Criteria>(
  initial: Criteria,
  codec: ListQueryCodec<Criteria> | undefined,
): ListLocation<Criteria> {
  const [path] = useHashPath();
  const search = useHashSearch();
  const [home] = useState(path);
  const [shown, setShown] = useState<Shown<Criteria>>(() => {
    const start = codec ? read(codec, search) : { key: '', criteria: initial, page: 1, criteriaKey: '' };
    return { ...start, drawn: start.criteria, drawnWith: start.criteriaKey, formVersion: 0 };
  });
  // The key this list last wrote into the address, until the address has answered with it.
  const [written, setWritten] = useState<string | null>(null);
  let current = shown;
  if (codec && path === home) {
    const next = read(codec, search);
    if (next.key !== shown.key) {
      const redrawn = next.key !== written && next.criteriaKey !== shown.criteriaKey;
      current = {
        ...next,
        drawn: redrawn ? next.criteria : shown.drawn,
        drawnWith: redrawn ? next.criteriaKey : shown.drawnWith,
        formVersion: redrawn ? shown.formVersion + 1 : shown.formVersion,
      };
      // Adjusting state while rendering (React's pattern for state derived from a changed input).
      setShown(current);
      setWritten(null);
    }
  }

  const show = useCallback(
    (criteria: Criteria, page: number) => {
      if (!codec) {
        setShown((previous) => ({ ...previous, criteria, page }));
        return;
      }
      const key = listSearchString(codec, criteria, page);
      if (key === current.key) return;
      setWritten(key);
      replaceQuery(home, listSearchString(codec, criteria, page, new URLSearchParams(search)));
    },
    [codec, current.key, home, search],
  );
  const redraw = useCallback(
    (criteria: Criteria) => {
      if (!codec) return;
      const key = listSearchString(codec, criteria, 1);
      setShown((previous) =>
        previous.drawnWith === key
          ? previous
          : { ...previous, drawn: criteria, drawnWith: key, formVersion: previous.formVersion + 1 },
      );
    },
    [codec],
  );
  return {
    criteria: current.criteria,
    page: current.page,
    formVersion: current.formVersion,
    cardCriteria: current.drawn,
    show,
    redraw,
  };
}
