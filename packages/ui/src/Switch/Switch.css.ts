import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { vars } from '../foundations/vars.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'default', color: vars.color.onDisabled } },
});

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: '40px',
  height: '24px',
  borderRadius: vars.radii.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${switchRoot}[data-focus-visible] &`]: focusRingStyle,
    [`${switchRoot}[data-disabled] &`]: {
      background: vars.color.disabled,
      borderColor: vars.color.onDisabled,
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '16px',
  height: '16px',
  borderRadius: vars.radii.full,
  background: vars.color.borderStrong,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(16px)', background: vars.color.onPrimary },
    [`${switchRoot}[data-disabled] &`]: { background: vars.color.onDisabled },
  },
});
