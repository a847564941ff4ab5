import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { vars } from '../foundations/vars.css';

export const assignment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** The two lists side by side from 40rem, one above the other below it. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.lg,
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const columnTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxHeight: '18rem',
  overflowY: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingStyle },
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.sm,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-hovered]': { background: vars.color.ghostHover },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { cursor: 'default', color: vars.color.textMuted },
  },
});

/** The tick mark's box; drawn filled when the option is selected. */
export const mark = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  marginTop: '1px',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.onPrimary,
  selectors: {
    [`${option}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
  },
});

/** The tick inside the box: drawn only when its option is selected (RAC's data-selected). */
export const tick = style({
  visibility: 'hidden',
  selectors: { [`${option}[data-selected] &`]: { visibility: 'visible' } },
});

export const optionText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const optionDescription = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radii.md,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
