import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

/** The password forms: one column of fields, the action below. */
export const form = style({ display: 'grid', gap: vars.space.md });

/** The server's complexity requirements, listed above the new password. */
export const requirements = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const text = style({ margin: 0 });
