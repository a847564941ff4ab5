import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const icon = style({ flexShrink: 0, color: vars.color.text });

export const details = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const number = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const muted = style({ color: vars.color.textMuted });

export const expired = style({ color: vars.color.errorText, fontWeight: vars.fontWeight.medium });

export const badges = style({ display: 'flex', gap: vars.space.xs });
