import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

// The timeline's list, steps and markers; imported here so their rules come before this file's marker states.
export {
  timeline as list,
  timelineMarker as marker,
  timelineStep as level,
} from '../foundations/timeline.css';

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
