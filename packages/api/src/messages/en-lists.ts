/**
 * Texts of the document lists' empty states (issue 16): a search that found nothing. A part of its own, read by
 * the list pages only, so the first paint and the cart do not carry it.
 */
export const listMessages = {
  'List.NoMatch': 'Nothing matches your search.',
  'List.NoMatchHelp': 'Check the spelling or widen the filters, or choose Reset to see everything.',
  // Above a search card's fields when the server refused the search; each field marked says why.
  'List.SearchRefused': 'The search could not be run. Please correct the marked fields and search again.',
  // Under a long list whose count stopped at the cap (issue 17: orders, advanced search).
  'List.ShowingCapped': 'Showing {start}–{end} of more than {total}',
  // The menu of a list's table that shows and hides its columns (orders: the secondary ones start hidden).
  'List.Columns': 'Columns',
} as const;
