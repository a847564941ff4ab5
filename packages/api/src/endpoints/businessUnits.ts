import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  BusinessData,
  BusinessUnitList,
  BusinessUnitSetting,
  BusinessUnitSettingBody,
  BusinessUnitSpendingLimit,
  BusinessUnitTypeUpsertBody,
  BusinessUnitUpsertBody,
  IdQueryParam,
  SaveHierarchyNameBody,
  SetBusinessUnitSpendingLimitBody,
} from '../schemas/businessUnits';
import { Ok } from '../schemas/common';
import { BusinessUnitType } from '../schemas/shell';

/** The permission that changes a company's business unit hierarchy (002 §2: /business-hierarchy). */
export const BUSINESS_UNITS_PERMISSION = 'businessunits';

const UnitAnswer = z.object({
  id: z.string(),
  name: z.string(),
  typeID: z.string(),
  parentID: z.nullable(z.string()),
  active: z.boolean(),
});

/**
 * The Document Categorization Hierarchy (002 §7, issue 18): the company's setting, its levels (business unit
 * types) and its units. Every call reads and writes the caller's company only; another company's unit or level
 * answers 404 as if it did not exist. The reads of the shell (label, hierarchy, lowest type) are in ./shell.ts.
 */
export const businessUnitEndpoints = {
  createBusinessUnitSetting: defineEndpoint({
    id: 'BusinessUnitSetting.create',
    method: 'POST',
    path: 'V1.0/BusinessUnitSetting/create',
    access: 'user',
    permission: BUSINESS_UNITS_PERMISSION,
    body: BusinessUnitSettingBody,
    answer: BusinessUnitSetting,
    errors: { 404: ['NoCompany'], 409: ['BusinessUnitSettingExists'] },
    summary: "Creates the company's business unit setting: label, hierarchy name, is-required and active.",
  }),
  updateBusinessUnitSetting: defineEndpoint({
    id: 'BusinessUnitSetting.update',
    method: 'PUT',
    path: 'V1.0/BusinessUnitSetting/update',
    access: 'user',
    permission: BUSINESS_UNITS_PERMISSION,
    body: BusinessUnitSettingBody,
    answer: BusinessUnitSetting,
    errors: { 404: ['NoCompany', 'NoLabelFound'] },
    summary: "Changes the company's business unit setting.",
  }),
  saveHierarchyName: defineEndpoint({
    id: 'BusinessUnitSetting.saveHierarchyName',
    method: 'POST',
    path: 'V1.0/BusinessUnitSetting/saveHierarchyName',
    access: 'user',
    permission: BUSINESS_UNITS_PERMISSION,
    body: SaveHierarchyNameBody,
    answer: BusinessUnitSetting,
    errors: { 404: ['NoCompany', 'NoLabelFound'] },
    summary: "Renames the company's hierarchy.",
  }),
  upsertBusinessUnitType: defineEndpoint({
    id: 'BusinessUnitType.upsert',
    method: 'POST',
    path: 'V1.0/BusinessUnitType/upsert',
    access: 'user',
    permission: BUSINESS_UNITS_PERMISSION,
    body: BusinessUnitTypeUpsertBody,
    answer: BusinessUnitType,
    errors: {
      404: ['NoCompany', 'BusinessUnitTypeNotFound'],
      409: ['BusinessUnitLevelNameTaken'],
      422: ['BusinessUnitTooManyLevels'],
    },
    summary: 'Adds a level below the lowest (empty id) or renames one.',
  }),
  deleteBusinessUnitType: defineEndpoint({
    id: 'BusinessUnitType.delete',
    method: 'DELETE',
    path: 'V1.0/BusinessUnitType/delete',
    access: 'user',
    permission: BUSINESS_UNITS_PERMISSION,
    query: IdQueryParam,
    answer: Ok,
    errors: { 404: ['NoCompany', 'BusinessUnitTypeNotFound'], 409: ['BusinessUnitTypeInUse'] },
    summary: 'Deletes a level no unit is at; the levels below move up one.',
  }),
  upsertBusinessUnit: defineEndpoint({
    id: 'BusinessUnit.upsert',
    method: 'POST',
    path: 'V1.0/BusinessUnit/upsert',
    access: 'user',
    permission: BUSINESS_UNITS_PERMISSION,
    body: BusinessUnitUpsertBody,
    answer: UnitAnswer,
    errors: {
      404: ['NoCompany', 'BusinessUnitNotFound', 'BusinessUnitTypeNotFound', 'BusinessUnitParentNotFound'],
      409: ['BusinessUnitNameTaken'],
      422: [
        'BusinessUnitLevelMismatch',
        'BusinessUnitMoveIntoOwnBranch',
        'BusinessUnitLevelChangeWithChildren',
      ],
    },
    summary:
      'Adds a unit (empty id) or changes one: its name, active flag, level or parent (a move, with the units below it). ' +
      'A top unit is at level 1, any other one level below its parent; a unit cannot move under itself or its own units.',
  }),
  deleteBusinessUnit: defineEndpoint({
    id: 'BusinessUnit.delete',
    method: 'DELETE',
    path: 'V1.0/BusinessUnit/delete',
    access: 'user',
    permission: BUSINESS_UNITS_PERMISSION,
    query: IdQueryParam,
    answer: Ok,
    errors: {
      404: ['NoCompany', 'BusinessUnitNotFound'],
      409: ['BusinessUnitHasChildren', 'BusinessUnitInUse'],
    },
    summary: 'Deletes a unit with no units below it that no order, quote or requisition is filed under.',
  }),
  getBusinessData: defineEndpoint({
    id: 'BusinessUnit.getBusinessData',
    method: 'GET',
    path: 'V1.0/BusinessUnit/getBusinessData',
    access: 'user',
    permission: BUSINESS_UNITS_PERMISSION,
    answer: BusinessData,
    errors: { 404: ['NoCompany'] },
    summary:
      "The hierarchy editor's data: the setting (null before there is one), the levels and every unit, inactive ones too, with how many documents use each.",
  }),
  getSpendingLimit: defineEndpoint({
    id: 'BusinessUnit.getSpendingLimit',
    method: 'GET',
    path: 'V1.0/BusinessUnit/getSpendingLimit',
    access: 'user',
    permission: BUSINESS_UNITS_PERMISSION,
    query: IdQueryParam,
    answer: BusinessUnitSpendingLimit,
    errors: { 404: ['NoCompany', 'BusinessUnitNotFound'] },
    summary:
      "A unit's limit per order and budget per calendar month (null: none), and what the orders filed under it and the units below it came to this month. Ours (issue 18).",
  }),
  setSpendingLimit: defineEndpoint({
    id: 'BusinessUnit.setSpendingLimit',
    method: 'POST',
    path: 'V1.0/BusinessUnit/setSpendingLimit',
    access: 'user',
    permission: BUSINESS_UNITS_PERMISSION,
    body: SetBusinessUnitSpendingLimitBody,
    answer: BusinessUnitSpendingLimit,
    errors: { 404: ['NoCompany', 'BusinessUnitNotFound'] },
    summary:
      "Sets a unit's spending limits. An order filed under the unit or a unit below it is held to them (and to those of every unit above): above the limit per order, or taking the month's orders of the unit's branch beyond the budget, checkout submits it as a requisition for approval instead.",
  }),
  listHierarchy: defineEndpoint({
    id: 'BusinessUnit.listHierarchy',
    method: 'GET',
    path: 'V1.0/BusinessUnit/listHierarchy',
    access: 'user',
    answer: BusinessUnitList,
    summary:
      'The active units a document can be filed under, each with its path from the top, for checkout and the lists; none while the hierarchy is inactive.',
  }),
} as const;
