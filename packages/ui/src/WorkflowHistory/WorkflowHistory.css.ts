import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

// The timeline's list, steps and markers; imported here so their rules come before this file's marker states.
export {
  timeline,
  timelineMarker as marker,
  timelineStep as step,
} from '../foundations/timeline.css';

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
