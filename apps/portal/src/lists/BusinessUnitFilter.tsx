import type { SearchValues } from '@b2b-portal/ui';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { businessUnitEndpoints } from '../services/endpoints';
import { t } from '../services/messages/businessUnits';
import { FilterSelect } from './searchRefusal';

/** The filter's "any unit" key: an empty string is not a key a select can hold. */
export const ANY_UNIT = '*';

const guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The unit chosen on a search card (field `businessUnit`), or '' for any. */
export function businessUnitOf(values: SearchValues): string {
  const value = values.businessUnit ?? '';
  return guid.test(value) ? value : '';
}

/**
 * The lists' Business unit filter (issue 18): the company's hierarchy as `BusinessUnit/listHierarchy` answers it,
 * each unit by its path from the top ("Clinical Services › Radiology"), under the hierarchy's own label
 * (Department at Northwind). Choosing a unit lists its documents and those of the units below it (the server
 * filters). Nothing while the company has no active hierarchy.
 */
export function BusinessUnitFilter({
  defaultSelectedKey = '',
}: {
  /** The unit selected at first ('' any): the list's criteria, when its address names a unit. */
  defaultSelectedKey?: string;
}) {
  const hierarchy = useResource(
    (signal) => api.call(businessUnitEndpoints.listHierarchy, { signal, reportProblems: false }),
    [],
  );
  const list = hierarchy.data;
  if (!list || list.units.length === 0) return null;
  return (
    <FilterSelect
      name="businessUnit"
      label={list.label}
      options={[
        { id: ANY_UNIT, label: t('BusinessUnit.FilterAny') },
        ...list.units.map((unit) => ({ id: unit.id, label: unit.path })),
      ]}
      defaultSelectedKey={defaultSelectedKey || ANY_UNIT}
    />
  );
}
