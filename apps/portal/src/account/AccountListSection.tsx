import { Button, InlineAlert } from '@b2b-portal/ui';
import type { ReactNode } from 'react';
import { AccountSection, Loading } from './AccountSection';
import * as styles from './account.css';

/**
 * A section that is a list of cards (My Account's contacts and addresses, /addresses' company-wide ones): its add
 * button, what narrows the list (`filter`), the last change's problem, the list (loading, failed, empty or its
 * cards, each with its own actions), what follows it (`footer`: the pages) and its dialogs (`children`), with the
 * last change's success message announced in the section's status region.
 */
export function AccountListSection<T extends { id: string }>({
  id,
  title,
  message,
  addLabel,
  onAdd,
  filter,
  error,
  items,
  failed,
  emptyText,
  renderItem,
  footer,
  children,
}: {
  /** The section's id: its heading is `${id}-title`. */
  id: string;
  title: string;
  message: string;
  /** The add button's label; without `onAdd` there is no button (the caller may not add). */
  addLabel?: string;
  onAdd?: () => void;
  filter?: ReactNode;
  /** The last change's problem, in the page's words. */
  error?: string;
  /** The rows; undefined while they load or when they did not. */
  items: readonly T[] | undefined;
  /** Why the rows did not load. */
  failed?: unknown;
  emptyText: string;
  /** One card's content: what it shows and its actions. */
  renderItem: (item: T) => ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <AccountSection id={id} title={title} message={message}>
      {onAdd && addLabel ? (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onAdd}>
            {addLabel}
          </Button>
        </div>
      ) : null}
      {filter}
      {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
      {!items ? (
        <Loading failed={failed} />
      ) : items.length === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <ul className={styles.cards} aria-label={title}>
          {items.map((item) => (
            <li key={item.id} className={styles.card}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {footer}
      {children}
    </AccountSection>
  );
}
