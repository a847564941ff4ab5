import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
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

export const quantityLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const quantityGroup = style({
  display: 'flex',
  alignItems: 'stretch',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
  selectors: {
    '&[data-focus-within]': focusRingStyle,
    '&[data-invalid]': { borderColor: vars.color.errorAccent },
  },
});

export const quantityInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: '38px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
  outline: 'none',
});

export const stepper = style({
  width: '36px',
  border: 'none',
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.secondaryHover },
    '&[data-disabled]': {
      color: vars.color.onDisabled,
      background: vars.color.disabled,
      cursor: 'not-allowed',
    },
  },
});

export const details = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const inCart = style({
  color: vars.color.successText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
