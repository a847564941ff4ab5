import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) 300px' } },
  alignItems: 'start',
});

/** One column that never grows past the panel (`minmax(0, 1fr)`): a step's content wraps inside it. */
export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  minWidth: 0,
});

/** One step's form (or section): its fields, messages and actions, spaced like the panel. */
export const step = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  minWidth: 0,
});

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});

export const summary = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
});

export const summaryTitle = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text });

/** A list read as one value (the order's ship-to addresses on the confirmation). */
export const plainList = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const primaryChoice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
