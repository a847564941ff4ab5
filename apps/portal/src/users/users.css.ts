import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.md });
export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});
export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });
export const sections = style({ display: 'grid', gap: vars.space.xl });
export const section = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const row = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-end', flexWrap: 'wrap' });
export const roleList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const roleItem = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
export const groups = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});
export const history = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

/** A users list row's name (the link to the user) with the e-mail under it. */
export const person = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const personEmail = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
/** A users list row's roles, under the e-mail on a narrow screen (the Roles column is left out there). */
export const personRoles = style({ color: vars.color.textMuted });
