import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

export const charts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))',
});

export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const number = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

/** A document number ('WI-690008', 'CON-PSS-55120034') on one line: it must never break at its hyphens. */
export const documentNumber = style([cell, { whiteSpace: 'nowrap' }]);

/**
 * A table's caption at its start, above it, as the page's other names of things: centred over a table wider than
 * a phone, it was off the screen at 320 px.
 */
export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))',
});
