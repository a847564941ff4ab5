import { type ReactNode, useId } from 'react';
import { Label, Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import * as pickerStyles from '../AddressPicker/AddressPicker.css';
import { fillTemplate } from '../format/template';
import { visuallyHidden } from '../foundations/focus.css';
import { badge } from '../foundations/surface.css';
import {
  defaultSavedCardLabels,
  formatCardExpiry,
  type SavedCardLabels,
  type SavedCreditCard,
} from '../SavedCard/SavedCard';
import * as cardStyles from '../SavedCard/SavedCard.css';
import { SavedCardIcon } from '../SavedCard/SavedCardIcon';
import * as styles from './PaymentMethodChooser.css';

/** How the order is paid by card: a saved card (`saved:<id>`), a new card, or a payment information request. */
export type PaymentMethodChoice = `saved:${string}` | 'new' | 'request';

/** The choice that stands for a saved card. */
export function savedCardChoice(cardId: string): PaymentMethodChoice {
  return `saved:${cardId}`;
}

/** The saved card's id of a choice, or undefined for the new-card and request choices. */
export function savedCardIdOf(choice: PaymentMethodChoice | null | undefined): string | undefined {
  return choice?.startsWith('saved:') ? choice.slice('saved:'.length) : undefined;
}

/** Every text the payment method chooser shows; the saved cards' texts come from `cardLabels`. */
export interface PaymentMethodChooserLabels {
  /** Name of the radio group. @default 'Payment method' */
  label: string;
  /** @default 'Use a new card' */
  newCard: string;
  /** @default 'Ask someone else to pay (payment information request)' */
  paymentRequest: string;
}

export const defaultPaymentMethodChooserLabels: PaymentMethodChooserLabels = {
  label: 'Payment method',
  newCard: 'Use a new card',
  paymentRequest: 'Ask someone else to pay (payment information request)',
};

export interface PaymentMethodChooserProps
  extends Omit<RadioGroupProps, 'children' | 'value' | 'defaultValue' | 'onChange' | 'className' | 'style'> {
  /** The account's saved cards (`listPaymentInformation`); expired ones are shown but cannot be chosen. */
  savedCards: readonly SavedCreditCard[];
  /** The chosen method (controlled); null while none is chosen. */
  value: PaymentMethodChoice | null;
  /** Called with the method the person chose. */
  onChange: (choice: PaymentMethodChoice) => void;
  /** Offer 'Ask someone else to pay'. @default false */
  allowPaymentRequest?: boolean;
  /** Shown under the options while 'Use a new card' is chosen: the page puts its card form here. */
  newCardForm?: ReactNode;
  /** Shown under the options while the payment request is chosen: the page puts its request form here. */
  paymentRequestForm?: ReactNode;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<PaymentMethodChooserLabels>;
  /** Texts of the saved cards (number, expiry, badges), as for SavedCard. */
  cardLabels?: Partial<SavedCardLabels>;
}

/**
 * The billing step's choice when the payment term is a card term (001 §4): one of the saved cards, a new card,
 * or a payment information request for someone else to fill in. The chosen option's form opens under the list.
 */
export function PaymentMethodChooser({
  savedCards,
  value,
  onChange,
  allowPaymentRequest = false,
  newCardForm,
  paymentRequestForm,
  labels: overrides,
  cardLabels: cardOverrides,
  ...props
}: PaymentMethodChooserProps) {
  const labels = { ...defaultPaymentMethodChooserLabels, ...overrides };
  const cardLabels = { ...defaultSavedCardLabels, ...cardOverrides };
  const baseId = useId();
  const newCardId = `${baseId}-new`;
  const requestId = `${baseId}-request`;
  const detail =
    value === 'new' && newCardForm
      ? { labelId: newCardId, content: newCardForm }
      : value === 'request' && allowPaymentRequest && paymentRequestForm
        ? { labelId: requestId, content: paymentRequestForm }
        : null;
  return (
    <div className={styles.chooser}>
      <RadioGroup
        {...props}
        value={value}
        onChange={(choice) => onChange(choice as PaymentMethodChoice)}
        className={styles.chooser}
      >
        <Label className={pickerStyles.label}>{labels.label}</Label>
        <div className={styles.options}>
          {savedCards.map((card) => {
            const last4 = card.maskedNumber.replace(/\D/g, '').slice(-4);
            const expiry = formatCardExpiry(card.expirationMonth, card.expirationYear);
            const nameId = `${baseId}-${card.id}-name`;
            const detailsId = `${baseId}-${card.id}-details`;
            return (
              <Radio
                key={card.id}
                value={savedCardChoice(card.id)}
                isDisabled={card.isExpired}
                className={pickerStyles.option}
                aria-labelledby={nameId}
                aria-describedby={detailsId}
              >
                <span className={pickerStyles.indicator} aria-hidden="true" />
                <span className={`${pickerStyles.optionBody} ${styles.cardLine}`}>
                  <SavedCardIcon type={card.type} aria-hidden="true" className={cardStyles.icon} />
                  <span className={styles.cardText}>
                    <span id={nameId} className={cardStyles.number}>
                      <span aria-hidden="true">{fillTemplate(cardLabels.number, { last4 })}</span>
                      <span className={visuallyHidden}>
                        {fillTemplate(cardLabels.summary, { type: card.type, last4 })}
                      </span>
                    </span>
                    <span id={detailsId} className={styles.cardText}>
                      <span className={card.isExpired ? cardStyles.expired : cardStyles.muted}>
                        {fillTemplate(card.isExpired ? cardLabels.expiredOn : cardLabels.expires, { expiry })}
                      </span>
                      {card.holder ? <span>{card.holder}</span> : null}
                      {card.isPrimary || card.isExpired ? (
                        <span className={cardStyles.badges}>
                          {card.isPrimary ? (
                            <span className={badge.primary}>{cardLabels.primary}</span>
                          ) : null}
                          {card.isExpired ? <span className={badge.error}>{cardLabels.expired}</span> : null}
                        </span>
                      ) : null}
                    </span>
                  </span>
                </span>
              </Radio>
            );
          })}
          <Radio value="new" className={pickerStyles.option} aria-labelledby={newCardId}>
            <span className={pickerStyles.indicator} aria-hidden="true" />
            <span id={newCardId} className={`${pickerStyles.optionBody} ${styles.optionTitle}`}>
              {labels.newCard}
            </span>
          </Radio>
          {allowPaymentRequest ? (
            <Radio value="request" className={pickerStyles.option} aria-labelledby={requestId}>
              <span className={pickerStyles.indicator} aria-hidden="true" />
              <span id={requestId} className={`${pickerStyles.optionBody} ${styles.optionTitle}`}>
                {labels.paymentRequest}
              </span>
            </Radio>
          ) : null}
        </div>
      </RadioGroup>
      {detail ? (
        // Outside the radio group: its arrow keys must not reach the fields of the form inside.
        <section aria-labelledby={detail.labelId} className={styles.detail}>
          {detail.content}
        </section>
      ) : null}
    </div>
  );
}
