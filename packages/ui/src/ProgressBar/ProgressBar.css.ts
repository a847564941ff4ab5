import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

/** Transition duration of the fill; set per bar (the download toast slows it down under 30 %). */
export const fillDuration = createVar();

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
});

export const track = style({
  display: 'block',
  height: '8px',
  borderRadius: vars.radii.full,
  background: vars.color.progressTrack,
  overflow: 'hidden',
});

export const fill = style({
  vars: { [fillDuration]: vars.motion.normal },
  display: 'block',
  height: '100%',
  borderRadius: vars.radii.full,
  background: vars.color.progressFill,
  transition: `width ${fillDuration} linear`,
});
