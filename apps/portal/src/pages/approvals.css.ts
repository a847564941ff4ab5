import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

/** The registration form: fields one under the other, at a readable width. */
export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: 640 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
