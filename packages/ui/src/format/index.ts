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
  type NumberInput,
  toDate,
} from './format';
