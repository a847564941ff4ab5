import { recipe } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../foundations/focus.css';
import { hoverMedia, plainDisabled, plainFocusVisible, plainHover } from '../foundations/plainStates';
import { vars } from '../foundations/vars.css';

const hovered = { background: 'rgb(127 127 127 / 0.18)' };

// Used by ui IconButton (RAC, `data-*` states) and by plain `<button>` elements (the header's menu toggle), whose
// states the browser's pseudo-classes tell (foundations/plainStates).
export const iconButton = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    // Its size, always: beside a title that wraps in a flex row, it shrank (a modal's close mark to 26 px wide).
    flexShrink: 0,
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
      [plainFocusVisible]: focusRingStyle,
      '&[data-hovered]': hovered,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      [plainDisabled]: { cursor: 'not-allowed', opacity: 0.6 },
    },
    '@media': { [hoverMedia]: { selectors: { [`${plainHover}:not(:disabled)`]: hovered } } },
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
