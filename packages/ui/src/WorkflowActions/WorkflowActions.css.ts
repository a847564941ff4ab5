import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const footer = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });
