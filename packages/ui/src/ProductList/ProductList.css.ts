import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

/** The list's own width decides its layout: rows side by side from 44rem, stacked below. */
const wide = '(min-width: 44rem)';

export const container = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/**
 * Every row is its own grid: only fixed tracks (and the one shared `1fr`) keep the columns of all rows and of
 * the headings aligned. The last fits the quantity and 'Add to cart' with its pending ring.
 */
const wideColumns = '9rem minmax(0, 1fr) 6.5rem 16rem';

export const columns = style({
  display: 'none',
  '@container': {
    [wide]: {
      display: 'grid',
      gridTemplateColumns: wideColumns,
      columnGap: vars.space.md,
      padding: `${vars.space.xs} ${vars.space.md}`,
      borderBottom: `2px solid ${vars.color.borderStrong}`,
      color: vars.color.textMuted,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.bold,
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
    },
  },
});

export const end = style({ textAlign: 'end' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
  '@container': {
    [wide]: {
      gridTemplateColumns: wideColumns,
      columnGap: vars.space.md,
      alignItems: 'center',
      padding: `${vars.space.sm} ${vars.space.md}`,
    },
  },
});

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const part = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const manufacturer = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const description = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const name = style({
  display: 'inline',
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const inCart = style({
  color: vars.color.successText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const facts = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const price = style({ '@container': { [wide]: { textAlign: 'end' } } });

export const amount = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const requestPricing = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.warningText,
});

export const actions = style({
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@container': { [wide]: { alignItems: 'center', flexWrap: 'nowrap' } },
});

/** Seen in the stacked layout, where no column heading names the value; read by screen readers in both. */
export const narrowOnly = style({
  '@container': {
    [wide]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const quantity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '7rem',
});

/** The add button does not wrap; while pending, ui Button turns its ring beside the text. */
export const add = style({ whiteSpace: 'nowrap' });

export const empty = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted });
