import {
  type PendingApprovalSection,
  pendingApprovalSections,
  pendingApprovalsTotal,
} from '@b2b-portal/flows/rules';
import { useEffect, useState } from 'react';

type TotalOf = Record<PendingApprovalSection, (signal: AbortSignal) => Promise<number>>;

/**
 * The three lists' endpoints (and their answers' schemas) load with the first count, for approvers only, not
 * with the shell.
 */
const loadTotals = (): Promise<TotalOf> => import('./pendingApprovalTotals').then((module) => module.totalOf);

/** How often the bell counts again while the page stays open. */
export const PENDING_APPROVALS_REFRESH_MS = 60_000;

/**
 * The bell's count (001 §4): the sum of the pending registration, requisition and quote totals, loaded only
 * for holders of the matching permissions; reloaded when `refreshKey` changes (navigation), when the window
 * gets the focus back, and every minute while the page is visible. A list that fails to load counts 0.
 */
export function usePendingApprovalsCount(
  enabled: boolean,
  permissions: readonly string[],
  refreshKey: unknown,
): number {
  const [count, setCount] = useState(0);
  const [focusTick, setFocusTick] = useState(0);

  useEffect(() => {
    const onFocus = () => setFocusTick((tick) => tick + 1);
    window.addEventListener('focus', onFocus);
    // Someone may submit a document for this approver while the page stays open: count again every minute while
    // the page is visible (a hidden tab waits for the focus).
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') onFocus();
    }, PENDING_APPROVALS_REFRESH_MS);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.clearInterval(timer);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey and focusTick only trigger a reload.
  useEffect(() => {
    const sections = enabled ? pendingApprovalSections(permissions) : [];
    if (sections.length === 0) {
      setCount(0);
      return;
    }
    const controller = new AbortController();
    loadTotals()
      .then((totalOf) =>
        Promise.all(
          sections.map((section) =>
            totalOf[section](controller.signal).then(
              (total) => [section, total] as const,
              () => [section, 0] as const,
            ),
          ),
        ),
      )
      .then((entries) => {
        if (!controller.signal.aborted)
          setCount(pendingApprovalsTotal(Object.fromEntries(entries), permissions));
      });
    return () => controller.abort();
  }, [enabled, permissions, refreshKey, focusTick]);

  return count;
}
