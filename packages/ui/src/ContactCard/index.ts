export {
  type Contact,
  ContactCard,
  type ContactCardLabels,
  type ContactCardProps,
  defaultContactCardLabels,
} from './ContactCard';
