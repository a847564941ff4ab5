import type { ApprovalLevel } from './ApprovalLevels';

/** Approval chains as the workflow info answers them (quotes of Northwind: L1 Quote Approver, L2 from $10,000). */

export const oneLevelApproved: ApprovalLevel[] = [
  {
    level: 1,
    roleName: 'Quote Approver',
    state: 'approved',
    actor: 'Alex Approver',
    actedAt: '2026-11-21T17:00:00Z',
    approvers: [],
  },
];

export const partlyApproved: ApprovalLevel[] = [
  { ...(oneLevelApproved[0] as ApprovalLevel) },
  {
    level: 2,
    roleName: 'Approver Level 2',
    threshold: '10000',
    state: 'current',
    actor: null,
    actedAt: null,
    approvers: ['Morgan Manager'],
  },
];

export const threeLevelsWaiting: ApprovalLevel[] = [
  {
    level: 1,
    roleName: 'Approver Level 1',
    state: 'current',
    actor: null,
    actedAt: null,
    approvers: ['Alex Approver', 'Sam Signer', 'Jo Budget'],
  },
  {
    level: 2,
    roleName: 'Approver Level 2',
    threshold: '1000',
    state: 'waiting',
    approvers: ['Morgan Manager'],
  },
  { level: 3, roleName: 'Quote Approver', threshold: '50000', state: 'waiting', approvers: [] },
];

export const rejectedAtLevel2: ApprovalLevel[] = [
  { ...(oneLevelApproved[0] as ApprovalLevel) },
  {
    level: 2,
    roleName: 'Approver Level 2',
    threshold: '10000',
    state: 'rejected',
    actor: 'Morgan Manager',
    actedAt: '2026-11-22T16:30:00Z',
    approvers: [],
  },
];

export const longNames: ApprovalLevel[] = [
  {
    level: 1,
    roleName: 'Regional Purchasing Approver for Heavy Industrial Equipment and Spare Parts',
    state: 'approved',
    actor: 'Maximiliane Konstantinopoulou-Vanderbergh-Oyelaran',
    actedAt: '2026-11-21T17:00:00Z',
    approvers: [],
  },
  {
    level: 2,
    roleName: 'Approver Level 2',
    threshold: '1250000.5',
    state: 'current',
    approvers: [
      'Bartholomew Fitzwilliam-Cholmondeley',
      'Anastasia Papadopoulou-Richardson',
      'Guadalupe Hernández de la Fuente',
    ],
  },
];
