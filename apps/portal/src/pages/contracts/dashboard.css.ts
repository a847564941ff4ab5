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

export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))',
});
