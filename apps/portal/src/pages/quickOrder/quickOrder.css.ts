import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

export const alertText = style({ margin: 0 });

export const refusedList = style({
  margin: `${vars.space.xs} 0 0`,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

/** One column no wider than the page (WCAG 1.4.10 reflow: the file field must not widen it at 320 px). */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  maxWidth: 720,
});

export const fileField = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  justifyItems: 'start',
});

export const fileInput = style({ maxWidth: '100%', minWidth: 0 });

export const fileLabel = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const fileHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const summary = style({ margin: 0, color: vars.color.text });

export const refusedLabel = style({ fontWeight: vars.fontWeight.bold });

export const product = style({ display: 'grid', gap: 2 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
