import { lazyEndpoints } from '../lazyEndpoint';

export const businessUnitEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.businessUnitEndpoints),
  {
    createBusinessUnitSetting: 'BusinessUnitSetting.create',
    updateBusinessUnitSetting: 'BusinessUnitSetting.update',
    saveHierarchyName: 'BusinessUnitSetting.saveHierarchyName',
    upsertBusinessUnitType: 'BusinessUnitType.upsert',
    deleteBusinessUnitType: 'BusinessUnitType.delete',
    upsertBusinessUnit: 'BusinessUnit.upsert',
    deleteBusinessUnit: 'BusinessUnit.delete',
    getBusinessData: 'BusinessUnit.getBusinessData',
    getSpendingLimit: 'BusinessUnit.getSpendingLimit',
    setSpendingLimit: 'BusinessUnit.setSpendingLimit',
    listHierarchy: 'BusinessUnit.listHierarchy',
  },
);
