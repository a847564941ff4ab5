export {
  defaultSearchFieldLabels,
  SearchField,
  type SearchFieldLabels,
  type SearchFieldProps,
} from './SearchField';
