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

/** The limits the server enforces (`PutApprovalChainBody`): at most 5 levels, amounts from 0 to 1,000,000,000. */
export const APPROVAL_CHAIN_MAX_LEVELS = 5;
export const APPROVAL_CHAIN_MAX_AMOUNT = 1_000_000_000;

/** Why a level's amount cannot be saved; the editor words each kind through its labels. */
export type AmountProblem =
  | { kind: 'amountRequired' }
  | { kind: 'amountNegative' }
  | { kind: 'amountTooHigh'; max: number }
  /** Lower than the level before it: the server refuses amounts that decrease along the chain. */
  | { kind: 'amountBelowPrevious'; previousLevel: number; previousAmount: number };

/** What is wrong with one level: its role, its amount, or neither (null). */
export interface LevelProblems {
  role: { kind: 'roleRequired' } | null;
  amount: AmountProblem | null;
}

export interface ChainValidation {
  /** One entry per level, in order. */
  levels: LevelProblems[];
  /** More levels than allowed. */
  tooManyLevels: boolean;
  valid: boolean;
}

export interface ChainLimits {
  maxLevels?: number;
  maxAmount?: number;
  /** The role types that may hold a level; any role type passes when left out. */
  roleTypes?: readonly number[];
}

function amountProblem(
  amount: number,
  previous: { level: number; amount: number } | null,
  maxAmount: number,
): AmountProblem | null {
  if (!Number.isFinite(amount)) return { kind: 'amountRequired' };
  if (amount < 0) return { kind: 'amountNegative' };
  if (amount > maxAmount) return { kind: 'amountTooHigh', max: maxAmount };
  if (previous && amount < previous.amount)
    return { kind: 'amountBelowPrevious', previousLevel: previous.level, previousAmount: previous.amount };
  return null;
}

/**
 * Checks a chain the way the server's `saveApprovalChain` does (levels 1..n in order, each amount at least the
 * one before, at most 5 levels, amounts 0 to 1,000,000,000, an approver role on every level), so a chain the
 * editor lets through is one the server accepts.
 */
export function validateApprovalChain(
  levels: readonly Pick<DraftLevel, 'roleType' | 'minAmount'>[],
  {
    maxLevels = APPROVAL_CHAIN_MAX_LEVELS,
    maxAmount = APPROVAL_CHAIN_MAX_AMOUNT,
    roleTypes,
  }: ChainLimits = {},
): ChainValidation {
  let previous: { level: number; amount: number } | null = null;
  const problems = levels.map((entry, index): LevelProblems => {
    const amount = amountProblem(entry.minAmount, previous, maxAmount);
    // The next level compares with the last amount that could be read.
    if (Number.isFinite(entry.minAmount)) previous = { level: index + 1, amount: entry.minAmount };
    const roleMissing =
      entry.roleType === null || (roleTypes !== undefined && !roleTypes.includes(entry.roleType));
    return { role: roleMissing ? { kind: 'roleRequired' } : null, amount };
  });
  const tooManyLevels = levels.length > maxLevels;
  return {
    levels: problems,
    tooManyLevels,
    valid: !tooManyLevels && problems.every((p) => p.role === null && p.amount === null),
  };
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
