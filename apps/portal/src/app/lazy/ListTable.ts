// A list's table and pagination, loaded when the list starts loading its first page, beside the call (see
// ../../lists/ListResults.tsx).
export { DataTable, Pagination } from '@b2b-portal/ui';
