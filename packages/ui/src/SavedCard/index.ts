export {
  type CardType,
  cardTypes,
  defaultSavedCardLabels,
  formatCardExpiry,
  SavedCard,
  type SavedCardLabels,
  type SavedCardProps,
  type SavedCreditCard,
} from './SavedCard';
