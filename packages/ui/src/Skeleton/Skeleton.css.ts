import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../foundations/vars.css';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const lines = style({ display: 'grid', gap: vars.space.xs });

export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.color.border,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': {
      // The global reduced-motion rule shortens animations; a pulse should stop entirely.
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    shape: {
      text: { height: '0.9em', borderRadius: vars.radii.sm },
      rect: { borderRadius: vars.radii.md },
      circle: { borderRadius: vars.radii.full },
    },
  },
  defaultVariants: { shape: 'text' },
});
