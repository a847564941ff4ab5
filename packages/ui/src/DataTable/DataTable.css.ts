import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../foundations/focus.css';
import { zIndex } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';

export { visuallyHidden } from '../foundations/focus.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const scroller = style({
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
});

export const table = recipe({
  base: {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.fontSize.sm,
    color: vars.color.text,
    background: vars.color.surfaceRaised,
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRingStyle },
  },
  variants: {
    virtualized: {
      // Virtualized: fixed column widths, so drawing other rows while scrolling never moves the columns.
      true: { tableLayout: 'fixed' },
      false: {},
    },
  },
});

// Above the body, which a virtualized table moves up under the header while scrolling.
export const header = style({ background: vars.color.surface, position: 'relative', zIndex: 1 });

/** A virtualized table's view: stays at the top of the scroller (sticky) and cuts the rows drawn past it. */
export const window = style({ position: 'sticky', top: 0, overflow: 'clip' });

const aligns = {
  start: { textAlign: 'start', justifyContent: 'flex-start' },
  center: { textAlign: 'center', justifyContent: 'center' },
  end: { textAlign: 'end', justifyContent: 'flex-end' },
} as const;

export const column = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    background: vars.color.surface,
    borderBottom: `2px solid ${vars.color.borderStrong}`,
    fontWeight: vars.fontWeight.bold,
    whiteSpace: 'nowrap',
    outline: 'none',
    boxSizing: 'border-box',
    selectors: {
      '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '-2px' },
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-hovered][data-allows-sorting]': { background: vars.color.ghostHover },
    },
  },
  variants: { align: aligns },
});

export const selectionColumn = style([column.classNames.base, { width: '48px' }]);

export const columnContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const sortIndicator = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const body = style({});

export const row = style({
  outline: 'none',
  background: vars.color.surfaceRaised,
  selectors: {
    '&[data-hovered]': { background: vars.color.ghostHover },
    '&[data-selected]': { background: vars.color.infoBackground, color: vars.color.infoText },
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '-2px' },
    '&[data-action], &[data-selection-mode]': { cursor: 'pointer' },
  },
});

export const cell = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    outline: 'none',
    boxSizing: 'border-box',
    selectors: { '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '-2px' } },
  },
  variants: {
    align: aligns,
    // Virtualized rows have a fixed height: one line, cut with an ellipsis.
    virtualized: {
      true: {
        verticalAlign: 'middle',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
      },
      false: {},
    },
  },
});

/** A cell whose content never wraps (a document number must not break at its hyphen). */
export const noWrap = style({ whiteSpace: 'nowrap' });

/**
 * A column's long text on one line, cut with an ellipsis (`truncate`); in full while its cell has the keyboard
 * focus, so a keyboard user reads what a mouse user sees in the title.
 */
export const truncated = style({
  display: 'block',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  selectors: { '[data-focus-visible] > &': { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
});

export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

export const loadingRow = style({ height: '100%' });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  outline: 'none',
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.ghostHover },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const checkboxBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '18px',
  height: '18px',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.onPrimary,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &, ${menuItem}[data-selected] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRingStyle,
  },
});

export const popover = style({
  zIndex: zIndex.popover,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadow.md,
  overflow: 'auto',
});

export const menu = style({ padding: vars.space.xs, outline: 'none', minWidth: '200px' });
