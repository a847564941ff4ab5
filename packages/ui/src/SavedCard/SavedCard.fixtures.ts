import type { SavedCreditCard } from './SavedCard';

export const visaCard: SavedCreditCard = {
  id: 'pi-1',
  type: 'Visa',
  maskedNumber: '************1111',
  expirationMonth: 3,
  expirationYear: 2028,
  holder: 'Dana Whitaker',
  isPrimary: true,
};

export const mastercardCard: SavedCreditCard = {
  id: 'pi-2',
  type: 'Mastercard',
  maskedNumber: 'XXXX-XXXX-XXXX-4444',
  expirationMonth: 11,
  expirationYear: 2027,
  holder: 'Luis Ortega',
};

export const expiredAmex: SavedCreditCard = {
  id: 'pi-3',
  type: 'American Express',
  maskedNumber: '***********0005',
  expirationMonth: 1,
  expirationYear: 2024,
  holder: 'Dana Whitaker',
  isExpired: true,
};
