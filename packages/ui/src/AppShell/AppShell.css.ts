import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { breakpoints, sideBarWidth, zIndex } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';
import { stickyHeaderHeight } from './headerHeight';

const narrow = `screen and (max-width: ${breakpoints.narrow - 1}px), screen and (max-height: ${breakpoints.narrow - 1}px)`;

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: vars.space.sm,
  zIndex: zIndex.messageBox + 1,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radii.md,
  fontWeight: vars.fontWeight.bold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

const headerHeight = stickyHeaderHeight;

// A control that takes the focus scrolls into view below the sticky header, not under it (WCAG 2.2 2.4.11).
globalStyle(`html:has(${shell})`, { scrollPaddingTop: `calc(${headerHeight} + ${vars.space.sm})` });

/** The header stays at the top while the page scrolls. */
export const headerSlot = style({ position: 'sticky', top: 0, zIndex: zIndex.header });

// At least as tall as the viewport below the header, so the side menu's column fills it on a short page.
export const body = style({ display: 'flex', flex: 1, minHeight: `calc(100vh - ${headerHeight})` });

/** The side menu's column: the menu's colour from the header down to the end of the page, however long. */
export const sideMenu = style({
  flex: `0 0 ${sideBarWidth}px`,
  width: `${sideBarWidth}px`,
  background: vars.color.sideMenuBackground,
  // The menu's edge runs down the whole column, as its colour does: the menu's own border ends with the sticky
  // panel (one screen high), which on a long page looked as if the menu stopped there. Drawn on the line the
  // menu's border takes, so the two are one line where both are.
  boxShadow: `inset -1px 0 0 ${vars.color.border}`,
  '@media': {
    // Under 500 px (width or height) the menu floats over the content when the app opens it.
    [narrow]: {
      position: 'fixed',
      left: 0,
      top: 0,
      bottom: 0,
      zIndex: zIndex.sideMenu + zIndex.header,
      boxShadow: vars.shadow.lg,
    },
  },
  selectors: { '&:has(> * > [hidden])': { display: 'none' } },
});

/** The menu itself stays in view below the sticky header while the page scrolls. */
export const sideMenuPanel = style({
  position: 'sticky',
  top: headerHeight,
  height: `calc(100vh - ${headerHeight})`,
  '@media': { [narrow]: { position: 'static', height: '100%', display: 'flex', flexDirection: 'column' } },
});

/** Behind the modal drawer (narrow screens): dims the page; a tap on it closes the menu. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.sideMenu + zIndex.header - 1,
  background: vars.color.overlay,
});

/** The modal drawer's top bar with its close button, in the menu's colours. */
export const drawerBar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexShrink: 0,
  padding: vars.space.xs,
  color: vars.color.sideMenuText,
  borderRight: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.sideMenuHover },
    '&:focus-visible': { ...focusRingStyle, outlineOffset: '-2px' },
  },
});

export const content = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const breadcrumbBar = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const main = style({
  flex: 1,
  padding: vars.space.lg,
  outline: 'none',
  '@media': { [`screen and (min-width: ${breakpoints.tablet}px)`]: { padding: vars.space.xl } },
});
