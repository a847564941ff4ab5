/** Messages of issue 20's cloud reports: the savings report, the EDP tracker and the embedded report page. */
export const cloudReportMessages = {
  'CloudReports.MonthRangeRefused': 'The first month of the range is after its last month.',
  'CloudReports.Embed.Invalid': 'This report link is not valid. Ask the person who shared it for a new link.',
  'CloudReports.Embed.Revoked':
    'The person who shared this report may no longer open it, so the link no longer works.',
  'CloudReports.Embed.Expired':
    'This report link has expired (links work for 10 minutes). Ask the person who shared it for a new link.',
  // 002 §9: "report data available 12 to 14 days after month end".
  'CloudReports.Publication':
    'Report data is available 12 to 14 days after month end. Figures up to {through} are shown; {next} is published on {date}.',
  'CloudReports.Loading': 'Loading the report…',
  'CloudReports.Filters': 'Filters',
  'CloudReports.From': 'From',
  'CloudReports.To': 'To',
  'CloudReports.Service': 'Service',
  'CloudReports.AllServices': 'All services',
  'CloudReports.Prism.Intro':
    'Your cloud consumption billed through us, at the provider’s list price and at your contract price: the difference is what your contract saved.',
  'CloudReports.Prism.ByService': 'Savings by service',
  'CloudReports.Prism.ByServiceDescription':
    'What your contract price saved against the list price, {from} to {to}.',
  'CloudReports.Prism.ByMonth': 'Savings by month',
  'CloudReports.Prism.ByMonthDescription': 'Savings each month, {from} to {to}.',
  'CloudReports.Prism.Month': 'Month',
  'CloudReports.Prism.Totals': 'Totals for the selection',
  'CloudReports.ListCost': 'Cost at list price',
  'CloudReports.ContractCost': 'Cost at contract price',
  'CloudReports.Savings': 'Savings',
  'CloudReports.Total': 'Total',
  'CloudReports.Edp.Intro':
    'Your enterprise discount programme commitments: what you committed to consume, what you have consumed at contract price, and where the current pace takes you by the end.',
  'CloudReports.Edp.None': 'Your company has no enterprise discount programme commitment.',
  'CloudReports.Edp.Description':
    '{provider}, {start} to {end}. Consumption to date at contract price against the commitment; the forecast adds the average of the last 3 published months ({runRate} a month) for each of the {months} months left.',
  'CloudReports.Edp.Figures': 'Figures of {programme}',
  'CloudReports.Edp.Commitment': 'Commitment',
  'CloudReports.Edp.Consumed': 'Consumption to date',
  'CloudReports.Edp.Remaining': 'Still to consume',
  'CloudReports.Edp.RunRate': 'Run rate (3-month average)',
  'CloudReports.Edp.Forecast': 'Forecast at the end',
  'CloudReports.Edp.Shortfall': 'Forecast shortfall',
  'CloudReports.Edp.Month': 'Month',
  'CloudReports.Edp.Amount': 'Consumption',
  'CloudReports.Edp.Cumulative': 'Consumption to date',
  'CloudReports.Edp.Actual': 'Actual',
  'CloudReports.Edp.ForecastKind': 'Forecast',
  'CloudReports.Edp.Kind': 'Figures',
  'CloudReports.Chart.ShowTable': 'Show as table',
  'CloudReports.Chart.HideTable': 'Hide table',
  'CloudReports.Chart.Empty': 'No published figures for this selection.',
  'CloudReports.Chart.Error': 'The figures could not be loaded.',
  'CloudReports.Chart.Retry': 'Try again',
  'CloudReports.Share': 'Get a link to this report',
  'CloudReports.Share.Ready': 'A read-only link to this report, valid until {time}:',
  'CloudReports.Share.Open': 'Open the embedded report',
  'CloudReports.Embedded.Prism': 'Cloud savings',
  'CloudReports.Embedded.Title': '{report} of {company}',
  'CloudReports.Embedded.ReadOnly': 'A read-only view shared through a link that works until {time}.',
  'CloudReports.Embedded.Missing':
    'This report link has no token. Ask the person who shared it for a new link.',
} as const;
