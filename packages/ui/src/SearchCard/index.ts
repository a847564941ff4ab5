export {
  defaultSearchCardLabels,
  SearchCard,
  type SearchCardLabels,
  type SearchCardProps,
  type SearchValues,
} from './SearchCard';
