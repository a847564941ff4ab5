import {
  WAREHOUSE_STATUS_ALL,
  type WarehouseFilterQuery,
  WarehouseItemStatus,
  type WarehouseSummaryQuery,
} from '@b2b-portal/api';
import type { SearchValues } from '@b2b-portal/ui';
import { choiceField, choiceOf, idField, keywordOf, listQuery, textField } from '../../lists';

/**
 * What the warehouse summary is searched by (issue 17): the keyword field is the order number; then the location
 * ('' every location) and the status (-1 every status).
 */
export interface WarehouseCriteria {
  order: string;
  location: string;
  status: number;
}

export const ALL_LOCATIONS = 'all';

export const initialWarehouseCriteria: WarehouseCriteria = {
  order: '',
  location: '',
  status: WAREHOUSE_STATUS_ALL,
};

/** The status filter: All first, then Received, Staged for Deployment, Shipped. */
export function warehouseStatusOptions(allLabel: string): { id: number; label: string }[] {
  return [
    { id: WAREHOUSE_STATUS_ALL, label: allLabel },
    ...Object.values(WarehouseItemStatus).map((entry) => ({ id: entry.value, label: entry.name })),
  ];
}

/** The list's address: `?order=…&location=…&status=…&page=…` (a location the company has not is every location). */
export const warehouseAddress = listQuery(initialWarehouseCriteria, {
  order: textField,
  location: idField,
  status: choiceField(warehouseStatusOptions('').map((option) => option.id)),
});

/** Form values of the search card → criteria; a location not offered means every location. */
export function criteriaFromForm(values: SearchValues, locationIds: readonly string[]): WarehouseCriteria {
  const location = values.location ?? '';
  return {
    order: keywordOf(values),
    location: locationIds.includes(location) ? location : '',
    status: choiceOf(values.status, warehouseStatusOptions(''), WAREHOUSE_STATUS_ALL),
  };
}

/** The criteria that narrow, as the summary's and the export's query (nothing at its initial value). */
export function warehouseFilters(criteria: WarehouseCriteria): WarehouseFilterQuery {
  return {
    ...(criteria.order ? { order: criteria.order } : {}),
    ...(criteria.location ? { location: criteria.location } : {}),
    ...(criteria.status === WAREHOUSE_STATUS_ALL ? {} : { status: criteria.status }),
  };
}

export function warehouseQuery(
  criteria: WarehouseCriteria,
  start: number,
  size: number,
): WarehouseSummaryQuery {
  return { ...warehouseFilters(criteria), start, size };
}
