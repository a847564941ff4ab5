export {
  type DescriptionGroup,
  type DescriptionItem,
  DescriptionList,
  type DescriptionListLabels,
  type DescriptionListLayout,
  type DescriptionListProps,
  defaultDescriptionListLabels,
  descriptionListLayouts,
} from './DescriptionList';
