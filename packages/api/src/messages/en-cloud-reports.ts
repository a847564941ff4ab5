/** Messages of issue 20's cloud reports: the savings report, the EDP tracker and the embedded report page. */
export const cloudReportMessages = {
  'CloudReports.MonthRangeRefused': 'The first month of the range is after its last month.',
  'CloudReports.Embed.Invalid': 'This report link is not valid. Ask the person who shared it for a new link.',
  'CloudReports.Embed.Expired':
    'This report link has expired (links work for 10 minutes). Ask the person who shared it for a new link.',
} as const;
