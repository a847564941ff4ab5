import { style } from '@vanilla-extract/css';
import { breakpoints, sideBarWidth, zIndex } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';

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

export const body = style({ display: 'flex', flex: 1, minHeight: 0 });

export const sideMenu = style({
  flex: `0 0 ${sideBarWidth}px`,
  width: `${sideBarWidth}px`,
  position: 'sticky',
  top: 0,
  alignSelf: 'flex-start',
  height: '100vh',
  '@media': {
    // Under 500 px (width or height) the menu floats over the content when the app opens it.
    [narrow]: {
      position: 'fixed',
      left: 0,
      top: 0,
      bottom: 0,
      height: 'auto',
      zIndex: zIndex.sideMenu + zIndex.header,
      boxShadow: vars.shadow.lg,
    },
  },
  selectors: { '&:has(> [hidden])': { display: 'none' } },
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
