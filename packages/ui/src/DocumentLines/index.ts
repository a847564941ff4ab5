export {
  type DocumentBundle,
  type DocumentGroup,
  type DocumentItem,
  type DocumentRow,
  type DocumentRowKind,
  type DocumentTree,
  emptyGuid,
  extendedPrice,
  flattenDocumentTree,
  isRequestItem,
  type VariableBillingItemType,
  variableBillingItemTypes,
} from '@b2b-portal/flows/rules';
export {
  DocumentLines,
  type DocumentLinesLabels,
  type DocumentLinesProps,
  defaultDocumentLinesLabels,
} from './DocumentLines';
