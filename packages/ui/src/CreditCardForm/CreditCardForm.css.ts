import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { vars } from '../foundations/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** The document being paid: title, number and amount side by side, wrapping on narrow screens. */
export const document = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
});

export const documentItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const documentTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const documentValue = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const amount = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A group of fields (card, billing address, contact): a grid that wraps to one column on narrow screens. */
export const section = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** A field that takes the whole row (card number, address lines). */
export const wide = style({ gridColumn: '1 / -1' });

/** The card number with the detected brand beside it. */
export const numberRow = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const numberField = style({ flex: '1 1 240px' });

/** Where the detected brand appears; keeps its height so the row does not jump as the brand comes and goes. */
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  marginTop: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space.xs})`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

/** The processor's refusal, which takes the focus after a submit: the focus ring around the alert. */
export const processorAlert = style({
  borderRadius: vars.radii.md,
  outline: 'none',
  selectors: { '&:focus-visible': { ...focusRingStyle } },
});
