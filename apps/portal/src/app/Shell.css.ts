import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

/** The side menu's place while the session or the menu's code loads: the menu's own size and colours. */
export const sideMenuPlaceholder = style({
  width: '100%',
  height: '100%',
  background: vars.color.sideMenuBackground,
  borderRight: `1px solid ${vars.color.border}`,
});

/** The punch-out user's way out (PunchOutLeave), above the page. */
export const punchOutLeave = style({ padding: `${vars.space.sm} ${vars.space.lg} 0` });
