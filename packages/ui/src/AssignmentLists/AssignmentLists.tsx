import { useId, useMemo, useRef, useState } from 'react';
import { ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import { Button } from '../Button/Button';
import { fillTemplate } from '../format/template';
import { InlineAlert } from '../InlineAlert/InlineAlert';
import { IconBase } from '../icons/Icon';
import { SearchField } from '../SearchField/SearchField';
import * as styles from './AssignmentLists.css';

/** One entry of either list: a user of the company, a report, anything that is assigned to something. */
export interface AssignmentItem {
  /** Handed back by `onAssign` and `onUnassign`. */
  id: string;
  /** What the entry is called; the filter searches it. */
  label: string;
  /** A second line (a user's email, a report's description); the filter searches it too. */
  description?: string;
}

/** Every text the assignment lists show. */
export interface AssignmentListsLabels {
  /** The filter field's label. @default 'Filter' */
  filter: string;
  /** Title of the assigned list. @default 'Assigned' */
  assigned: string;
  /** Title of the list of the others. @default 'Not assigned' */
  unassigned: string;
  /** Button under the unassigned list, with `{count}` selected. @default 'Assign selected ({count})' */
  assign: string;
  /** Button under the assigned list, with `{count}` selected. @default 'Unassign selected ({count})' */
  unassign: string;
  /** The assigned list when it has nothing. @default 'Nothing is assigned.' */
  noneAssigned: string;
  /** The unassigned list when it has nothing. @default 'Everything is assigned.' */
  noneUnassigned: string;
  /** A list whose entries the filter hides, with `{query}`. @default 'Nothing matches “{query}”.' */
  noMatch: string;
  /** Announced while a change is being saved. @default 'Saving…' */
  saving: string;
  /** Announced when entries were assigned, with `{count}`. @default '{count} assigned.' */
  assignedDone: string;
  /** Announced when entries were unassigned, with `{count}`. @default '{count} unassigned.' */
  unassignedDone: string;
}

export const defaultAssignmentListsLabels: AssignmentListsLabels = {
  filter: 'Filter',
  assigned: 'Assigned',
  unassigned: 'Not assigned',
  assign: 'Assign selected ({count})',
  unassign: 'Unassign selected ({count})',
  noneAssigned: 'Nothing is assigned.',
  noneUnassigned: 'Everything is assigned.',
  noMatch: 'Nothing matches “{query}”.',
  saving: 'Saving…',
  assignedDone: '{count} assigned.',
  unassignedDone: '{count} unassigned.',
};

export interface AssignmentListsProps {
  /** What is assigned now. */
  assigned: readonly AssignmentItem[];
  /** What may be assigned and is not. */
  unassigned: readonly AssignmentItem[];
  /**
   * Assigns the selected entries of the unassigned list (those the filter shows). Resolve `false` when the change
   * was refused: the selection is kept so it can be tried again; anything else clears it.
   */
  onAssign?: (ids: string[]) => Promise<boolean | undefined> | boolean | undefined;
  /** Unassigns the selected entries of the assigned list (those the filter shows); `false` as for `onAssign`. */
  onUnassign?: (ids: string[]) => Promise<boolean | undefined> | boolean | undefined;
  /** A change is being saved: the buttons wait and 'Saving…' is announced. @default false */
  isSaving?: boolean;
  /** Show the lists only: no selection, no buttons (a reader without the right to change them). @default false */
  isReadOnly?: boolean;
  /** Why the last change was refused (the server's words); shown above the lists until the next change. */
  error?: string | null;
  /** Level of the two lists' titles in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Texts shown to the user. @default defaultAssignmentListsLabels */
  labels?: Partial<AssignmentListsLabels>;
}

function matches(item: AssignmentItem, query: string) {
  if (!query) return true;
  const text = `${item.label} ${item.description ?? ''}`.toLocaleLowerCase();
  return text.includes(query.toLocaleLowerCase());
}

function TickMark() {
  return (
    <span className={styles.mark} aria-hidden="true">
      <IconBase size={14} strokeWidth={3} className={styles.tick}>
        <path d="m5 12 5 5 9-10" />
      </IconBase>
    </span>
  );
}

interface ColumnProps {
  title: string;
  headingLevel: 2 | 3 | 4;
  all: readonly AssignmentItem[];
  shown: readonly AssignmentItem[];
  query: string;
  emptyText: string;
  noMatchText: string;
  selected: ReadonlySet<string>;
  onSelectionChange: (keys: Set<string>) => void;
  isReadOnly: boolean;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  action: React.ReactNode;
}

function Column({
  title,
  headingLevel,
  all,
  shown,
  query,
  emptyText,
  noMatchText,
  selected,
  onSelectionChange,
  isReadOnly,
  headingRef,
  action,
}: ColumnProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.column}>
      <Heading id={titleId} className={styles.columnTitle} ref={headingRef} tabIndex={-1}>
        {title} ({all.length})
      </Heading>
      {shown.length === 0 ? (
        <p className={styles.empty}>{all.length === 0 ? emptyText : fillTemplate(noMatchText, { query })}</p>
      ) : (
        <ListBox
          aria-labelledby={titleId}
          items={shown}
          selectionMode={isReadOnly ? 'none' : 'multiple'}
          selectionBehavior="toggle"
          selectedKeys={selected}
          onSelectionChange={(keys: Selection) =>
            onSelectionChange(
              keys === 'all' ? new Set(shown.map((item) => item.id)) : new Set([...keys].map(String)),
            )
          }
          className={styles.listBox}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={styles.option}>
              {isReadOnly ? null : <TickMark />}
              <span className={styles.optionText}>
                <span>{item.label}</span>
                {item.description ? (
                  <span className={styles.optionDescription}>{item.description}</span>
                ) : null}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      )}
      {action}
    </div>
  );
}

