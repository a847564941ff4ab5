import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

/** A rejected request's status cell: the pill, then the service desk's reason under it. */
export const statusWithReason = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const reason = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
