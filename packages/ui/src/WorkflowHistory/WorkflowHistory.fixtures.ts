import type { WorkflowStep } from './WorkflowHistory';

// Local times, so the shown 12-hour clock does not depend on the runner's time zone.
export const partlyApproved: WorkflowStep[] = [
  { id: 's1', action: 'Submitted', actor: 'Luis Ortega', role: 'Requester', at: new Date(2026, 2, 4, 9, 15) },
  {
    id: 's2',
    action: 'Approved',
    actor: 'Dana Whitaker',
    role: 'Purchasing Manager',
    level: 1,
    at: new Date(2026, 2, 4, 14, 5),
    comments: 'Within the quarterly budget.',
  },
  { id: 's3', action: 'Pending', level: 2 },
];

export const rejected: WorkflowStep[] = [
  { id: 'r1', action: 'Submitted', actor: 'Luis Ortega', role: 'Requester', at: new Date(2026, 2, 4, 9, 15) },
  {
    id: 'r2',
    action: 'Rejected',
    actor: 'Dana Whitaker',
    role: 'Purchasing Manager',
    level: 1,
    at: new Date(2026, 2, 5, 0, 30),
    comments: 'Please get two more quotes first.',
  },
];
