import type { AssignmentItem } from './AssignmentLists';

/** Users of a company who hold View Reports, the way the report's "Assign users" lists them. */
export const assignedUsers: AssignmentItem[] = [
  { id: 'u-1', label: 'Riley Reports', description: 'reports@northwind.example' },
  { id: 'u-2', label: 'Casey Contracts', description: 'contracts@northwind.example' },
];

export const unassignedUsers: AssignmentItem[] = [
  { id: 'u-3', label: 'Avery Admin', description: 'admin@northwind.example' },
  { id: 'u-4', label: 'Taylor Temp', description: 'temp@northwind.example' },
  { id: 'u-5', label: 'Jordan Buyer', description: 'buyer@northwind.example' },
  { id: 'u-6', label: 'Morgan Office', description: 'office@northwind.example' },
];

/** Reports of a company, the way the user page's report assignment lists them. */
export const assignedReports: AssignmentItem[] = [
  { id: 'r-1', label: 'Spend by month', description: 'Order totals per month, exact to the cent.' },
];

export const unassignedReports: AssignmentItem[] = [
  { id: 'r-2', label: 'Open quotes', description: 'Quotes that are waiting for an answer.' },
  { id: 'r-3', label: 'Invoice ageing', description: 'Unpaid invoices by days past due.' },
];
