import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { vars } from '../foundations/vars.css';

// One column no wider than the tabs' box: a wide panel (a table) scrolls inside itself, not the page.
export const tabs = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  borderBottom: '3px solid transparent',
  marginBottom: -1,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radii.sm} ${vars.radii.sm} 0 0`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.ghostHover },
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { color: vars.color.onDisabled, cursor: 'default' },
  },
});

export const tabPanel = style({
  outline: 'none',
  color: vars.color.text,
  selectors: { '&[data-focus-visible]': focusRingStyle },
});
