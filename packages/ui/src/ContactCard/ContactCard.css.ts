import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const name = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const jobTitle = style({ color: vars.color.textMuted });
