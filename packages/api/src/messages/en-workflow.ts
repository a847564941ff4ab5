/** Messages of the approval workflows shared by quotes and requisitions (issue 6). */
export const workflowMessages = {
  'Workflow.Reload': 'Reload',
  'PunchIn.QuoteNotOpen': 'Only a submitted or approved quote that has not expired can be transferred.',
  'Transfer.Title': 'Transfer the quote',
  'Transfer.Sending': 'Sending quote {number} to your procurement system…',
  'Transfer.Intro':
    'Send the lines of quote {number} to your procurement system. Your portal session ends when they are sent.',
  'Transfer.Send': 'Send to procurement system',
  'Transfer.NoQuote': 'Open a quote to transfer it.',
  'Checkout.SubmitRequisition': 'Submit for approval',
  'Checkout.SubmittingRequisition': 'Submitting for approval…',
  'Checkout.RequiresApproval':
    'Your order needs approval: submitting sends it as a requisition to your approvers. It is ordered once approved.',
  'Confirmation.RequisitionTitle': 'Requisition submitted',
  'Confirmation.ViewRequisition': 'View requisition {number}',
  'Confirmation.ViewOrder': 'View order {number}',
  'Confirmation.QuoteRejectedTitle': 'Quote {number} rejected',
  'Confirmation.RequisitionRejectedTitle': 'Requisition {number} rejected',
  'Confirmation.ViewQuote': 'View quote {number}',
  'Confirmation.BackToPendingApprovals': 'Back to pending approvals',
  'Workflow.QuoteNoPermission':
    'You do not have the required permissions to process this quote. Please contact your system administrator.',
  'Workflow.DocumentNotFound': 'This document was not found.',
  'Workflow.WaitingFor': 'Waiting for {roleName} to approve.',
  'Workflow.QuoteExpired': 'This quote has expired. Please contact your Presidio Sales Team for a new quote.',
  'Workflow.RequisitionSubmitted': 'Requisition {number} was submitted for approval.',
  // Why a checkout went for approval instead of ordering (issue 18's spending limits); each names the limit.
  'Workflow.ApprovalReason.UserOrderLimit':
    'It went for approval because the order ({total}) is above your limit per order of {limit}.',
  'Workflow.ApprovalReason.UserBudget':
    'It went for approval because the order ({total}) would take your orders this month beyond your monthly budget of {limit} ({spent} ordered so far).',
  'Workflow.ApprovalReason.UnitOrderLimit':
    'It went for approval because the order ({total}) is above the limit per order of {unit}, {limit}.',
  'Workflow.ApprovalReason.UnitBudget':
    "It went for approval because the order ({total}) would take {unit}'s orders this month beyond its monthly budget of {limit} ({spent} ordered so far).",
  'Workflow.Resubmitted': 'Requisition {number} was resubmitted for approval.',
  'Workflow.Mail.ApprovalNeededSubject': '{documentName} {number} is waiting for your approval',
  'Workflow.Mail.ApprovalNeededText':
    '{documentName} {number} "{title}" ({total}) is waiting for your approval as {roleName}. Open it in the portal: {link}',
  'Workflow.Mail.ApprovedSubject': '{documentName} {number} was approved',
  'Workflow.Mail.ApprovedText': '{actor} approved {documentName} {number} "{title}". {next}',
  'Workflow.Mail.RejectedSubject': '{documentName} {number} was rejected',
  'Workflow.Mail.RejectedText':
    '{actor} rejected {documentName} {number} "{title}" ({reason}). Comments: {comments}',
  'Workflow.Mail.OrderedSubject': '{documentName} {number} was ordered: {orderNumber}',
  'Workflow.Mail.OrderedText': '{actor} placed order {orderNumber} for {documentName} {number} "{title}".',
  'Workflow.Changed':
    'This document has changed since you opened it. Reload it to see where it stands, then try again.',
  'Workflow.ActionNotAvailable': 'This action is not available for this document now.',
  'Workflow.CommentsRequired': 'Please enter comments for the rejection.',
  'Workflow.NotYourLevel': 'You cannot approve at this level: it is waiting for {roleName}.',
  'Workflow.OwnRequisition': 'You cannot approve or reject your own requisition.',
  // Separation of duties (issue 15): one person approves one level of a document, unless the company allows more.
  'Workflow.SeparationOfDuties.Quote':
    'You approved level {approvedLevel} of this quote. Another approver must approve level {level} (separation of duties).',
  'Workflow.SeparationOfDuties.Requisition':
    'You approved level {approvedLevel} of this requisition. Another approver must approve level {level} (separation of duties).',
  'Workflow.ApprovedAtLevel': 'Approved at level {level}. Waiting for {roleName}.',
  'Workflow.ApprovedFinal': 'Approved. Continue to checkout to place the order.',
  'Workflow.Rejected': 'Rejected. Your comments were sent to {recipient}.',
  'Workflow.Canceled': 'Canceled.',
  'Workflow.NothingToDo': 'There is nothing for you to do on this document now.',
  'Workflow.Action.Approve': 'Approve',
  'Workflow.Action.Reject': 'Reject',
  'Workflow.Action.Checkout': 'Check out',
  'Workflow.Action.Resubmit': 'Edit and resubmit',
  'Workflow.Action.Cancel': 'Cancel requisition',
  // The reasons an approver picks when rejecting (001 §4 RejectionWorkflowAction), by their codes.
  'Workflow.RejectionAction.TechReturn': 'Return for technical changes',
  'Workflow.RejectionAction.MgrReject': 'Rejected by a manager',
  'Workflow.RejectionAction.Reject': 'Rejected',
  'Workflow.RejectionAction.CustomerReject': 'Rejected by the customer',
  'Workflow.SalesTeam': 'the sales team',
  'Workflow.Requester': 'the requester',
  'Workflow.ChainInvalid': 'The approval chain was not saved. Correct the levels marked and save again.',
  // One level's problems in the approval chain (the chain rule of flows and the chain's schema word them so).
  'Workflow.Chain.RoleRequired': 'Choose the role that approves at this level.',
  'Workflow.Chain.RoleRepeated':
    'This role already approves at level {level}. Choose another role: a role approves at one level of a chain.',
  'Workflow.Chain.AmountRequired': 'Enter the amount from which this level applies.',
  'Workflow.Chain.AmountInvalid': 'Enter the amount in dollars and cents, such as 1000.50.',
  'Workflow.Chain.AmountNegative': 'The amount cannot be negative.',
  'Workflow.Chain.AmountTooHigh': 'The amount cannot be more than {amount}.',
  'Workflow.Chain.AmountBelowPrevious': 'The amount must be at least {amount}, the amount of level {level}.',
  'Workflow.Chain.TooManyLevels': 'A chain has at most {max} levels. Remove a level.',
  'Workflow.Chain.LevelOrder': 'This level must be number {level}: levels are numbered 1, 2, 3… in order.',
} as const;
