import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '48rem' });
export const certificate = style({ fontFamily: vars.font.mono });
export const facts = style({ margin: 0, display: 'grid', gap: vars.space.xs, overflowWrap: 'anywhere' });
