/**
 * The approval chain rule (issue 6; issue 13 §3): one place for what makes a company's chain savable. The
 * portal checks the editor's draft with it before saving (and passes the result to ui's ApprovalChainEditor),
 * and the server checks every saved body with it after the contract's schema has read the body. The limits are
 * the contract's (`APPROVAL_CHAIN_*` of `@b2b-portal/api`); amounts are decimal strings compared exactly.
 */
import {
  APPROVAL_CHAIN_MAX_AMOUNT,
  APPROVAL_CHAIN_MAX_LEVELS,
  APPROVAL_CHAIN_MIN_AMOUNT,
  APPROVER_ROLE_TYPES,
} from '@b2b-portal/api';
import { fillMessage, workflowMessages } from '@b2b-portal/api/messages';
import { compareMoney, type Money, toMoney } from './money';

/** One level as the rule reads it: a draft's role may be unchosen and its amount empty (null). */
export interface ApprovalChainRuleLevel {
  roleType: number | null;
  /**
   * A decimal string ("10000.00", any number of digits); null or blank while the amount field is empty. Anything
   * else (what a person typed that is no amount: "12,5", "ten") is judged `amountInvalid`, never read as a number.
   */
  minAmount: string | null;
}

/** Why a level's amount cannot be saved. */
export type ApprovalChainAmountProblem =
  | { kind: 'amountRequired' }
  /** Not an amount in dollars and cents (letters, more than 2 decimals…). */
  | { kind: 'amountInvalid' }
  | { kind: 'amountNegative' }
  | { kind: 'amountTooHigh'; max: Money }
  /** Lower than the level before it: amounts must not decrease along the chain. */
  | { kind: 'amountBelowPrevious'; previousLevel: number; previousAmount: Money };

/** What is wrong with one level: its role, its amount, or neither (null). */
/** Why a level's role cannot be saved: none chosen, or the role already approves at an earlier level. */
export type ApprovalChainRoleProblem = { kind: 'roleRequired' } | { kind: 'roleRepeated'; level: number };

export interface ApprovalChainLevelProblems {
  role: ApprovalChainRoleProblem | null;
  amount: ApprovalChainAmountProblem | null;
}

export interface ApprovalChainValidation {
  /** One entry per level, in order. */
  levels: ApprovalChainLevelProblems[];
  /** More levels than a chain may have (`APPROVAL_CHAIN_MAX_LEVELS`). */
  tooManyLevels: boolean;
  valid: boolean;
}

export interface ApprovalChainRuleOptions {
  /** The role types that may hold a level. @default APPROVER_ROLE_TYPES */
  roleTypes?: readonly number[];
}

/** An amount as the chain reads it: a decimal with at most 2 decimals, of any size (the rule bounds it, not a pattern). */
const chainAmount = /^-?\d+(\.\d{1,2})?$/;

function amountProblem(
  text: string | null,
  previous: { level: number; amount: Money } | null,
): ApprovalChainAmountProblem | null {
  const amount = text?.trim() ?? '';
  if (amount === '') return { kind: 'amountRequired' };
  if (!chainAmount.test(amount)) return { kind: 'amountInvalid' };
  if (compareMoney(amount, APPROVAL_CHAIN_MIN_AMOUNT) < 0) return { kind: 'amountNegative' };
  if (compareMoney(amount, APPROVAL_CHAIN_MAX_AMOUNT) > 0)
    return { kind: 'amountTooHigh', max: APPROVAL_CHAIN_MAX_AMOUNT };
  if (previous && compareMoney(amount, previous.amount) < 0)
    return { kind: 'amountBelowPrevious', previousLevel: previous.level, previousAmount: previous.amount };
  return null;
}

/**
 * Checks a chain, levels in order: every level holds an approver role, and no role two levels (issue 16: the same
 * role twice asks the same people again); every amount is given, a decimal of dollars and cents, from
 * `APPROVAL_CHAIN_MIN_AMOUNT` to `APPROVAL_CHAIN_MAX_AMOUNT` (a larger one is refused, never capped), and at least
 * the amount of the level before it; at most `APPROVAL_CHAIN_MAX_LEVELS` levels. An empty chain is valid (it
 * means the default chain).
 */
