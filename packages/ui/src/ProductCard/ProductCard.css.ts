import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const manufacturer = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const part = style({ color: vars.color.textMuted });

export const price = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const requestPricing = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.warningText,
});

export const actions = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  marginTop: vars.space.sm,
});

export const quantity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '8.5rem',
});

export const details = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const inCart = style({
  color: vars.color.successText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
