import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const suggestion = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const label = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The two addresses side by side; stacked on narrow screens. */
export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.md,
});

export const choiceTitle = style({
  display: 'block',
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.xs,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
