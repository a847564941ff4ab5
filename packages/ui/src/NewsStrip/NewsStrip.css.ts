import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const strip = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.infoBackground,
  color: vars.color.infoText,
  fontSize: vars.fontSize.sm,
});

export const list = style({ margin: 0, paddingLeft: vars.space.lg });
