import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const short = style({ maxWidth: '22rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
