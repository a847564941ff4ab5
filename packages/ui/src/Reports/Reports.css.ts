import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

/** The lists scroll sideways only when a row's own content is wider than the box (320 px). */
export const wrapper = style({ overflowX: 'auto', maxWidth: '100%', minWidth: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
});

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

globalStyle(`${table} thead th`, {
  background: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  borderBottom: `2px solid ${vars.color.borderStrong}`,
  whiteSpace: 'nowrap',
});

export const name = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const description = style({
  margin: 0,
  marginBlockStart: vars.space.xxs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** The fields side by side where they fit. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
