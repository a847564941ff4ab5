import { style } from '@vanilla-extract/css';
import { zIndex } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';

// Inverted colours: the text and background of the page swap, so contrast holds in both themes.
export const tooltip = style({
  zIndex: zIndex.popover,
  maxWidth: 280,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.sm,
  borderRadius: vars.radii.sm,
  boxShadow: vars.shadow.sm,
});

export const arrow = style({
  display: 'block',
  fill: vars.color.text,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});
