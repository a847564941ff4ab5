import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints, modalSizes, zIndex } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';

/**
 * Under the narrow-layout break (768 px, 000 §9) a dialog of any size takes the screen's width: 60 % of a 320 px
 * phone (173 px) left its fields cut off at the dialog's edge.
 */
const narrow = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
  '@media': { [narrow]: { padding: vars.space.sm } },
});

export const modal = recipe({
  base: {
    display: 'flex',
    maxHeight: modalSizes.maxHeight,
    maxWidth: '100%',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radii.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  },
  variants: {
    size: {
      small: { width: modalSizes.small },
      default: { width: modalSizes.default, '@media': { [narrow]: { width: '100%' } } },
      large: { width: modalSizes.large, '@media': { [narrow]: { width: '100%' } } },
      extraLarge: { width: modalSizes.extraLarge, '@media': { [narrow]: { width: '100%' } } },
    },
  },
  defaultVariants: { size: 'default' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The close mark keeps its size beside a title that wraps (it shrank to 26 × 32 px, its icon to 12 px). */
export const close = style({ flexShrink: 0 });

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const body = style({ padding: vars.space.xl, overflowY: 'auto', minHeight: 0 });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
});
