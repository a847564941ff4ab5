import type { SavedPaymentMethod } from '@b2b-portal/api';
import { Button, type CardType, InlineAlert, SavedCard } from '@b2b-portal/ui';
import { useState } from 'react';
import { useResource } from '../app/useResource';
import { t } from '../services/messages/account';
import { problemMessage } from '../services/problems';
import { AccountSection, Loading } from './AccountSection';
import * as styles from './account.css';
import type { AccountServices } from './accountServices';
import { ConfirmDelete } from './lazyDialogs';

const summaryOf = (card: SavedPaymentMethod) => `${card.cardType} ${card.maskedCardNumber.slice(-4)}`;

/**
 * My Account's saved cards (002 §3 saved card; §7 listPaymentInformation, setuserprimarypaymentmethod,
 * deletePaymentMethod): each with its type, masked number, expiry and holder; make one primary or delete one.
 */
export function PaymentMethodsSection({ services }: { services: AccountServices }) {
  const resource = useResource(() => services.listSavedCards(), [services]);
  const [message, setMessage] = useState('');
  const [deleting, setDeleting] = useState<SavedPaymentMethod | null>(null);
  const [error, setError] = useState('');
  const act = async (call: () => Promise<unknown>, done: string) => {
    setMessage('');
    setError('');
    try {
      await call();
      resource.replace(await services.listSavedCards());
      setMessage(done);
    } catch (failure) {
      setError(problemMessage(failure));
    }
  };
  const cards = resource.data;
  return (
    <AccountSection id="payment-methods" title={t('Account.PaymentMethods')} message={message}>
      {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
      {!cards ? (
        <Loading failed={resource.status === 'failed' ? resource.error : undefined} />
      ) : cards.length === 0 ? (
        <p className={styles.muted}>{t('Account.PaymentMethods.None')}</p>
      ) : (
        <ul className={styles.cards} aria-label={t('Account.PaymentMethods')}>
          {cards.map((card) => (
            <li key={card.id} className={styles.card}>
              <SavedCard
                card={{
                  id: card.id,
                  type: card.cardType as CardType,
                  maskedNumber: card.maskedCardNumber,
                  expirationMonth: card.expirationMonth,
                  expirationYear: card.expirationYear,
                  holder: card.cardHolder,
                  isExpired: card.isExpired,
                  isPrimary: card.isPrimary,
                }}
                labels={{ primary: t('Account.Primary'), delete: t('Account.PaymentMethods.Delete') }}
                onDelete={() => setDeleting(card)}
              />
              {card.isPrimary || card.isExpired ? null : (
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={`${t('Account.PaymentMethods.MakePrimary')}: ${summaryOf(card)}`}
                    onPress={() =>
                      void act(() => services.setPrimaryCard(card.id), t('Account.PrimaryPaymentSet'))
                    }
                  >
                    {t('Account.PaymentMethods.MakePrimary')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {deleting ? (
        <ConfirmDelete
          question={t('Account.PaymentMethods.ConfirmDelete', { card: summaryOf(deleting) })}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await services.deleteCard(deleting.id);
            setDeleting(null);
            resource.replace(await services.listSavedCards());
            setMessage(t('Account.PaymentMethods.Deleted'));
          }}
        />
      ) : null}
    </AccountSection>
  );
}
