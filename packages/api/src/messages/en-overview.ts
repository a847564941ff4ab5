/**
 * Account Overview's texts (000 §2.3, 002 §2; issue 17): its tiles of recent orders, quotes about to expire,
 * unpaid invoices and pending approvals, and the two service tiles of 002. Apart from the shell's texts so that
 * only the overview's chunk carries them.
 */
export const overviewMessages = {
  'Overview.Orders': 'Recent orders',
  'Overview.OrdersNone': 'No orders yet',
  'Overview.OrdersNoneHelp': 'Orders you place in the shop or from a quote show here.',
  'Overview.Shop': 'Go to the shop',
  'Overview.Quotes': 'Quotes about to expire',
  'Overview.QuotesNone': 'No open quotes',
  'Overview.QuotesNoneHelp': 'Quotes your account manager sends you show here until they expire.',
  'Overview.RequestQuote': 'Request a quote',
  'Overview.Expires': 'Expires {date}',
  'Overview.NoExpiry': 'Does not expire',
  'Overview.Invoices': 'Unpaid invoices',
  'Overview.InvoicesNone': 'No unpaid invoices',
  'Overview.InvoicesNoneHelp': 'Everything is paid. Invoices of your orders show here until they are paid.',
  'Overview.BalanceDue': 'Balance due: {amount}',
  'Overview.PastDueCount': '{count} past due',
  'Overview.PastDue': 'Past due',
  'Overview.Approvals': 'Waiting for your approval',
  'Overview.ApprovalsNone': 'Nothing waits for your approval',
  'Overview.ApprovalsNoneHelp': 'Documents submitted for your approval show here.',
  'Overview.PendingRegistrations': 'Registrations',
  'Overview.PendingRequisitions': 'Requisitions',
  'Overview.PendingQuotes': 'Quotes',
  'Overview.Failed': 'This could not be loaded: {message}',
  'Overview.Services': 'Services',
  'Overview.Advisory': 'Asset management advisory',
  'Overview.AdvisoryText':
    'Ask our advisors to review your installed base, contracts and renewals and suggest savings.',
  'Overview.AdvisoryMessage': 'Your question',
  'Overview.AdvisorySend': 'Send to an advisor',
  'Overview.AdvisorySent': 'Your message was sent to our advisors. They will contact you.',
  'Overview.AdvisorySubject': 'Asset management advisory inquiry',
  'Overview.AdvisoryMailText': '{name} ({email}) asks for asset management advice:\n\n{message}',
  'Overview.EProcurement': 'Custom eProcurement services',
  'Overview.EProcurementText':
    'Connect your procurement system by punch-out (cXML or OCI) and order from your own catalogue.',
  'Overview.LearnMore': 'Learn more',
} as const;
