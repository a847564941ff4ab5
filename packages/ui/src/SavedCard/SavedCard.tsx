import { Button } from '../Button/Button';
import { fillTemplate } from '../format/template';
import { visuallyHidden } from '../foundations/focus.css';
import { badge, card as cardStyle } from '../foundations/surface.css';
import * as styles from './SavedCard.css';
import { SavedCardIcon } from './SavedCardIcon';

export const cardTypes = ['Visa', 'Mastercard', 'American Express'] as const;
export type CardType = (typeof cardTypes)[number];

/** A credit card saved to the account (001 §3 Saved card display, 002 §3). */
export interface SavedCreditCard {
  /** Stable id (payment info id). */
  id: string;
  /** Card brand. */
  type: CardType;
  /** The masked number as the server sends it ('************1111'); only the last four digits are shown. */
  maskedNumber: string;
  /** Expiry month, 1–12. */
  expirationMonth: number;
  /** Expiry year, four digits. */
  expirationYear: number;
  /** Name on the card. */
  holder?: string;
  /** The card has expired. @default false */
  isExpired?: boolean;
  /** The account's primary card. @default false */
  isPrimary?: boolean;
}

/** Every text the saved card shows. */
export interface SavedCardLabels {
  /** The number line, with `{last4}`. @default '•••• {last4}' */
  number: string;
  /** The card's accessible summary, with `{type}` and `{last4}`. @default '{type} ending in {last4}' */
  summary: string;
  /** Expiry line, with `{expiry}` (MM/YYYY). @default 'Expires {expiry}' */
  expires: string;
  /** Expiry line of an expired card, with `{expiry}`. @default 'Expired {expiry}' */
  expiredOn: string;
  /** The expired badge. @default 'Expired' */
  expired: string;
  /** The primary badge. @default 'Primary' */
  primary: string;
  /** The delete action's visible text. @default 'Delete' */
  delete: string;
  /** The delete action's accessible name, with `{card}` (the summary). @default 'Delete {card}' */
  deleteCard: string;
}

export const defaultSavedCardLabels: SavedCardLabels = {
  number: '•••• {last4}',
  summary: '{type} ending in {last4}',
  expires: 'Expires {expiry}',
  expiredOn: 'Expired {expiry}',
  expired: 'Expired',
  primary: 'Primary',
  delete: 'Delete',
  deleteCard: 'Delete {card}',
};

export interface SavedCardProps {
  /** The saved card to show. */
  card: SavedCreditCard;
  /** Called with the card's id by the delete action; without it the action is not shown. */
  onDelete?: (cardId: string) => void;
  /** Extra class on the card. */
  className?: string;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<SavedCardLabels>;
}

/** MM/YYYY, e.g. 3 and 2027 → '03/2027'. */
export function formatCardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}

/** A saved credit card: brand icon, last four digits, expiry, holder, expired and primary badges, delete. */
export function SavedCard({ card, onDelete, className, labels: overrides }: SavedCardProps) {
  const labels = { ...defaultSavedCardLabels, ...overrides };
  const last4 = card.maskedNumber.replace(/\D/g, '').slice(-4);
  const summary = fillTemplate(labels.summary, { type: card.type, last4 });
  const expiry = formatCardExpiry(card.expirationMonth, card.expirationYear);
  return (
    <div className={[cardStyle, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <SavedCardIcon type={card.type} title={card.type} className={styles.icon} />
        <div className={styles.details}>
          <span className={styles.number}>
            <span aria-hidden="true">{fillTemplate(labels.number, { last4 })}</span>
            <span className={visuallyHidden}>{summary}</span>
          </span>
          <span className={card.isExpired ? styles.expired : styles.muted}>
            {fillTemplate(card.isExpired ? labels.expiredOn : labels.expires, { expiry })}
          </span>
          {card.holder ? <span>{card.holder}</span> : null}
        </div>
        <div className={styles.badges}>
          {card.isPrimary ? <span className={badge.primary}>{labels.primary}</span> : null}
          {card.isExpired ? <span className={badge.error}>{labels.expired}</span> : null}
        </div>
        {onDelete ? (
          <Button
            variant="secondary"
            size="small"
            aria-label={fillTemplate(labels.deleteCard, { card: summary })}
            onPress={() => onDelete(card.id)}
          >
            {labels.delete}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
