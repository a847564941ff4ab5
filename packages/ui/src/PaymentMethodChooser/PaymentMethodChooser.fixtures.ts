import type { SavedCreditCard } from '../SavedCard/SavedCard';
import { expiredAmex, mastercardCard, visaCard } from '../SavedCard/SavedCard.fixtures';

/** The account's cards: a primary Visa, a Mastercard and an expired American Express. */
export const savedCards: readonly SavedCreditCard[] = [visaCard, mastercardCard, expiredAmex];
