import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../foundations/focus.css';
import { vars } from '../foundations/vars.css';

/**
 * The stepper's box, whose width decides its look (issue 16): from `FULL_WIDTH` every step shows its marker and
 * name on one line; narrower (a phone, a tablet, a panel beside a summary), the markers alone stay on one line and
 * "Step 2 of 6: Billing and payment" says where the person is. It never wraps.
 */
export const FULL_WIDTH = '50rem';

export const root = style({
  containerType: 'inline-size',
  containerName: 'stepper',
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
});

export const list = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@container': { [`stepper (min-width: ${FULL_WIDTH})`]: { gap: vars.space.md } },
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

/** A step's visible name: shown from `FULL_WIDTH` only (the compact line names the current step). */
export const labelBox = style({
  display: 'none',
  '@container': { [`stepper (min-width: ${FULL_WIDTH})`]: { display: 'inline' } },
});

/** "Step 2 of 6: Billing and payment", under the markers while the names do not fit. */
export const compact = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  '@container': { [`stepper (min-width: ${FULL_WIDTH})`]: { display: 'none' } },
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
