import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, color: vars.color.text });

export const step = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `0 0 ${vars.space.lg} ${vars.space.xl}`,
  fontSize: vars.fontSize.sm,
  selectors: {
    // The line joining the markers; the last step has none.
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

export const markerDone = style({ background: vars.color.borderStrong });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const actor = style({ fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted });

export const comments = style({
  margin: `${vars.space.xxs} 0 0`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderInlineStart: `3px solid ${vars.color.border}`,
  background: vars.color.surface,
  whiteSpace: 'pre-wrap',
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
