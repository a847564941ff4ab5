import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

/** One part of the page (the setting, the levels, the units) under its heading. */
export const section = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const fields = style({ display: 'grid', gap: vars.space.md, maxWidth: 480 });

/** A level's row: its name field and its buttons, wrapping on narrow screens. */
export const levelRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
});

export const levels = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'end',
});

export const note = style({ margin: 0, color: vars.color.textMuted });