/**
 * Two lists, what is assigned and what is not, with one filter over both: select entries in one list (click,
 * Space, Shift+arrows) and move them to the other with its button. The component keeps the filter and the
 * selections; the app saves the change (`onAssign`, `onUnassign`) and passes the new lists, its saving state and
 * the server's refusal. Used for the users of a report and for the reports of a user.
 */
export function AssignmentLists({
  assigned,
  unassigned,
  onAssign,
  onUnassign,
  isSaving = false,
  isReadOnly = false,
  error,
  headingLevel = 3,
  labels,
}: AssignmentListsProps) {
  const texts = { ...defaultAssignmentListsLabels, ...labels };
  const [query, setQuery] = useState('');
  const [toAssign, setToAssign] = useState<ReadonlySet<string>>(new Set());
  const [toUnassign, setToUnassign] = useState<ReadonlySet<string>>(new Set());
  const [done, setDone] = useState('');
  const assignedHeading = useRef<HTMLHeadingElement>(null);
  const unassignedHeading = useRef<HTMLHeadingElement>(null);
  const trimmed = query.trim();
  const shownAssigned = useMemo(() => assigned.filter((item) => matches(item, trimmed)), [assigned, trimmed]);
  const shownUnassigned = useMemo(
    () => unassigned.filter((item) => matches(item, trimmed)),
    [unassigned, trimmed],
  );
  // Only what the lists show now is acted on: an entry the filter hides, or one that moved, is not.
  const assignIds = shownUnassigned.filter((item) => toAssign.has(item.id)).map((item) => item.id);
  const unassignIds = shownAssigned.filter((item) => toUnassign.has(item.id)).map((item) => item.id);

  const move = async (
    ids: string[],
    run: AssignmentListsProps['onAssign'],
    clear: () => void,
    doneText: string,
    target: React.RefObject<HTMLHeadingElement | null>,
  ) => {
    if (!run || ids.length === 0 || isSaving) return;
    setDone('');
    const result = await run(ids);
    if (result === false) return;
    clear();
    setDone(fillTemplate(doneText, { count: ids.length }));
    // The pressed button has nothing left to act on: the focus goes to the list the entries went to.
    target.current?.focus();
  };

  return (
    <div className={styles.assignment}>
      {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
      <SearchField label={texts.filter} value={query} onChange={setQuery} />
      <div className={styles.columns}>
        <Column
          title={texts.unassigned}
          headingLevel={headingLevel}
          all={unassigned}
          shown={shownUnassigned}
          query={trimmed}
          emptyText={texts.noneUnassigned}
          noMatchText={texts.noMatch}
          selected={toAssign}
          onSelectionChange={setToAssign}
          isReadOnly={isReadOnly}
          headingRef={unassignedHeading}
          action={
            isReadOnly ? null : (
              <div className={styles.actions}>
                <Button
                  isDisabled={assignIds.length === 0}
                  isPending={isSaving}
                  onPress={() =>
                    move(
                      assignIds,
                      onAssign,
                      () => setToAssign(new Set()),
                      texts.assignedDone,
                      assignedHeading,
                    )
                  }
                >
                  {fillTemplate(texts.assign, { count: assignIds.length })}
                </Button>
              </div>
            )
          }
        />
        <Column
          title={texts.assigned}
          headingLevel={headingLevel}
          all={assigned}
          shown={shownAssigned}
          query={trimmed}
          emptyText={texts.noneAssigned}
          noMatchText={texts.noMatch}
          selected={toUnassign}
          onSelectionChange={setToUnassign}
          isReadOnly={isReadOnly}
          headingRef={assignedHeading}
          action={
            isReadOnly ? null : (
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  isDisabled={unassignIds.length === 0}
                  isPending={isSaving}
                  onPress={() =>
                    move(
                      unassignIds,
                      onUnassign,
                      () => setToUnassign(new Set()),
                      texts.unassignedDone,
                      unassignedHeading,
                    )
                  }
                >
                  {fillTemplate(texts.unassign, { count: unassignIds.length })}
                </Button>
              </div>
            )
          }
        />
      </div>
      <p role="status" className={styles.muted}>
        {isSaving ? texts.saving : done}
      </p>
    </div>
  );
}