export function validateApprovalChain(
  levels: readonly ApprovalChainRuleLevel[],
  { roleTypes = APPROVER_ROLE_TYPES }: ApprovalChainRuleOptions = {},
): ApprovalChainValidation {
  let previous: { level: number; amount: Money } | null = null;
  /** The level each role first holds. */
  const roleLevels = new Map<number, number>();
  const problems = levels.map((entry, index): ApprovalChainLevelProblems => {
    const amount = amountProblem(entry.minAmount, previous);
    // The next level compares with the last amount that could be read.
    if (entry.minAmount !== null && (amount === null || amount.kind !== 'amountRequired')) {
      if (amount === null || amount.kind !== 'amountInvalid')
        previous = { level: index + 1, amount: toMoney(entry.minAmount) };
    }
    return { role: roleProblem(entry.roleType, index + 1, roleTypes, roleLevels), amount };
  });
  const tooManyLevels = levels.length > APPROVAL_CHAIN_MAX_LEVELS;
  return {
    levels: problems,
    tooManyLevels,
    valid: !tooManyLevels && problems.every((p) => p.role === null && p.amount === null),
  };
}

function roleProblem(
  roleType: number | null,
  level: number,
  roleTypes: readonly number[],
  roleLevels: Map<number, number>,
): ApprovalChainRoleProblem | null {
  if (roleType === null || !roleTypes.includes(roleType)) return { kind: 'roleRequired' };
  const earlier = roleLevels.get(roleType);
  if (earlier !== undefined) return { kind: 'roleRepeated', level: earlier };
  roleLevels.set(roleType, level);
  return null;
}

/** A level's role problem in the product's words (the `Workflow.Chain.*` messages). */
export function approvalChainRoleMessage(
  problem: ApprovalChainRoleProblem,
  catalogue: WorkflowTexts = workflowMessages,
): string {
  return problem.kind === 'roleRequired'
    ? catalogue['Workflow.Chain.RoleRequired']
    : fillMessage(catalogue['Workflow.Chain.RoleRepeated'], { level: problem.level });
}

/**
 * How an amount is printed in a message: ui's `formatMoney` (`@b2b-portal/ui/format`), the one money formatter,
 * which flows does not import (ui is a React package); the server and the portal pass it.
 */
export type FormatAmount = (amount: Money) => string;
/** The workflow texts the chain's messages read: the English ones unless another language is given. */
export type WorkflowTexts = Readonly<Record<keyof typeof workflowMessages, string>>;

/** A level's amount problem in the product's words (the `Workflow.Chain.*` messages). */
export function approvalChainAmountMessage(
  problem: ApprovalChainAmountProblem,
  formatAmount: FormatAmount,
  catalogue: WorkflowTexts = workflowMessages,
): string {
  switch (problem.kind) {
    case 'amountRequired':
      return catalogue['Workflow.Chain.AmountRequired'];
    case 'amountInvalid':
      return catalogue['Workflow.Chain.AmountInvalid'];
    case 'amountNegative':
      return catalogue['Workflow.Chain.AmountNegative'];
    case 'amountTooHigh':
      return fillMessage(catalogue['Workflow.Chain.AmountTooHigh'], { amount: formatAmount(problem.max) });
    case 'amountBelowPrevious':
      return fillMessage(catalogue['Workflow.Chain.AmountBelowPrevious'], {
        amount: formatAmount(problem.previousAmount),
        level: problem.previousLevel,
      });
  }
}

/**
 * The validation as `{ path, message }` field errors (the `errors` of a problem answer): `levels` for too many
 * levels, `levels.{index}.roleType` and `levels.{index}.minAmount` for a level's own problems.
 */
export function approvalChainFieldErrors(
  validation: ApprovalChainValidation,
  formatAmount: FormatAmount,
  catalogue: WorkflowTexts = workflowMessages,
): { path: string; message: string }[] {
  const errors: { path: string; message: string }[] = [];
  if (validation.tooManyLevels) {
    errors.push({
      path: 'levels',
      message: fillMessage(catalogue['Workflow.Chain.TooManyLevels'], { max: APPROVAL_CHAIN_MAX_LEVELS }),
    });
  }
  validation.levels.forEach((problems, index) => {
    if (problems.role) {
      errors.push({
        path: `levels.${index}.roleType`,
        message: approvalChainRoleMessage(problems.role, catalogue),
      });
    }
    if (problems.amount) {
      errors.push({
        path: `levels.${index}.minAmount`,
        message: approvalChainAmountMessage(problems.amount, formatAmount, catalogue),
      });
    }
  });
  return errors;
}
