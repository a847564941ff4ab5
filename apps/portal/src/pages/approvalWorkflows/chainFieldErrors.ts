import type { ApprovalChainEditorFieldErrors, ApprovalChainEditorLevelErrors } from '@b2b-portal/ui';
import type { FieldErrors } from '../../forms/validate';

const levelField = /^levels\.(\d+)\.(roleType|minAmount)$/;

/**
 * The server's field errors of a refused save (the 422 ApprovalChainInvalid's or a 400's `errors`, keyed by path)
 * on the chain editor's fields: `levels.{index}.roleType` on that level's role, `levels.{index}.minAmount` on its
 * amount, anything else (`levels`, too many levels…) on the chain. Undefined when the failure names no field.
 */
export function chainFieldErrors(errors: FieldErrors | null): ApprovalChainEditorFieldErrors | undefined {
  if (!errors) return undefined;
  const levels: (ApprovalChainEditorLevelErrors | undefined)[] = [];
  const chain = new Set<string>();
  for (const [path, message] of Object.entries(errors)) {
    const match = levelField.exec(path);
    if (!match) {
      chain.add(message);
      continue;
    }
    const index = Number(match[1]);
    levels[index] = { ...levels[index], [match[2] === 'roleType' ? 'role' : 'amount']: message };
  }
  return { levels, ...(chain.size > 0 ? { chain: [...chain].join(' ') } : {}) };
}
