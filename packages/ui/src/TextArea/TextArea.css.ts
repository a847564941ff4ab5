import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const textArea = style({ minHeight: '96px', resize: 'vertical', lineHeight: vars.lineHeight.normal });

export const footer = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const count = style({
  marginLeft: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
