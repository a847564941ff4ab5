import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const name = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const lines = style({ display: 'flex', flexDirection: 'column', fontStyle: 'normal' });

export const contact = style({ color: vars.color.textMuted });
