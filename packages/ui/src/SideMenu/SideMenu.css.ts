import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { sideBarWidth } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';

export const sideMenu = style({
  display: 'flex',
  flexDirection: 'column',
  width: `${sideBarWidth}px`,
  maxWidth: '100%',
  height: '100%',
  overflowY: 'auto',
  background: vars.color.sideMenuBackground,
  color: vars.color.sideMenuText,
  borderRight: `1px solid ${vars.color.border}`,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.sm} 0`,
});

export const bottomList = style([list, { marginTop: 'auto', borderTop: `1px solid ${vars.color.border}` }]);

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.sideMenuHover },
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '-2px' },
    '&[aria-current="page"]': {
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 4px 0 0 ${vars.color.primary}`,
    },
  },
});

export const subEntry = style([entry, { paddingLeft: vars.space.xxl, minHeight: '40px' }]);

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
});

export const chevronExpanded = style({ transform: 'rotate(180deg)' });

export const panel = style({ selectors: { '&[hidden]': { display: 'none' } } });

export const copyright = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
