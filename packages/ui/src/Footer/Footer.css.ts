import { style } from '@vanilla-extract/css';
import { hoverMedia, plainFocusVisible, plainHover } from '../foundations/plainStates';
import { vars } from '../foundations/vars.css';

const footerFocus = { outline: `2px solid ${vars.color.footerText}`, outlineOffset: '2px' };
const linkHover = { textDecorationThickness: '2px' };
const socialLinkHover = { background: 'rgb(255 255 255 / 0.12)' };

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.footerBackground,
  color: vars.color.footerText,
  fontSize: vars.fontSize.sm,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '24px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  borderRadius: vars.radii.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': linkHover,
    '&[data-focus-visible]': footerFocus,
    [plainFocusVisible]: footerFocus,
  },
  '@media': { [hoverMedia]: { selectors: { [plainHover]: linkHover } } },
});

export const social = style([links, { gap: vars.space.sm }]);

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radii.full,
  color: 'inherit',
  outline: 'none',
  selectors: {
    '&[data-hovered]': socialLinkHover,
    '&[data-focus-visible]': footerFocus,
    [plainFocusVisible]: footerFocus,
  },
  '@media': { [hoverMedia]: { selectors: { [plainHover]: socialLinkHover } } },
});
