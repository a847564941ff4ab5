import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { vars } from '../foundations/vars.css';

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const label = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.md,
});

/** A radio drawn as a selectable card: the RAC Radio is the `<label>`, its input stays visually hidden. */
export const option = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** The round indicator drawn beside the card. */
export const indicator = style({
  flexShrink: 0,
  width: '18px',
  height: '18px',
  marginTop: '2px',
  borderRadius: vars.radii.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  selectors: {
    [`${option}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: '6px' },
  },
});

export const optionBody = style({ flex: 1, minWidth: 0 });

export const empty = style({ color: vars.color.textMuted, margin: 0 });
