import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const menu = style({
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.ghostHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.onDisabled, cursor: 'default' },
  },
});

// errorText keeps AA contrast on the popover surface in both themes; the button red does not.
export const dangerItem = style({ color: vars.color.errorText });

export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const separator = style({
  height: 1,
  margin: `${vars.space.xs} 0`,
  border: 'none',
  background: vars.color.border,
});
