import { recipe } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../foundations/focus.css';
import { vars } from '../foundations/vars.css';

export const iconButton = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: '1px solid transparent',
    borderRadius: vars.radii.md,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-focus-visible]': focusRingStyle,
      '&[data-hovered]': { background: 'rgb(127 127 127 / 0.18)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    size: {
      small: { width: '32px', height: '32px' },
      medium: { width: '40px', height: '40px' },
      large: { width: '48px', height: '48px' },
    },
  },
  defaultVariants: { size: 'medium' },
});
