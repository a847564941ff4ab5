import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/**
 * A vertical timeline (workflow history, approval levels): an `<ol>` whose steps each have a round marker at
 * the left, the markers joined by a line. Components add their own marker states after these.
 */
export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, color: vars.color.text });

export const timelineStep = style({
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

export const timelineMarker = style({
  position: 'absolute',
  left: 0,
  top: '2px',
  width: '16px',
  height: '16px',
  borderRadius: vars.radii.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
});
