import type { DataTable as DataTableComponent, Pagination as PaginationComponent } from '@b2b-portal/ui';
import { lazy } from 'react';

// The work item tables and pagination load beside the page's first call, not with the page (its first paint's
// budget, scripts/bench-bundle.mjs), as the lists' do (../../lists/ListResults.tsx). Draw them inside <Suspense>.
const loadListTable = () => import('../../app/lazy/ListTable');
export const DataTable = lazy(() =>
  loadListTable().then((module) => ({ default: module.DataTable })),
) as unknown as typeof DataTableComponent;
export const Pagination = lazy(() =>
  loadListTable().then((module) => ({ default: module.Pagination })),
) as unknown as typeof PaginationComponent;
