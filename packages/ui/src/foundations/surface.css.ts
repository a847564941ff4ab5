import { style, styleVariants } from '@vanilla-extract/css';
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

/** Label/value pairs in a `<dl>`: the label muted, the value in the text colour. */
export const definitionList = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
