/** The company's policies (002 §9, 001 §9): shown at checkout's terms, on Help and with invoices. */
export const policyMessages = {
  'Policy.CashDiscount': '3% discount for cash, check or wire; may not apply to credit card payments.',
  'Policy.ExpeditedCutoff':
    'Expedited or same-day shipping cannot be guaranteed for orders placed after 1pm EST.',
  'Policy.InvoiceDiscrepancies': 'Invoice discrepancies must be reported within 5 days.',
  'Policy.Returns': 'Returns carry a 20% restocking fee.',
  'Policy.FinanceCharge': 'Past-due balances carry a 1.5% monthly finance charge.',
} as const;
