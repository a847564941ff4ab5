export {
  Disclosure,
  type DisclosureHeadingLevel,
  type DisclosureProps,
  disclosureHeadingLevels,
} from './Disclosure';
