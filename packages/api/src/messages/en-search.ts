/** Advanced search (/advanced-search, 001 §2, §5, §6, §7; issue 17). */
export const searchMessages = {
  'AdvancedSearch.Title': 'Advanced Search',
  'AdvancedSearch.SearchCard': 'Search documents',
  'AdvancedSearch.DocumentType': 'Document type',
  'AdvancedSearch.Keyword': 'Keyword',
  'AdvancedSearch.KeywordHelp': 'Number, title or PO, or part of one.',
  'AdvancedSearch.KeywordRequired': 'Keyword is required.',
  'AdvancedSearch.Search': 'Search',
  'AdvancedSearch.Results': 'Results',
  'AdvancedSearch.ResultCount': { one: '{count} document found', other: '{count} documents found' },
  'AdvancedSearch.NoTypes': 'You do not have access to search any documents.',
  'AdvancedSearch.Number': 'Number',
  'AdvancedSearch.DocumentTitle': 'Title',
  'AdvancedSearch.Po': 'PO #',
  'AdvancedSearch.Date': 'Date',
  'AdvancedSearch.Status': 'Status',
  'AdvancedSearch.TypeNotAllowed': 'You do not have access to search this document type.',
} as const;
