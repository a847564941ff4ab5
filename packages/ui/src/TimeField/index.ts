export { type HourCycle, hourCycles, TimeField, type TimeFieldProps } from './TimeField';
