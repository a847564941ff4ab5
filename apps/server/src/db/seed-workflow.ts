import { Enumerations } from '@b2b-portal/api';
import { toMoney } from '@b2b-portal/flows/rules';
import type { Executor } from './client';
import { approvalLevels } from './schema';
import { demoCompanies } from './seed-data';

const { QuoteApprover, ApproverLevel1, ApproverLevel2 } = Enumerations.QuoteWorkflowRole;
const { Quote, Requisition } = Enumerations.DocumentType;

/**
 * Northwind's approval chains (issue 6): a quote needs its Quote Approver, and from $10,000 also Approver Level 2;
 * a requisition needs Approver Level 1, and from $1,000 also Approver Level 2. Contoso keeps the default chain.
 */
export const northwindApprovalChains = [
  { documentType: Quote.value, level: 1, roleType: QuoteApprover.value, minAmount: 0 },
  { documentType: Quote.value, level: 2, roleType: ApproverLevel2.value, minAmount: 10_000 },
  { documentType: Requisition.value, level: 1, roleType: ApproverLevel1.value, minAmount: 0 },
  { documentType: Requisition.value, level: 2, roleType: ApproverLevel2.value, minAmount: 1_000 },
] as const;

export async function seedWorkflow(db: Executor): Promise<void> {
  await db.insert(approvalLevels).values(
    northwindApprovalChains.map((level) => ({
      ...level,
      minAmount: toMoney(level.minAmount),
      companyId: demoCompanies.northwind.id,
    })),
  );
}
