import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from './tokens';
import { vars } from './vars.css';

/** The bordered card the commerce pieces (addresses, contacts, saved cards, products) sit on. */
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
  lineHeight: vars.lineHeight.normal,
  minWidth: 0,
});

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radii.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
});

/** Small status pills: primary address or card, expired card, workflow actions. */
export const badge = styleVariants({
  primary: [badgeBase, { background: vars.color.primary, color: vars.color.onPrimary }],
  success: [badgeBase, { background: vars.color.successBackground, color: vars.color.successText }],
  error: [badgeBase, { background: vars.color.errorBackground, color: vars.color.errorText }],
  info: [badgeBase, { background: vars.color.infoBackground, color: vars.color.infoText }],
  warning: [badgeBase, { background: vars.color.warningBackground, color: vars.color.warningText }],
});

/**
 * Below the narrow breakpoint (a phone, 320-499 px) each label goes over its value. At 320 px the checkout review's
 * lists are 220 px wide: a 96-137 px label column left 70-110 px to an address and broke 'Philadelphi / a'. On wider
 * screens the pairs stay side by side wherever the list sits (a contact card in a 16rem column keeps its layout).
 */
const phone = `screen and (max-width: ${breakpoints.narrow - 1}px)`;

/**
 * Label/value pairs in a `<dl>`: the label muted, the value in the text colour; side by side, or on a phone each
 * label over its value. A label takes at most half the list (a longer one wraps); the value column may shrink
 * below its longest word (`minmax(0, 1fr)`), so a list never pushes its box wider than the screen.
 */
export const definitionList = style({
  display: 'grid',
  gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});

/** A pair stacked: the label takes the whole row over its value. */
const wholeRow = { gridColumn: '1 / -1' } as const;

export const term = style({
  color: vars.color.textMuted,
  '@media': { [phone]: wholeRow },
});

/**
 * A value wraps between its words; only a word longer than the whole line (an e-mail address, a URL) breaks,
 * where it must.
 */
export const definition = style({
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': { [phone]: { ...wholeRow, marginBlockEnd: vars.space.xs } },
});
