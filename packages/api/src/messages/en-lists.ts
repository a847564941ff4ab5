/**
 * Texts of the document lists' empty states (issue 16): a search that found nothing. A part of its own, read by
 * the list pages only, so the first paint and the cart do not carry it.
 */
export const listMessages = {
  'List.NoMatch': 'Nothing matches your search.',
  'List.NoMatchHelp': 'Check the spelling or widen the filters, or choose Reset to see everything.',
} as const;
