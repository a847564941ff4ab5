import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

/** The password forms: one column of fields, the action below. */
export const form = style({ display: 'grid', gap: vars.space.md });

export const text = style({ margin: 0 });
