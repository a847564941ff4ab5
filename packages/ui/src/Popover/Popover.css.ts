import { style } from '@vanilla-extract/css';
import { zIndex } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';

export const popover = style({
  zIndex: zIndex.popover,
  minWidth: 160,
  maxWidth: 'min(360px, calc(100vw - 16px))',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
  overflow: 'auto',
});

export const arrow = style({
  display: 'block',
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 1,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});

export const dialog = style({ padding: vars.space.md, outline: 'none' });

export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});
