export {
  Card,
  type CardElement,
  type CardHeadingLevel,
  type CardProps,
  cardElements,
  cardHeadingLevels,
} from './Card';
