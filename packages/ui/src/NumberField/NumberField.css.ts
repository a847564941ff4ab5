import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { vars } from '../foundations/vars.css';

/** The bordered box around − input +; the focus ring goes on the box, not on the bare input. */
export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  minHeight: '40px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
  selectors: {
    '&[data-focus-within]': focusRingStyle,
    '&[data-invalid]': { borderColor: vars.color.errorAccent, borderWidth: '2px' },
    '&[data-disabled]': { background: vars.color.disabled },
  },
});

export const input = style({
  flex: 1,
  minWidth: '3em',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: { '&[data-disabled]': { color: vars.color.onDisabled } },
});

export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  border: 'none',
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.secondaryHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { background: vars.color.disabled, color: vars.color.onDisabled, cursor: 'default' },
  },
});
