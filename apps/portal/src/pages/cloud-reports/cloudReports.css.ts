import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const figure = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const section = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const share = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const link = style({ wordBreak: 'break-all' });
