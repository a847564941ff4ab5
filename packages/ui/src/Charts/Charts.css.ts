import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { vars } from '../foundations/vars.css';

export const figure = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// At most 50rem wide: the SVG's text scales with it, and past that it would outgrow the page's own text.
export const svg = style({
  display: 'block',
  width: '100%',
  maxWidth: '50rem',
  height: 'auto',
  overflow: 'visible',
});

export const axisText = style({ fill: vars.color.textMuted, fontSize: 12, fontFamily: vars.font.body });
export const valueText = style({ fill: vars.color.text, fontSize: 12, fontFamily: vars.font.body });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });
export const axis = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });

export const bar = style({ fill: vars.color.primary, outline: 'none', cursor: 'default' });
export const barForecast = style({ stroke: vars.color.primary, strokeWidth: 1.5 });
export const hatch = style({ stroke: vars.color.primary, strokeWidth: 1.5 });
export const barActive = style({ fill: vars.color.primaryHover });

export const commitmentLine = style({ stroke: vars.color.text, strokeWidth: 2, strokeDasharray: '6 4' });

export const focusOutline = style({
  fill: 'none',
  stroke: vars.color.focusRing,
  strokeWidth: 2,
  pointerEvents: 'none',
});

export const points = style({ outline: 'none' });

export const readout = style({
  margin: 0,
  minHeight: '1.5em',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const swatch = style({ display: 'inline-block', width: 14, height: 14, flex: 'none' });

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });

export const tableWrapper = style({ overflowX: 'auto', maxWidth: '100%', minWidth: 0 });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
});
globalStyle(`${table} caption`, {
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  padding: `${vars.space.xs} 0`,
});
globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});
globalStyle(`${table} thead th`, {
  background: vars.color.surface,
  borderBottom: `2px solid ${vars.color.borderStrong}`,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} tfoot th, ${table} tfoot td`, { fontWeight: vars.fontWeight.bold });
export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
globalStyle(`${table} ${numeric}`, { textAlign: 'end' });

const pulse = keyframes({ '0%': { opacity: 0.6 }, '50%': { opacity: 1 }, '100%': { opacity: 0.6 } });
export const loading = style({
  height: 240,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
});

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const focusable = style({ selectors: { '&:focus-visible': focusRingStyle } });
