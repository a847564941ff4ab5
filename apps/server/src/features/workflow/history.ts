import type { WorkflowHistoryEntry } from '@b2b-portal/api';
import { formatMessage, rejectionActionMessageKey } from '@b2b-portal/api/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { workflowHistory } from '../../db/schema';
import type { Principal } from '../../http/context';

/** A rejection workflow action's name for people (the catalogue's), never its code. */
export function rejectionActionName(value: number | null): string | null {
  const key = value === null ? undefined : rejectionActionMessageKey(value);
  return key ? formatMessage(key) : null;
}

export interface HistoryStep {
  companyId: string;
  documentType: number;
  documentId: string;
  /** Submitted, Approved, Rejected, Resubmitted, Purchased, Canceled, ItemDeleted, StatusChanged… */
  action: string;
  level?: number | null;
  roleName?: string;
  /** Who acted; null for the reseller's side (sales desk, sales team). */
  user: Principal | null;
  /** The actor's name when `user` is null (e.g. the sales rep). */
  actorName?: string;
  comments?: string;
  rejectionAction?: number | null;
  status?: number | null;
}

export async function recordHistory(db: Executor, step: HistoryStep): Promise<void> {
  await db.insert(workflowHistory).values({
    companyId: step.companyId,
    documentType: step.documentType,
    documentId: step.documentId,
    action: step.action,
    level: step.level ?? null,
    roleName: step.roleName ?? '',
    userId: step.user?.userId ?? null,
    actorName: step.user ? `${step.user.firstName} ${step.user.lastName}`.trim() : (step.actorName ?? ''),
    comments: step.comments ?? '',
    rejectionAction: step.rejectionAction ?? null,
    status: step.status ?? null,
  });
}

/** The document's history, oldest first. */
export async function readHistory(
  db: Executor,
  documentType: number,
  documentId: string,
): Promise<WorkflowHistoryEntry[]> {
  const rows = await db
    .select()
    .from(workflowHistory)
    .where(and(eq(workflowHistory.documentType, documentType), eq(workflowHistory.documentId, documentId)))
    .orderBy(asc(workflowHistory.createdAt), asc(workflowHistory.seq));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    level: row.level,
    roleName: row.roleName,
    actor: row.actorName,
    userID: row.userId,
    comments: row.comments,
    rejectionAction: row.rejectionAction,
    rejectionActionName: rejectionActionName(row.rejectionAction),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}
