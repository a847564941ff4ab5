export {
  type DescriptionGroup,
  type DescriptionItem,
  DescriptionList,
  type DescriptionListProps,
} from './DescriptionList';
