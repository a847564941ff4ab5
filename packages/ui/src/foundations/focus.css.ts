import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** The visible focus ring, shared by every focusable control (WCAG 2.4.7, 2.4.13). */
export const focusRingStyle = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** Focus ring for elements that RAC marks with `data-focus-visible`. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
    '&:focus-visible': focusRingStyle,
  },
});

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
