import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

export const chart = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const caption = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const bars = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

/** One bar: its label and count above, the bar below (a link over the whole row). */
export const bar = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderRadius: vars.radii.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.ghostHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const barText = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const barLabel = style({
  color: vars.color.link,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
});

export const track = style({
  display: 'block',
  height: 12,
  borderRadius: vars.radii.sm,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = style({ display: 'block', height: '100%', background: vars.color.primary });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  selectors: {},
});

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const number = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

export const details = style({ fontSize: vars.fontSize.sm });
