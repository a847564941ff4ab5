import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

/** An office's address: the lines as written, not in italics. */
export const address = style({ fontStyle: 'normal', color: vars.color.text });

/** The office's contact details: each label above its value. */
export const details = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginBlockStart: vars.space.xs,
});

// A long e-mail address breaks rather than widening the tile past a 320 px page (the reflow sweep).
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
