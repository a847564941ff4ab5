import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const wrapper = style({ overflowX: 'auto', maxWidth: '100%' });

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

export const partCell = style({ fontWeight: vars.fontWeight.regular, fontFamily: vars.font.mono });

export const footerRow = style({ fontWeight: vars.fontWeight.medium });

export const groupFooter = style({ background: vars.color.surface, fontWeight: vars.fontWeight.bold });

export const footerSeparator = style({ marginInlineStart: vars.space.lg });

export const requestPricing = style({ color: vars.color.warningText, fontWeight: vars.fontWeight.medium });

export const actionsCell = style({ whiteSpace: 'nowrap' });

export const empty = style({ textAlign: 'center', color: vars.color.textMuted, padding: vars.space.xl });

/** A compact number field inside a cell (editable quantity and service length). */
export const cellField = style({ minWidth: '8.5rem', marginInlineStart: 'auto' });
