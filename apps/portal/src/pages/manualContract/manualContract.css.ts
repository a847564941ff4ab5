import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

/** One column no wider than the page (WCAG 1.4.10 reflow at 320 px). */
export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  maxWidth: 960,
});

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  maxWidth: 720,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const fileField = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  justifyItems: 'start',
});

export const fileInput = style({ maxWidth: '100%', minWidth: 0 });

// As the ui fields' labels (Field.css label): the file field reads as one of the form's fields, not a heading.
export const fileLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const fieldError = style({ margin: 0, color: vars.color.errorText, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });

export const templateRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
});

export const text = style({ margin: 0, color: vars.color.text });

export const importing = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  margin: 0,
  color: vars.color.text,
});
