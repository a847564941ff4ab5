import { style } from '@vanilla-extract/css';
import { breakpoints } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';

const narrow = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text,
  minWidth: 0,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const level = style({
  display: 'grid',
  // The level number, the role, the amount, the row's buttons.
  gridTemplateColumns: 'minmax(4.5rem, auto) minmax(12rem, 1fr) minmax(12rem, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
  '@media': { [narrow]: { gridTemplateColumns: '1fr' } },
});

/** The fieldset's legend is the visible level number; floated so it sits in the grid like any cell. */
export const levelNumber = style({
  float: 'left',
  padding: 0,
  // Aligned with the controls below the field labels.
  paddingBlockStart: '2.1rem',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  whiteSpace: 'nowrap',
  '@media': { [narrow]: { paddingBlockStart: 0 } },
});

export const levelActions = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  paddingBlockStart: '1.6rem',
  '@media': { [narrow]: { paddingBlockStart: 0 } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

/** Pushes Save and what belongs to it to the end of the row. */
export const saveGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  marginInlineStart: 'auto',
});

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const dialogFooter = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });
