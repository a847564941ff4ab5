import type { ApprovalLevelState } from '@b2b-portal/api';
import { approvalThreshold } from '@b2b-portal/flows/rules';
import { ApprovalLevels } from '@b2b-portal/ui';

/**
 * A quote's or requisition's approval chain as the server answers it (`getWorkflowInfo`): each level's threshold
 * comes from `approvalThreshold` (flows), so a level that applies to any amount shows none.
 */
export function DocumentApprovalLevels({ levels }: { levels: readonly ApprovalLevelState[] }) {
  return (
    <ApprovalLevels
      levels={levels.map((level) => ({ ...level, threshold: approvalThreshold(level.minAmount) }))}
    />
  );
}
