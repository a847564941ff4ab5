import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { zIndex } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';

/** Segments and the calendar button in one bordered box. */
export const group = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '40px',
  paddingLeft: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  width: 'fit-content',
  selectors: {
    '&[data-focus-within]': focusRingStyle,
    '&[data-invalid]': { borderColor: vars.color.errorAccent, borderWidth: '2px' },
    '&[data-disabled]': { background: vars.color.disabled, color: vars.color.onDisabled },
  },
});

export const dateInput = style({ display: 'flex', alignItems: 'center', fontVariantNumeric: 'tabular-nums' });

export const rangeDash = style({ padding: `0 ${vars.space.sm}` });

export const calendarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  alignSelf: 'stretch',
  marginLeft: vars.space.sm,
  border: 'none',
  borderLeft: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.ghostHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.onDisabled, cursor: 'default' },
  },
});

export const popover = style({
  zIndex: zIndex.popover,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadow.md,
});

export const dialog = style({ padding: vars.space.md, outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.ghostHover },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { color: vars.color.onDisabled, cursor: 'default' },
  },
});

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({
  padding: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radii.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.ghostHover },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled], &[data-unavailable]': { color: vars.color.onDisabled, cursor: 'default' },
  },
});

/** Days inside a range that are neither its start nor its end get a lighter band. */
export const rangeCell = style({
  selectors: {
    '&[data-selected]': {
      borderRadius: 0,
      background: vars.color.infoBackground,
      color: vars.color.infoText,
    },
    '&[data-selection-start], &[data-selection-end]': {
      borderRadius: vars.radii.md,
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});
