import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

/** The most columns of the grid layout (the `maxColumns` prop). */
const maxColumnsVar = createVar();

/** Sets the grid's most columns on its wrapper: a class per value, no style computed at run time. */
export const maxColumns = styleVariants({
  2: { vars: { [maxColumnsVar]: '2' } },
  3: { vars: { [maxColumnsVar]: '3' } },
  4: { vars: { [maxColumnsVar]: '4' } },
});

/** The narrowest a grid column gets before the grid drops a column: 12rem holds a date, a PO, a short name. */
const minColumnWidth = '12rem';
const gridGap = vars.space.xl;

export const wrapper = styleVariants({
  columns: { display: 'flex', flexDirection: 'column', gap: vars.space.lg },
  stacked: { display: 'flex', flexDirection: 'column', gap: vars.space.lg },
  grid: { display: 'flex', flexDirection: 'column', gap: vars.space.xl },
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  margin: `0 0 ${vars.space.xs}`,
});

/** The grid's labels are small: its group titles keep a step more room above the first row. */
export const gridTitle = style({ marginBlockEnd: vars.space.sm });

export const list = styleVariants({
  columns: { display: 'grid', gridTemplateColumns: 'minmax(8rem, 1fr) 2fr', margin: 0 },
  stacked: { display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 },
  grid: {
    display: 'grid',
    // As many columns as fit at 12rem, never more than maxColumns (each column at least a 1/maxColumns share),
    // and never wider than the box: one column on a phone, two to four on wider screens.
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, max(${minColumnWidth}, calc((100% - (${maxColumnsVar} - 1) * ${gridGap}) / ${maxColumnsVar}))), 1fr))`,
    columnGap: gridGap,
    rowGap: vars.space.lg,
    margin: 0,
  },
});

export const row = styleVariants({
  columns: { display: 'contents' },
  stacked: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs },
  grid: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 },
});

/** A grid item that takes the whole row. */
export const wide = style({ gridColumn: '1 / -1' });

const columnsTerm = {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} 0`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
} as const;

export const term = styleVariants({
  columns: columnsTerm,
  stacked: columnsTerm,
  grid: {
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
  },
});

const columnsDescription = {
  margin: 0,
  padding: `${vars.space.xs} 0`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
} as const;

export const description = styleVariants({
  columns: columnsDescription,
  stacked: columnsDescription,
  grid: { margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' },
});
