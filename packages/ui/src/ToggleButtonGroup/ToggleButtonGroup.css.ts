import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { vars } from '../foundations/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** The buttons joined in one frame; the chosen one filled with the primary colour. */
export const button = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  border: 'none',
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  fontFamily: 'inherit',
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    // A line between two buttons; the frame's rounded corners on the first and the last.
    '& + &': { borderInlineStart: `1px solid ${vars.color.borderStrong}` },
    '&:first-child': {
      borderStartStartRadius: `calc(${vars.radii.md} - 1px)`,
      borderEndStartRadius: `calc(${vars.radii.md} - 1px)`,
    },
    '&:last-child': {
      borderStartEndRadius: `calc(${vars.radii.md} - 1px)`,
      borderEndEndRadius: `calc(${vars.radii.md} - 1px)`,
    },
    '&[data-hovered]:not([data-selected]):not([data-disabled])': { background: vars.color.secondaryHover },
    '&[data-pressed]:not([data-selected]):not([data-disabled])': { background: vars.color.secondaryHover },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-selected][data-hovered]:not([data-disabled])': { background: vars.color.primaryHover },
    // Above its neighbours, so the ring is not covered by the next button.
    '&[data-focus-visible]': { ...focusRingStyle, zIndex: 1 },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.disabled,
      color: vars.color.onDisabled,
    },
    // A disabled group still says which option is chosen: its colours inverted.
    '&[data-selected][data-disabled]': { background: vars.color.onDisabled, color: vars.color.disabled },
  },
  '@media': {
    // Windows high contrast: the chosen button is told by the system's highlight, not by a colour it drops.
    '(forced-colors: active)': {
      selectors: {
        '&[data-selected]': { background: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const group = style({
  display: 'inline-flex',
  flexWrap: 'nowrap',
  maxWidth: '100%',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.color.secondary,
});

/** The buttons' height and text: 'small' (32 px) beside small buttons, 'medium' (40 px) as Button's medium. */
export const groupSize = styleVariants({ small: {}, medium: {} });
globalStyle(`${groupSize.small} > ${button}`, {
  minHeight: '30px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${groupSize.medium} > ${button}`, {
  minHeight: '38px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  fontSize: vars.fontSize.md,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
