import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  margin: `0 0 ${vars.space.xs}`,
});

export const list = styleVariants({
  columns: { display: 'grid', gridTemplateColumns: 'minmax(8rem, 1fr) 2fr', margin: 0 },
  stacked: { display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 },
});

export const row = styleVariants({
  columns: {
    display: 'contents',
  },
  stacked: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs },
});

export const term = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} 0`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const description = style({
  margin: 0,
  padding: `${vars.space.xs} 0`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
