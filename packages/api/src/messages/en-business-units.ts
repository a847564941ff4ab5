/**
 * The Document Categorization Hierarchy (/business-hierarchy, issue 18): the company's business unit setting,
 * its levels and its units, and the refusals of their calls. The documents name the screen, the fields (label,
 * hierarchy name, is-required, active, levels, units) and the generic 'Please enter all required fields and try
 * again.'; the rest is ours.
 */
export const businessUnitMessages = {
  'BusinessHierarchy.Lead':
    'Categorize your documents by business unit: name the hierarchy, its levels from the top down, and the units in it. Checkout asks for a unit when the hierarchy is active.',
  'BusinessHierarchy.SettingTitle': 'Hierarchy',
  'BusinessHierarchy.Label': 'Label',
  'BusinessHierarchy.LabelHelp': 'What your documents call a business unit, e.g. Department.',
  'BusinessHierarchy.HierarchyName': 'Hierarchy name',
  'BusinessHierarchy.IsRequired': 'A business unit is required on every order',
  'BusinessHierarchy.Active': 'Active',
  'BusinessHierarchy.SaveSetting': 'Save hierarchy',
  'BusinessHierarchy.SettingSaved': 'Hierarchy saved.',
  'BusinessHierarchy.NoSetting': 'Your company has no hierarchy yet. Name it to start.',
  'BusinessHierarchy.LevelsTitle': 'Levels',
  'BusinessHierarchy.LevelsLead':
    'Level 1 is the top of the hierarchy; each unit sits one level below its parent.',
  'BusinessHierarchy.LevelName': 'Level {level} name',
  'BusinessHierarchy.NewLevel': 'New level name',
  'BusinessHierarchy.AddLevel': 'Add level',
  'BusinessHierarchy.RenameLevel': 'Rename',
  'BusinessHierarchy.DeleteLevel': 'Delete level {name}',
  'BusinessHierarchy.LevelSaved': 'Level {name} saved.',
  'BusinessHierarchy.LevelDeleted': 'Level {name} deleted.',
  'BusinessHierarchy.UnitsTitle': 'Units',
  'BusinessHierarchy.UnitsLead':
    'Move through the tree with the arrow keys; the Actions button of a row adds a unit below it, renames, moves or deletes it.',
  'BusinessHierarchy.TreeLabel': 'Business units',
  'BusinessHierarchy.NoUnits': 'No units yet.',
  'BusinessHierarchy.NoLevels': 'Add a level before adding units.',
  'BusinessHierarchy.AddTopUnit': 'Add top-level unit',
  'BusinessHierarchy.AddChild': 'Add unit below',
  'BusinessHierarchy.Move': 'Move',
  'BusinessHierarchy.Rename': 'Rename',
  'BusinessHierarchy.Actions': 'Actions',
  'BusinessHierarchy.ActionsFor': 'Actions for {name}',
  'BusinessHierarchy.UnitName': 'Unit name',
  'BusinessHierarchy.UnitLevel': 'Level',
  'BusinessHierarchy.NewUnitTitle': 'New unit under {parent}',
  'BusinessHierarchy.NewTopUnitTitle': 'New top-level unit',
  'BusinessHierarchy.RenameTitle': 'Rename {name}',
  'BusinessHierarchy.MoveTitle': 'Move {name}',
  'BusinessHierarchy.NewParent': 'New parent',
  'BusinessHierarchy.TopLevel': 'Top of the hierarchy',
  'BusinessHierarchy.DeleteTitle': 'Delete {name}?',
  'BusinessHierarchy.DeleteConfirm': '{name} is removed from the hierarchy. This cannot be undone.',
  'BusinessHierarchy.Save': 'Save',
  'BusinessHierarchy.Delete': 'Delete',
  'BusinessHierarchy.Cancel': 'Cancel',
  'BusinessHierarchy.UnitSaved': '{name} saved.',
  'BusinessHierarchy.UnitDeleted': '{name} deleted.',
  'BusinessHierarchy.Inactive': '{name} (inactive)',
  'BusinessHierarchy.Reload': 'Try again',
  'BusinessHierarchy.SpendingTitle': 'Spending limits',
  'BusinessHierarchy.SpendingLead':
    "A unit's limit per order and budget per month hold for the orders filed under it and under the units below it. An order above either is sent for approval as a requisition instead.",
  'BusinessHierarchy.SpendingUnit': 'Unit',
  'BusinessHierarchy.SpendingFormTitle': 'Spending limits of {name}',
  'BusinessHierarchy.OrderLimit': 'Limit per order',
  'BusinessHierarchy.MonthlyBudget': 'Budget per month',
  'BusinessHierarchy.LimitHelp': 'An amount in dollars, such as 2500.00; empty for none.',
  'BusinessHierarchy.LimitInvalid':
    'Give each limit as an amount above zero with at most 2 decimals, such as 2500.00, or leave it empty.',
  'BusinessHierarchy.SpentThisMonth': 'Ordered this month under {name} and the units below it: {amount}',
  'BusinessHierarchy.SaveSpending': 'Save limits',
  'BusinessHierarchy.SpendingSaved': 'Spending limits of {name} saved.',

  'BusinessUnit.FilterAny': 'All units',

  // Refusals of the calls (the server's words, shown as they come)
  'BusinessUnit.SettingExists': 'Your company already has a hierarchy. Change it instead.',
  'BusinessUnit.NotFound': 'There is no such business unit.',
  'BusinessUnit.TypeNotFound': 'There is no such level.',
  'BusinessUnit.ParentNotFound': 'There is no such parent unit.',
  'BusinessUnit.LevelMismatch':
    'A {level} unit cannot sit there: a top-level unit is at level 1 and every other unit one level below its parent.',
  'BusinessUnit.MoveIntoOwnBranch': '{name} cannot be moved under itself or one of its own units.',
  'BusinessUnit.LevelChangeWithChildren':
    'The level of {name} cannot change while it has units below it. Move or delete them first.',
  'BusinessUnit.NameTaken': 'There is already a unit named {name} there.',
  'BusinessUnit.LevelNameTaken': 'There is already a level named {name}.',
  'BusinessUnit.HasChildren': '{name} has units below it. Move or delete them first.',
  'BusinessUnit.InUse': {
    one: '{name} cannot be deleted: {count} document (an order, quote or requisition) is filed under it. Mark it inactive instead.',
    other:
      '{name} cannot be deleted: {count} documents (orders, quotes or requisitions) are filed under it. Mark it inactive instead.',
  },
  'BusinessUnit.TypeInUse': {
    one: 'The level {name} cannot be deleted: {count} unit is at this level.',
    other: 'The level {name} cannot be deleted: {count} units are at this level.',
  },
  'BusinessUnit.TooManyLevels': 'A hierarchy has at most {max} levels.',
  'BusinessUnit.Required': 'Please choose a {label}.',
  'BusinessUnit.Unavailable': 'That business unit is no longer available. Please choose another.',
} as const;
