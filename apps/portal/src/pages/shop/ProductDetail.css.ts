import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const product = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(14rem, 18rem)' },
  },
});

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const manufacturer = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  outline: 'none',
});

export const part = style({ color: vars.color.textMuted });

export const mono = style({ fontFamily: vars.font.mono, color: vars.color.text, overflowWrap: 'anywhere' });

export const long = style({ margin: 0, maxWidth: '70ch' });

export const buy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  alignSelf: 'start',
});

export const price = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const requestPricing = style({ color: vars.color.warningText, fontWeight: vars.fontWeight.medium });

export const unit = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const inCart = style({
  color: vars.color.successText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const buyActions = style({
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const quantity = style({ width: '9rem' });

export const specs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
