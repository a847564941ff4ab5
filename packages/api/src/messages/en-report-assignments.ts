/**
 * Messages of report assignment (issue 20): a report's "Assign users" dialog on /reports and the report assignment
 * section of /user/?user_id= (002 §2). The documents give no words for it; these are ours.
 */
export const reportAssignmentMessages = {
  'ReportAssignment.AssignUsers': 'Assign users',
  'ReportAssignment.AssignUsersTo': 'Assign users: {report}',
  'ReportAssignment.Title': 'Report assignment',
  'ReportAssignment.AssignedUsers': 'Assigned users',
  'ReportAssignment.UnassignedUsers': 'Users not assigned',
  'ReportAssignment.SearchUsers': 'Search users',
  'ReportAssignment.AssignedReports': 'Assigned reports',
  'ReportAssignment.UnassignedReports': 'Other reports',
  'ReportAssignment.SearchReports': 'Search reports',
  'ReportAssignment.Assign': 'Assign selected ({count})',
  'ReportAssignment.Unassign': 'Unassign selected ({count})',
  'ReportAssignment.NoUsersAssigned': 'No user is assigned to this report.',
  'ReportAssignment.NoUsersLeft': 'Every user who may view reports is assigned.',
  'ReportAssignment.NoReportsAssigned': 'No report is assigned to this user.',
  'ReportAssignment.NoReportsLeft': 'Every report is assigned to this user.',
  'ReportAssignment.NoMatch': 'Nothing matches “{query}”.',
  'ReportAssignment.Saving': 'Saving…',
  'ReportAssignment.AssignedDone': '{count} assigned.',
  'ReportAssignment.UnassignedDone': '{count} unassigned.',
  'ReportAssignment.Done': 'Done',
  'ReportAssignment.Loading': 'Loading the assignments…',
  'ReportAssignment.Retry': 'Try again',
  'ReportAssignment.NotEligible':
    'Reports can be assigned only to users with the View Reports permission. Give this user the permission (or a role that has it) first.',
  'ReportAssignment.ReadOnly':
    'You can see the assigned reports; assigning them needs the Assign Users to Company Reports permission.',
  'ReportAssignment.UserNotEligible': 'Only users with the View Reports permission can be assigned reports.',
  'ReportAssignment.ReportNotFound': 'The report was not found.',
} as const;
