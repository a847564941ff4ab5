import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

/** A notice above the page (a refused post-login redirect), aligned with the page's own padding. */
export const notice = style({
  padding: `${vars.space.lg} ${vars.space.lg} 0`,
  maxWidth: 1200,
});
