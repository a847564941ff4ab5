import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
});

export const entry = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
