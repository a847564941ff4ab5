import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

/** The preset list beside the fields; wraps under them on narrow screens. */
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.md });

export const presets = style({ minWidth: '12rem' });
