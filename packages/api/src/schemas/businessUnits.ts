import * as z from 'zod/mini';
import { BUSINESS_UNIT_LIMITS, EMPTY_GUID } from '../limits';
import { businessUnitMessages } from '../messages/en-business-units';
import { coreMessages } from '../messages/en-core';
import { translator } from '../messages/format';
import { Guid, limitedText, Money, SpendingLimitAmount } from './common';
import { BusinessUnitType } from './shell';

const text = translator(coreMessages, businessUnitMessages);
const GuidOrEmpty = z._default(Guid, EMPTY_GUID);
/** The documents' generic required message (002 §5) for the hierarchy's fields. */
const required = { required: text('Global.RequiredFields') };

/** BusinessUnitSetting create and update (002 §7): label, hierarchy name, is-required, active. */
export const BusinessUnitSettingBody = z.object({
  label: limitedText(BUSINESS_UNIT_LIMITS.label, required),
  hierarchyName: limitedText(BUSINESS_UNIT_LIMITS.hierarchyName, required),
  isRequired: z.boolean(),
  active: z.boolean(),
});
export type BusinessUnitSettingBody = z.input<typeof BusinessUnitSettingBody>;

export const BusinessUnitSetting = z.object({
  id: z.string(),
  label: z.string(),
  hierarchyName: z.string(),
  isRequired: z.boolean(),
  active: z.boolean(),
});
export type BusinessUnitSetting = z.infer<typeof BusinessUnitSetting>;

/** saveHierarchyName (002 §7). */
export const SaveHierarchyNameBody = z.object({
  hierarchyName: limitedText(BUSINESS_UNIT_LIMITS.hierarchyName, required),
});
export type SaveHierarchyNameBody = z.input<typeof SaveHierarchyNameBody>;

/** BusinessUnitType upsert: the empty GUID adds a level below the lowest; an id renames that level. */
export const BusinessUnitTypeUpsertBody = z.object({
  id: GuidOrEmpty,
  name: limitedText(BUSINESS_UNIT_LIMITS.levelName, required),
});
export type BusinessUnitTypeUpsertBody = z.input<typeof BusinessUnitTypeUpsertBody>;

/**
 * BusinessUnit upsert: the empty GUID adds a unit; an id changes it (its name, active flag, level or parent: a
 * new parent moves it with its units). parentID empty puts it at the top.
 */
export const BusinessUnitUpsertBody = z.object({
  id: GuidOrEmpty,
  name: limitedText(BUSINESS_UNIT_LIMITS.unitName, required),
  typeID: Guid,
  parentID: GuidOrEmpty,
  active: z._default(z.boolean(), true),
});
export type BusinessUnitUpsertBody = z.input<typeof BusinessUnitUpsertBody>;

export const IdQueryParam = z.object({ id: Guid });

/**
 * A business unit's spending limits (issue 18, beyond the documents): per order and per calendar month (UTC),
 * each null for none, with what the orders filed under the unit and the units below it came to this month. An
 * order filed under the unit (or a unit below it) above either limit goes for approval as a requisition.
 */
export const BusinessUnitSpendingLimit = z.object({
  unitId: Guid,
  orderLimit: z.nullable(Money),
  monthlyBudget: z.nullable(Money),
  spentThisMonth: Money,
});
export type BusinessUnitSpendingLimit = z.infer<typeof BusinessUnitSpendingLimit>;

/** `BusinessUnit/setSpendingLimit`: both limits, null for none. */
export const SetBusinessUnitSpendingLimitBody = z.object({
  id: Guid,
  orderLimit: z._default(SpendingLimitAmount, null),
  monthlyBudget: z._default(SpendingLimitAmount, null),
});
export type SetBusinessUnitSpendingLimitBody = z.input<typeof SetBusinessUnitSpendingLimitBody>;

/** A unit as the hierarchy editor sees it: inactive ones too, each with its level and how many documents use it. */
export interface BusinessUnitEntry {
  id: string;
  name: string;
  typeID: string;
  parentID: string | null;
  active: boolean;
  /** Orders, quotes and requisitions filed under the unit. */
  documentCount: number;
  children: BusinessUnitEntry[];
}
export const BusinessUnitEntry: z.ZodMiniType<BusinessUnitEntry> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    typeID: z.string(),
    parentID: z.nullable(z.string()),
    active: z.boolean(),
    documentCount: z.int(),
    children: z.array(BusinessUnitEntry),
  }),
);

/** getBusinessData: the setting (null before there is one), the levels from the top and the whole tree. */
export const BusinessData = z.object({
  setting: z.nullable(BusinessUnitSetting),
  levels: z.array(BusinessUnitType),
  units: z.array(BusinessUnitEntry),
});
export type BusinessData = z.infer<typeof BusinessData>;

/** A unit a document can be filed under (listHierarchy): its name and the names above it. */
export const BusinessUnitOption = z.object({
  id: z.string(),
  name: z.string(),
  /** The names from the top down to the unit, e.g. "Corporate › Information Technology". */
  path: z.string(),
  level: z.int(),
  typeName: z.string(),
});
export type BusinessUnitOption = z.infer<typeof BusinessUnitOption>;

/**
 * listHierarchy: what checkout and the lists offer. With no active hierarchy the label is '' and there are no
 * units; `isRequired` says whether an order must name one.
 */
export const BusinessUnitList = z.object({
  label: z.string(),
  hierarchyName: z.string(),
  isRequired: z.boolean(),
  units: z.array(BusinessUnitOption),
});
export type BusinessUnitList = z.infer<typeof BusinessUnitList>;
