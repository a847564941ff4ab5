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
  MONEY_PATTERN,
} from '@b2b-portal/api';
import { fillMessage, workflowMessages } from '@b2b-portal/api/messages';
import { compareMoney, type Money, toMoney } from './money';

/** One level as the rule reads it: a draft's role may be unchosen and its amount empty (null). */
export interface ApprovalChainRuleLevel {
  roleType: number | null;
  /** A decimal string ("10000.00"); null or blank while the amount field is empty. */
  minAmount: Money | null;
}

/** Why a level's amount cannot be saved. */
export type ApprovalChainAmountProblem =
  | { kind: 'amountRequired' }
  | { kind: 'amountNegative' }
  | { kind: 'amountTooHigh'; max: Money }
  /** Lower than the level before it: amounts must not decrease along the chain. */
  | { kind: 'amountBelowPrevious'; previousLevel: number; previousAmount: Money };

/** What is wrong with one level: its role, its amount, or neither (null). */
export interface ApprovalChainLevelProblems {
  role: { kind: 'roleRequired' } | null;
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

function amountProblem(
  amount: Money | null,
  previous: { level: number; amount: Money } | null,
): ApprovalChainAmountProblem | null {
  if (amount === null || !MONEY_PATTERN.test(amount.trim())) return { kind: 'amountRequired' };
  if (compareMoney(amount, APPROVAL_CHAIN_MIN_AMOUNT) < 0) return { kind: 'amountNegative' };
  if (compareMoney(amount, APPROVAL_CHAIN_MAX_AMOUNT) > 0)
    return { kind: 'amountTooHigh', max: APPROVAL_CHAIN_MAX_AMOUNT };
  if (previous && compareMoney(amount, previous.amount) < 0)
    return { kind: 'amountBelowPrevious', previousLevel: previous.level, previousAmount: previous.amount };
  return null;
}

/**
 * Checks a chain, levels in order: every level holds an approver role, every amount is given, from
 * `APPROVAL_CHAIN_MIN_AMOUNT` to `APPROVAL_CHAIN_MAX_AMOUNT`, and at least the amount of the level before it; at
 * most `APPROVAL_CHAIN_MAX_LEVELS` levels. An empty chain is valid (it means the default chain).
 */
export function validateApprovalChain(
  levels: readonly ApprovalChainRuleLevel[],
  { roleTypes = APPROVER_ROLE_TYPES }: ApprovalChainRuleOptions = {},
): ApprovalChainValidation {
  let previous: { level: number; amount: Money } | null = null;
  const problems = levels.map((entry, index): ApprovalChainLevelProblems => {
    const amount = amountProblem(entry.minAmount, previous);
    // The next level compares with the last amount that could be read.
    if (entry.minAmount !== null && (amount === null || amount.kind !== 'amountRequired')) {
      previous = { level: index + 1, amount: toMoney(entry.minAmount) };
    }
    const roleMissing = entry.roleType === null || !roleTypes.includes(entry.roleType);
    return { role: roleMissing ? { kind: 'roleRequired' } : null, amount };
  });
  const tooManyLevels = levels.length > APPROVAL_CHAIN_MAX_LEVELS;
  return {
    levels: problems,
    tooManyLevels,
    valid: !tooManyLevels && problems.every((p) => p.role === null && p.amount === null),
  };
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
        message: catalogue['Workflow.Chain.RoleRequired'],
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
