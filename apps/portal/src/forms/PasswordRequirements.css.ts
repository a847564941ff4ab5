import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const requirements = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const met = style({ color: vars.color.successText });
