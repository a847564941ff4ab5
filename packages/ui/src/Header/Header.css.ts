import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { hoverMedia, plainFocusVisible, plainHover } from '../foundations/plainStates';
import { breakpoints, zIndex } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';

const phone = `screen and (max-width: ${breakpoints.tablet - 1}px)`;
/**
 * From 1024 px (a tablet held sideways, a small laptop) the search is a field in the row; under it, behind the
 * search toggle, as on a phone.
 */
const searchFieldFrom = 1024;
/** From 1280 px the header shows the greeting, My Account and Logout in the row; under it, the account menu. */
const fullRowFrom = 1280;
const searchBehindToggle = `screen and (max-width: ${searchFieldFrom - 1}px)`;
const searchInRow = `screen and (min-width: ${searchFieldFrom}px)`;
const compact = `screen and (max-width: ${fullRowFrom - 1}px)`;
const fullRow = `screen and (min-width: ${fullRowFrom}px)`;
/** Under 360 px (a 320 px phone), the icons of the one-row header come closer. */
const smallPhone = 'screen and (max-width: 359px)';

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
  // On a phone, one row of 56 px (issue 16): less room between the logo and the icons, and at the edges.
  '@media': {
    [phone]: { gap: vars.space.sm, paddingInline: vars.space.md },
    [smallPhone]: { paddingInline: vars.space.sm },
  },
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
  // Under 1024 px, a row of its own under the icons, while its toggle is expanded.
  '@media': { [searchBehindToggle]: { order: 3, flexBasis: '100%' } },
});

/** The search form under 1024 px while its toggle is collapsed. */
export const searchClosed = style({ '@media': { [searchBehindToggle]: { display: 'none' } } });

export const searchType = style({ flex: '0 0 170px', '@media': { [phone]: { flexBasis: '140px' } } });
export const searchKeyword = style({ flex: '1 1 auto', minWidth: 0 });
/** The search button keeps its 40 px beside a long keyword on a phone. */
export const searchSubmit = style({ flexShrink: 0 });

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginLeft: 'auto',
});

/** The icons of a signed-in header (and of one whose user is loading): closer together on a small phone. */
export const endSignedIn = style({ '@media': { [smallPhone]: { gap: 0 } } });

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
  '@media': {
    [hoverMedia]: { selectors: { [plainHover]: headerHover } },
    [smallPhone]: { paddingInline: vars.space.xs },
  },
});

// After headerLink, so that their display wins over its own.
/** Shown from 1280 px only: the greeting, My Account and Logout, which the account menu holds under it. */
export const wideOnly = style({ '@media': { [compact]: { display: 'none' } } });
/** Shown under 1280 px only: the account menu (the greeting, My Account, Logout). */
export const narrowOnly = style({ '@media': { [fullRow]: { display: 'none' } } });
/** Shown under 1024 px only: the search toggle. */
export const searchToggleOnly = style({ '@media': { [searchInRow]: { display: 'none' } } });
/** Shown from 768 px only: the portals dropdown (on a phone the side menu's Portals group holds the portals). */
export const portalsFromTablet = style({ '@media': { [phone]: { display: 'none' } } });

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

/** A section's heading in the account menu: the greeting, Portals. */
export const menuHeader = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const menuSeparator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  border: 'none',
  background: vars.color.border,
});

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
