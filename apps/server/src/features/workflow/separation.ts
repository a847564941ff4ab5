import type { WorkflowDocumentType } from '@b2b-portal/api';
import { APPROVAL_ROUND_STARTS } from '@b2b-portal/flows/rules';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { companies, workflowHistory } from '../../db/schema';

/**
 * Separation of duties on the server (issue 15). The rule is flows' `separationOfDutiesRefusal`; the engine
 * applies it to the actions it lists and takes. This file reads the company's setting and holds the rule's SQL
 * form for the pending lists, which page and count in the database.
 */

const SETTING = 'approvalAllowSameApproverAcrossLevels';

/** Whether the company lets one person approve several levels of a document (its settings; off by default). */
export async function allowsSameApproverAcrossLevels(db: Executor, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ settings: companies.storefrontSettings })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.settings.approvalAllowSameApproverAcrossLevels === true;
}

/**
 * True for a document whose current level the user may approve as far as separation of duties goes: the
 * company allows one approver across levels, or the user approved no other level of it since its last
 * submission or resubmission (`separationOfDutiesRefusal` of flows, in SQL).
 */
export function separationAllows(
  documentType: WorkflowDocumentType,
  document: { id: AnyColumn; companyId: AnyColumn; currentLevel: AnyColumn },
  userId: string,
): SQL {
  const approved = alias(workflowHistory, 'approved_step');
  const later = alias(workflowHistory, 'round_start');
  const starts = sql.join(
    APPROVAL_ROUND_STARTS.map((action) => sql`${action}`),
    sql`, `,
  );
  return sql`(coalesce((select (${companies.storefrontSettings}->>${SETTING})::boolean from ${companies}
      where ${companies.id} = ${document.companyId}), false)
    or not exists (select 1 from ${workflowHistory} as ${approved}
      where ${approved.documentType} = ${documentType} and ${approved.documentId} = ${document.id}
        and ${approved.userId} = ${userId} and ${approved.action} = 'Approved'
        and ${approved.level} is distinct from ${document.currentLevel}
        and not exists (select 1 from ${workflowHistory} as ${later}
          where ${later.documentType} = ${approved.documentType} and ${later.documentId} = ${approved.documentId}
            and ${later.action} in (${starts})
            and (${later.createdAt}, ${later.seq}) > (${approved.createdAt}, ${approved.seq}))))`;
}
