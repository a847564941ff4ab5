import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../foundations/focus.css';
import { vars } from '../foundations/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 28,
    height: 28,
    borderRadius: vars.radii.full,
    border: '2px solid',
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.sm,
  },
  variants: {
    status: {
      complete: {
        background: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.onPrimary,
      },
      current: { background: vars.color.surface, borderColor: vars.color.primary, color: vars.color.text },
      upcoming: {
        background: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.textMuted,
      },
      error: {
        background: vars.color.errorBackground,
        borderColor: vars.color.errorAccent,
        color: vars.color.errorText,
      },
    },
  },
});

export const label = recipe({
  base: {},
  variants: {
    status: {
      complete: { color: vars.color.text },
      current: { color: vars.color.text, fontWeight: vars.fontWeight.bold },
      upcoming: { color: vars.color.textMuted },
      error: { color: vars.color.text, fontWeight: vars.fontWeight.bold },
    },
  },
});

export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xxs,
  margin: `calc(-1 * ${vars.space.xxs})`,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radii.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.ghostHover, textDecoration: 'underline' },
    '&[data-focus-visible]': focusRingStyle,
  },
});

export const stepContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
