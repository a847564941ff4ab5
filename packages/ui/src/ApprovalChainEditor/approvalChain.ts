/** One level of an approval chain as the editor takes and gives it (the contract's ApprovalChainLevel). */
export interface ApprovalChainEditorLevel {
  /** 1-based position in the chain. */
  level: number;
  /** The workflow role type approving at this level (Quote Approver 13, Approver Level 1 14, Approver Level 2 15). */
  roleType: number;
  /** The level applies to documents whose grand total reaches this amount: a decimal string ("10000.00"). */
  minAmount: string;
}

/** A workflow role the editor offers for a level. */
export interface ApprovalChainRoleOption {
  roleType: number;
  /** The role's name, e.g. 'Approver Level 2'. */
  name: string;
}

/**
 * An amount field's number as a decimal string. The field keeps at most 2 decimals (its currency format), and
 * such a number prints back exactly with `toFixed(2)`.
 */
export const amountText = (amount: number) => amount.toFixed(2);

/**
 * A level being edited: `minAmount` is the amount field's number (NaN while the field is empty); it becomes a
 * decimal string again when the chain is saved.
 */
export interface DraftLevel {
  /** Stable identity across moves (React keys, focus). */
  id: string;
  roleType: number | null;
  minAmount: number;
}

/** A level of the draft as the editor gives it to `onDraftChange`, for the caller's chain rule. */
export interface ApprovalChainDraftLevel {
  /** Null while no role is chosen. */
  roleType: number | null;
  /** The amount as a decimal string with 2 decimals ("10000.00"); null while the field is empty. */
  minAmount: string | null;
}

/** Why a level's amount cannot be saved, as the caller's chain rule says; the editor words each kind through its labels. */
export type ApprovalChainEditorAmountProblem =
  | { kind: 'amountRequired' }
  | { kind: 'amountNegative' }
  /** `max` is a decimal string. */
  | { kind: 'amountTooHigh'; max: string }
  /** Lower than the level before it; `previousAmount` is a decimal string. */
  | { kind: 'amountBelowPrevious'; previousLevel: number; previousAmount: string };

/** What is wrong with one level: its role, its amount, or neither (null). */
export interface ApprovalChainEditorLevelProblems {
  role: { kind: 'roleRequired' } | null;
  amount: ApprovalChainEditorAmountProblem | null;
}

/** What the server said about one level of a failed save, in its words: its role, its amount. */
export interface ApprovalChainEditorLevelErrors {
  role?: string;
  amount?: string;
}

/**
 * The server's field errors of a failed save, already worded (the portal maps the Problem's `levels.{index}.roleType`
 * and `levels.{index}.minAmount` onto them): per level, by its index in the chain that was saved, and about the
 * chain as a whole.
 */
export interface ApprovalChainEditorFieldErrors {
  levels?: readonly (ApprovalChainEditorLevelErrors | null | undefined)[];
  chain?: string;
}

/**
 * The chain rule's verdict on the draft (the portal computes it with `validateApprovalChain` of
 * `@b2b-portal/flows/rules`): the editor draws it and refuses to save while it is not valid.
 */
export interface ApprovalChainEditorValidation {
  /** One entry per level of the draft, in order. */
  levels: readonly ApprovalChainEditorLevelProblems[];
  /** More levels than allowed. */
  tooManyLevels: boolean;
  valid: boolean;
}

/** The draft as the caller's rule reads it: amounts as decimal strings, null while empty. */
export function toDraftLevels(
  draft: readonly Pick<DraftLevel, 'roleType' | 'minAmount'>[],
): ApprovalChainDraftLevel[] {
  return draft.map((entry) => ({
    roleType: entry.roleType,
    minAmount: Number.isFinite(entry.minAmount) ? amountText(entry.minAmount) : null,
  }));
}

/** The levels to save: numbered 1..n in their order. Call only on a valid draft. */
export function toChainLevels(draft: readonly DraftLevel[]): ApprovalChainEditorLevel[] {
  return draft.map((entry, index) => ({
    level: index + 1,
    roleType: entry.roleType ?? 0,
    minAmount: amountText(entry.minAmount),
  }));
}

/** Whether the draft says something other than the saved chain. */
export function isChainChanged(
  draft: readonly DraftLevel[],
  saved: readonly ApprovalChainEditorLevel[],
): boolean {
  if (draft.length !== saved.length) return true;
  const ordered = [...saved].sort((a, b) => a.level - b.level);
  return draft.some((entry, index) => {
    const other = ordered[index];
    return (
      !other || other.roleType !== entry.roleType || !Object.is(Number(other.minAmount), entry.minAmount)
    );
  });
}

/** Moves the level at `index` one place up (-1) or down (+1); out of range leaves the draft as it is. */
export function moveLevel<T>(levels: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= levels.length || target < 0 || target >= levels.length) return [...levels];
  const next = [...levels];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/**
 * The level added at the end: the first offered role not yet in the chain (else the last level's role), from the
 * last level's amount, so the chain stays valid until the user raises it.
 */
export function newLevel(
  levels: readonly Pick<DraftLevel, 'roleType' | 'minAmount'>[],
  roles: readonly ApprovalChainRoleOption[],
): Pick<DraftLevel, 'roleType' | 'minAmount'> {
  const used = new Set(levels.map((entry) => entry.roleType));
  const last = levels[levels.length - 1];
  const unused = roles.find((role) => !used.has(role.roleType));
  const lastAmount = last && Number.isFinite(last.minAmount) ? last.minAmount : 0;
  return {
    roleType: unused?.roleType ?? last?.roleType ?? roles[0]?.roleType ?? null,
    minAmount: lastAmount,
  };
}
