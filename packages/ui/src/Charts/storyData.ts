import type { CommitmentChartPoint } from './CommitmentChart';
import type { SavingsChartRow } from './SavingsChart';

/** The stories' literal data: an EDP of $2,100,000.00 over 24 months, 16 of them actual. */
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const longNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const cents = (value: number) => `${Math.trunc(value / 100)}.${String(value % 100).padStart(2, '0')}`;

function months(count: number, actual: number, firstMonth = 6, firstYear = 2025): CommitmentChartPoint[] {
  let total = 0;
  return Array.from({ length: count }, (_, index) => {
    const month = (firstMonth + index) % 12;
    const year = firstYear + Math.floor((firstMonth + index) / 12);
    const forecast = index >= actual;
    const amount = forecast ? 9_100_321 : 7_000_000 + index * 140_017;
    total += amount;
    return {
      key: `${year}-${String(month + 1).padStart(2, '0')}`,
      label: `${longNames[month]} ${year}`,
      shortLabel: `${monthNames[month]} ${String(year).slice(2)}`,
      amount: cents(amount),
      cumulative: cents(total),
      forecast,
    };
  });
}

export const edpPoints = months(24, 16);
export const oneMonthPoints = months(1, 1, 9, 2026);

export const savingsRows: SavingsChartRow[] = [
  {
    key: 'ec2',
    label: 'Amazon EC2',
    listCost: '1088451.23',
    contractCost: '892529.99',
    savings: '195921.24',
  },
  { key: 'rds', label: 'Amazon RDS', listCost: '401706.60', contractCost: '341450.61', savings: '60255.99' },
  { key: 'eks', label: 'Amazon EKS', listCost: '253975.84', contractCost: '218419.22', savings: '35556.62' },
  { key: 's3', label: 'Amazon S3', listCost: '222881.02', contractCost: '196135.30', savings: '26745.72' },
  {
    key: 'cf',
    label: 'Amazon CloudFront',
    listCost: '106254.31',
    contractCost: '95628.88',
    savings: '10625.43',
  },
  { key: 'lambda', label: 'AWS Lambda', listCost: '59608.47', contractCost: '54839.79', savings: '4768.68' },
];
export const savingsTotals = {
  listCost: '2132877.47',
  contractCost: '1799003.79',
  savings: '333873.68',
};
