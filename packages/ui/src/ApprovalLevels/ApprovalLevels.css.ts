import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, color: vars.color.text });

export const level = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `0 0 ${vars.space.lg} ${vars.space.xl}`,
  fontSize: vars.fontSize.sm,
  selectors: {
    // The line joining the markers; the last level has none.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      left: '7px',
      top: '18px',
      bottom: 0,
      width: '2px',
      background: vars.color.border,
    },
  },
});

export const marker = style({
  position: 'absolute',
  left: 0,
  top: '2px',
  width: '16px',
  height: '16px',
  borderRadius: vars.radii.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
});

export const markerState = styleVariants({
  approved: { background: vars.color.successText, borderColor: vars.color.successText },
  current: { borderColor: vars.color.warningText, borderWidth: '4px' },
  waiting: {},
  rejected: { background: vars.color.errorText, borderColor: vars.color.errorText },
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const name = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted });

export const state = style({ margin: 0, overflowWrap: 'anywhere' });

export const empty = style({ margin: 0, color: vars.color.textMuted });
