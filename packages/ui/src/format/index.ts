export {
  FormattedDate,
  FormattedDateTime,
  FormattedMoney,
  FormattedNumber,
  FormattedPercent,
  FormattedPhone,
} from './Formatted';
export {
  type DateInput,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPhone,
  type MoneyInput,
  type NumberInput,
  toDate,
} from './format';
