import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../Button';
import { Form } from '../Form';
import { useNarrowScreen } from '../hooks/useNarrowScreen';
import { ChevronDownIcon } from '../icons/icons';
import { TextField } from '../TextField';
import * as styles from './SearchCard.css';

/** The form's values by field name: the keyword plus every named field among the children. */
export type SearchValues = Record<string, string>;

export interface SearchCardLabels {
  /** The keyword field's label. */
  keyword: string;
  search: string;
  reset: string;
  /** Name of the expand/collapse button on narrow screens; `{title}` is the card's title. */
  toggle: string;
  /** The form's message when a required keyword is missing. */
  requiredFields: string;
  /** The keyword field's message when it is required and missing. */
  keywordRequired: string;
}

export const defaultSearchCardLabels: SearchCardLabels = {
  keyword: 'Keyword',
  search: 'Search',
  reset: 'Reset',
  toggle: 'Show or hide {title}',
  requiredFields: 'Please enter all required fields and try again.',
  keywordRequired: 'Please enter a keyword.',
};

export interface SearchCardProps {
  /** The card's heading; also names the form landmark. */
  title: string;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** More fields (selects, date ranges…). Give each a `name` so its value reaches `onSearch`. */
  children?: ReactNode;
  /** The keyword the form starts with and returns to on Reset. @default '' */
  defaultKeyword?: string;
  /** Whether the keyword must be filled in (advanced search, 001 §5). @default false */
  isKeywordRequired?: boolean;
  /** Called on submit with the values of all named fields. */
  onSearch: (values: SearchValues) => void;
  /** Called after Reset has restored every field to its default. */
  onReset?: () => void;
  /** Whether the body can be collapsed behind a toggle. @default true on narrow screens (under 500 px), else false */
  isCollapsible?: boolean;
  /** Whether a collapsible card starts open. @default false */
  defaultExpanded?: boolean;
  /**
   * The card's message above its fields, e.g. a summary of why the server refused the search (its field messages go
   * on the fields: `keywordError`, and the caller's own fields' `errorMessage`). Null or empty: none.
   */
  error?: string | null;
  /** The keyword field's message from the owner (the server's word on it); marks the field invalid. */
  keywordError?: string | null;
  /**
   * How many searches the owner saw refused (the server's answers): each new one announces `error` again and moves
   * the focus to the first field marked invalid, as a refused form does. @default 0
   */
  refusals?: number;
  /** Texts, English by default. @default defaultSearchCardLabels */
  labels?: Partial<SearchCardLabels>;
  /** Extra class on the card. */
  className?: string;
}

/** A list's filter panel: a named form with a keyword field, the caller's fields, and Search and Reset. */
export function SearchCard({
  title,
  headingLevel = 2,
  children,
  defaultKeyword = '',
  isKeywordRequired = false,
  onSearch,
  onReset,
  isCollapsible,
  defaultExpanded = false,
  labels: labelOverrides,
  className,
  error = null,
  keywordError = null,
  refusals: ownerRefusals = 0,
}: SearchCardProps) {
  const labels = { ...defaultSearchCardLabels, ...labelOverrides };
  const titleId = useId();
  const bodyId = useId();
  const narrow = useNarrowScreen();
  const collapsible = isCollapsible ?? narrow;
  const [expanded, setExpanded] = useState(defaultExpanded);
  const isOpen = !collapsible || expanded;
  const Heading = `h${headingLevel}` as const;
  // A required keyword left blank: the search is refused in the form's pattern (message, field, focus).
  const [keywordMissing, setKeywordMissing] = useState(false);
  const [refusals, setRefusals] = useState(0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: SearchValues = {};
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') values[name] = value;
    }
    if (isKeywordRequired && (values.keyword ?? '').trim() === '') {
      setKeywordMissing(true);
      setRefusals((count) => count + 1);
      return;
    }
    setKeywordMissing(false);
    onSearch(values);
  };

  return (
    <div className={[styles.card, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {collapsible ? (
          <Button
            variant="ghost"
            size="small"
            aria-expanded={isOpen}
            aria-controls={bodyId}
            aria-label={labels.toggle.replace('{title}', title)}
            className={styles.toggle}
            onPress={() => setExpanded((open) => !open)}
          >
            <ChevronDownIcon size={16} className={isOpen ? styles.chevronOpen : styles.chevron} />
          </Button>
        ) : null}
      </div>
      <div id={bodyId} hidden={!isOpen}>
        <Form
          aria-labelledby={titleId}
          className={styles.form}
          onSubmit={submit}
          onReset={() => {
            setKeywordMissing(false);
            onReset?.();
          }}
          error={keywordMissing ? labels.requiredFields : error}
          refusals={refusals + ownerRefusals}
        >
          <div className={styles.fields}>
            <TextField
              name="keyword"
              type="search"
              label={labels.keyword}
              defaultValue={defaultKeyword}
              isRequired={isKeywordRequired}
              isInvalid={keywordMissing || Boolean(keywordError)}
              errorMessage={keywordMissing ? labels.keywordRequired : (keywordError ?? undefined)}
              onChange={() => setKeywordMissing(false)}
            />
            {children}
          </div>
          <div className={styles.actions}>
            <Button type="submit" variant="primary">
              {labels.search}
            </Button>
            <Button type="reset" variant="secondary">
              {labels.reset}
            </Button>
          </div>
        </Form>
      </div>
    </div>
  );
}
