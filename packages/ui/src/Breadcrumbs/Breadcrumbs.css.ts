import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { vars } from '../foundations/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const crumb = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radii.sm,
  outline: 'none',
  cursor: 'pointer',
  // A crumb without an address is a button that looks like its neighbours.
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  selectors: {
    '&:focus-visible': focusRingStyle,
  },
});

export const separator = style({ color: vars.color.textMuted });

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });
