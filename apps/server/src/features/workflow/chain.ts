import { type ApprovalChain, Enumerations, type WorkflowDocumentType } from '@b2b-portal/api';
import { compareMoney, type Money, toMoney } from '@b2b-portal/flows/rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ApprovalLevelSnapshot, approvalLevels, roles, userRoles, users } from '../../db/schema';

const roleNames = new Map<number, string>(
  Object.values(Enumerations.QuoteWorkflowRole).map((role) => [role.value, role.name]),
);

export const workflowRoleName = (roleType: number) => roleNames.get(roleType) ?? `Role ${roleType}`;

/** The chain of a company that has not configured its own: one level, the Quote Approver, from $0. */
export const DEFAULT_CHAIN: readonly { level: number; roleType: number; minAmount: Money }[] = [
  { level: 1, roleType: Enumerations.QuoteWorkflowRole.QuoteApprover.value, minAmount: '0.00' },
];

/** The company's configured chain for a document type (levels in order), or the default. */
export async function configuredChain(
  db: Executor,
  companyId: string,
  documentType: WorkflowDocumentType,
): Promise<ApprovalChain> {
  const rows = await db
    .select({
      level: approvalLevels.level,
      roleType: approvalLevels.roleType,
      minAmount: approvalLevels.minAmount,
    })
    .from(approvalLevels)
    .where(and(eq(approvalLevels.companyId, companyId), eq(approvalLevels.documentType, documentType)))
    .orderBy(asc(approvalLevels.level));
  const levels = rows.length > 0 ? rows : DEFAULT_CHAIN;
  return {
    documentType,
    isDefault: rows.length === 0,
    levels: levels.map((level) => ({
      level: level.level,
      roleType: level.roleType as 13 | 14 | 15,
      minAmount: toMoney(level.minAmount),
      roleName: workflowRoleName(level.roleType),
    })),
  };
}

/**
 * The levels a document of this total goes up, renumbered 1..n: those whose threshold the grand total reaches.
 * Frozen on the document when it is submitted, so a later change of the chain never moves a document mid-way.
 */
export async function resolveChain(
  db: Executor,
  companyId: string,
  documentType: WorkflowDocumentType,
  grandTotal: Money,
): Promise<ApprovalLevelSnapshot[]> {
  const chain = await configuredChain(db, companyId, documentType);
  return chain.levels
    .filter((level) => compareMoney(grandTotal, level.minAmount) >= 0)
    .map((level, index) => ({
      level: index + 1,
      roleType: level.roleType,
      roleName: level.roleName,
      minAmount: level.minAmount,
    }));
}

/** The workflow role types a user holds through their roles. */
export async function workflowRoleTypes(db: Executor, userId: string): Promise<Set<number>> {
  const rows = await db
    .select({ roleType: roles.roleType })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return new Set(rows.map((row) => row.roleType).filter((type) => type > 0));
}

/** The names of a company's enabled users holding a role type (who an approval level waits for). */
export async function holdersOfRoleTypes(
  db: Executor,
  companyId: string,
  roleTypes: readonly number[],
): Promise<{ roleType: number; userId: string; name: string; email: string }[]> {
  if (roleTypes.length === 0) return [];
  const rows = await db
    .select({
      roleType: roles.roleType,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(users.companyId, companyId), eq(users.status, 1), inArray(roles.roleType, [...roleTypes])))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows.map((row) => ({
    roleType: row.roleType,
    userId: row.userId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
  }));
}
