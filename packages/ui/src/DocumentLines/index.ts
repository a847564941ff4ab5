export {
  DocumentLines,
  type DocumentLinesBundle,
  type DocumentLinesGroup,
  type DocumentLinesItem,
  type DocumentLinesLabels,
  type DocumentLinesProps,
  type DocumentLinesRow,
  type DocumentLinesRowKind,
  defaultDocumentLinesLabels,
} from './DocumentLines';
