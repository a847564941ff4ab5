import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const row = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted });

export const amount = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const grandTotal = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const recurring = style({ paddingTop: vars.space.xs });
