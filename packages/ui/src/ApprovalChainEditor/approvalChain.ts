import { formatMoney } from '../format/format';

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

/** An amount as a person may type it: an optional minus and $, digits (grouped by commas or not), up to 2 decimals. */
const typedAmount = /^(-)?\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * The decimal string a typed amount stands for ('$12,500.5' → '12500.50', '-3' → '-3.00'), of any size; `undefined`
 * for anything that is not an amount in dollars and cents ('12,5', '1.005', 'ten', ''). Read character by
 * character, never through a float: nothing is rounded, capped or dropped.
 */
export function parseAmount(text: string): string | undefined {
  const match = typedAmount.exec(text.trim());
  if (!match) return undefined;
  const [, minus, whole = '0', cents = ''] = match;
  const digits = whole.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  const amount = `${digits}.${cents.padEnd(2, '0')}`;
  return minus && /[1-9]/.test(amount) ? `-${amount}` : amount;
}

/** -1, 0 or 1 as the decimal string `a` (as `parseAmount` gives) is less than, equal to or more than `b`. */
export function compareAmounts(a: string, b: string): -1 | 0 | 1 {
  const cents = (amount: string) => {
    const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
    const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
    return amount.startsWith('-') ? -value : value;
  };
  const difference = cents(a) - cents(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/**
 * A level being edited: `minAmount` is the amount field's text exactly as typed (formatted as money when read from
 * a saved chain); it becomes a decimal string when the chain is saved.
 */
export interface DraftLevel {
  /** Stable identity across moves (React keys, focus). */
  id: string;
  roleType: number | null;
  minAmount: string;
}

/** A level of the draft as the editor gives it to `onDraftChange`, for the caller's chain rule. */
export interface ApprovalChainDraftLevel {
  /** Null while no role is chosen. */
  roleType: number | null;
  /**
   * The amount as a decimal string with 2 decimals ("10000.00", any size) when the text is an amount; else the
   * text as typed, trimmed ('12,5'), for the rule to refuse; null while the field is empty.
   */
  minAmount: string | null;
}

/** Why a level's amount cannot be saved, as the caller's chain rule says; the editor words each kind through its labels. */
export type ApprovalChainEditorAmountProblem =
  | { kind: 'amountRequired' }
  /** The text is not an amount in dollars and cents. */
  | { kind: 'amountInvalid' }
  | { kind: 'amountNegative' }
  /** `max` is a decimal string. */
  | { kind: 'amountTooHigh'; max: string }
  /** Lower than the level before it; `previousAmount` is a decimal string. */
  | { kind: 'amountBelowPrevious'; previousLevel: number; previousAmount: string };

/** What is wrong with one level: its role, its amount, or neither (null). */
export interface ApprovalChainEditorLevelProblems {
  /** No role chosen, or the role already approves at an earlier `level`. */
  role: { kind: 'roleRequired' } | { kind: 'roleRepeated'; level: number } | null;
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
  return draft.map((entry) => {
    const text = entry.minAmount.trim();
    return { roleType: entry.roleType, minAmount: text === '' ? null : (parseAmount(text) ?? text) };
  });
}

/** The levels to save: numbered 1..n in their order. Call only on a valid draft. */
export function toChainLevels(draft: readonly DraftLevel[]): ApprovalChainEditorLevel[] {
  return draft.map((entry, index) => ({
    level: index + 1,
    roleType: entry.roleType ?? 0,
    minAmount: parseAmount(entry.minAmount) ?? entry.minAmount.trim(),
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
      !other ||
      other.roleType !== entry.roleType ||
      parseAmount(entry.minAmount) === undefined ||
      parseAmount(entry.minAmount) !== parseAmount(other.minAmount)
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
 * The level added at the end: the first offered role not yet in the chain (none when every role is in it: a role
 * approves at one level), from the last level's amount, so the chain stays valid until the user raises it.
 */
export function newLevel(
  levels: readonly Pick<DraftLevel, 'roleType' | 'minAmount'>[],
  roles: readonly ApprovalChainRoleOption[],
): Pick<DraftLevel, 'roleType' | 'minAmount'> {
  const used = new Set(levels.map((entry) => entry.roleType));
  const last = levels[levels.length - 1];
  const unused = roles.find((role) => !used.has(role.roleType));
  const lastAmount = last ? parseAmount(last.minAmount) : undefined;
  return {
    roleType: unused?.roleType ?? null,
    minAmount: formatMoney(lastAmount ?? '0'),
  };
}
