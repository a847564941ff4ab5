export {
  defaultPaginationLabels,
  Pagination,
  type PaginationLabels,
  type PaginationProps,
  pageSizes,
  pageWindow,
} from './Pagination';
