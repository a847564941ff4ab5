import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

export const saving = style({ margin: 0, minHeight: '1.25rem', color: vars.color.textMuted });

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

export const tools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  minWidth: '18rem',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** A punch-out user's way out of an empty cart (issue 16). */
export const leave = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
