import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { hoverMedia, plainFocusVisible, plainHover } from '../foundations/plainStates';
import { breakpoints, zIndex } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';

const headerFocus = { outline: `2px solid ${vars.color.headerText}`, outlineOffset: '2px' };
const headerHover = { background: vars.color.headerHover, textDecoration: 'underline' };

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: zIndex.header,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  minHeight: '56px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.headerBackground,
  color: vars.color.headerText,
});

export const start = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  borderRadius: vars.radii.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': headerFocus, [plainFocusVisible]: headerFocus },
});

export const punchOutImage = style({ maxHeight: '32px', width: 'auto' });

export const search = style({
  display: 'flex',
  alignItems: 'stretch',
  // The form's height (40 px controls in their 1 px frame), so the placeholder that holds its place until the
  // form loads is as tall as the form and the header does not grow when it arrives.
  minHeight: '42px',
  gap: vars.space.xs,
  flex: '1 1 320px',
  maxWidth: '640px',
  '@media': { [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: { order: 3, flexBasis: '100%' } },
});

export const searchType = style({ flex: '0 0 170px' });
export const searchKeyword = style({ flex: '1 1 auto' });

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginLeft: 'auto',
});

/**
 * The icons of a signed-in header (and of one whose user is loading): on a narrow screen, a row of their own
 * below the logo, whatever their width, so a loading header has the rows of the loaded one.
 */
export const endSignedIn = style({
  '@media': {
    [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: {
      flexBasis: '100%',
      justifyContent: 'flex-end',
    },
  },
});

export const headerLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radii.md,
  outline: 'none',
  cursor: 'pointer',
  background: 'transparent',
  border: 'none',
  fontSize: vars.fontSize.md,
  selectors: {
    '&[data-hovered]': headerHover,
    '&[data-focus-visible]': headerFocus,
    [plainFocusVisible]: headerFocus,
  },
  // The plain links and buttons of the header (no RAC) answer to the browser's hover.
  '@media': { [hoverMedia]: { selectors: { [plainHover]: headerHover } } },
});

export const greeting = style({
  '@media': { [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: { display: 'none' } },
});

export const badge = style({
  position: 'absolute',
  top: '2px',
  right: '0',
  minWidth: '18px',
  height: '18px',
  padding: '0 4px',
  borderRadius: vars.radii.full,
  background: vars.color.badgeBackground,
  color: vars.color.badgeText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '18px',
  textAlign: 'center',
});

export const menuPopover = style({
  zIndex: zIndex.popover,
  minWidth: '200px',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadow.md,
});

export const menu = style({ padding: vars.space.xs, outline: 'none' });

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-focus-visible]': focusRingStyle,
  },
});
