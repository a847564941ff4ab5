import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { vars } from '../foundations/vars.css';

// The component picks the widest layout that fits (DocumentLines.tsx); the scroll is only a last resort for a
// line whose own content is wider than the box (a part number of 40 characters at 320 px).
export const wrapper = style({ overflowX: 'auto', maxWidth: '100%', minWidth: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.sm}`,
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

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
globalStyle(`${table} ${numeric}`, { textAlign: 'end' });

export const groupHeader = style({ background: vars.color.surface });
globalStyle(`${groupHeader} th`, { fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const bundleHeader = style({});
globalStyle(`${bundleHeader} th`, { fontWeight: vars.fontWeight.bold });

export const subgroupHeader = style({});
globalStyle(`${subgroupHeader} th`, { fontWeight: vars.fontWeight.medium, fontStyle: 'italic' });

export const itemRow = style({});

export const partCell = style({
  fontWeight: vars.fontWeight.regular,
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});

export const descriptionCell = style({ minWidth: '8rem' });

/** The compact table: headers and actions may wrap, so the columns that matter fit a narrower box. */
export const compactTable = style({});
globalStyle(`${compactTable} thead th, ${compactTable} td`, { whiteSpace: 'normal' });

/** The compact table's detail under a line's description: unit price and service length. */
export const rowDetail = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
});
globalStyle(`${rowDetail} > div`, { display: 'flex', alignItems: 'center', gap: vars.space.xs });
/**
 * The compact table's editable service length, under the quantity in its cell: its label above the field, both at
 * the cell's end.
 */
export const cellBelow = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
  marginBlockStart: vars.space.sm,
});
export const cellBelowLabel = style({ color: vars.color.textMuted, whiteSpace: 'normal' });
globalStyle(`${rowDetail} dt::after`, { content: '":"' });
globalStyle(`${rowDetail} dd`, { margin: 0, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

export const footerRow = style({ fontWeight: vars.fontWeight.medium });

export const groupFooter = style({ background: vars.color.surface, fontWeight: vars.fontWeight.bold });

export const footerSeparator = style({ marginInlineStart: vars.space.lg });

export const requestPricing = style({ color: vars.color.warningText, fontWeight: vars.fontWeight.medium });

export const actionsCell = style({ whiteSpace: 'nowrap' });

export const empty = style({ textAlign: 'center', color: vars.color.textMuted, padding: vars.space.xl });

/** A compact whole-number field inside a cell or card (editable quantity and service length): − 12345 +. */
export const cellField = style({
  display: 'flex',
  alignItems: 'stretch',
  width: '9rem',
  maxWidth: '100%',
  minHeight: '40px',
  marginInlineStart: 'auto',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': focusRingStyle,
    '&[data-invalid]': { borderColor: vars.color.errorAccent, borderWidth: '2px' },
  },
});

/**
 * The reason under a cell's number field: what to type instead. It wraps within the column (`contain: inline-size`
 * keeps it from widening the table, which would switch the lines to their narrow layout while the person types).
 */
export const cellError = style({
  display: 'block',
  contain: 'inline-size',
  marginBlockStart: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.errorText,
  textAlign: 'end',
  whiteSpace: 'normal',
});

export const cellInput = style({
  flex: 1,
  width: 0,
  minWidth: '3em',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: { '&:disabled': { background: vars.color.disabled, color: vars.color.onDisabled } },
});

export const cellStep = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  padding: 0,
  border: 'none',
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.secondaryHover },
    '&:disabled': { background: vars.color.disabled, color: vars.color.onDisabled, cursor: 'default' },
  },
});

// Cards (narrow boxes): a list of articles, nested in a group per group, bundle and variable-billing subgroup.

export const cardList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  minWidth: 0,
});

export const cardTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space.sm}`,
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});

export const cardLine = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const cardDescription = style({ margin: 0, overflowWrap: 'anywhere' });

export const cardFacts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.xs} 0 0`,
});
globalStyle(`${cardFacts} > div`, { display: 'contents' });
globalStyle(`${cardFacts} dt`, { color: vars.color.textMuted });
globalStyle(`${cardFacts} dd`, {
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  minWidth: 0,
});

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const cardSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  minWidth: 0,
});

export const cardSectionTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
});

export const cardFooter = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) max-content',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});
globalStyle(`${cardFooter} > div`, { display: 'contents' });
globalStyle(`${cardFooter} dd`, { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
