import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { vars } from '../foundations/vars.css';

/** The box of editable segments, shared with DatePicker and DateRangePicker. */
export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-focus-within]': focusRingStyle,
    '&[data-invalid]': { borderColor: vars.color.errorAccent, borderWidth: '2px' },
    '&[data-disabled]': { background: vars.color.disabled, color: vars.color.onDisabled },
  },
});

export const segment = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radii.sm,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { padding: 0 },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});
