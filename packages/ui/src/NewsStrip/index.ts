export { NewsStrip, type NewsStripItem, type NewsStripProps } from './NewsStrip';
