// The contract's checks of the hierarchy's forms, loaded after the page's first paint (issue 14).
export {
  BusinessUnitSettingBody,
  BusinessUnitTypeUpsertBody,
  BusinessUnitUpsertBody,
  SetBusinessUnitSpendingLimitBody,
} from '@b2b-portal/api';
