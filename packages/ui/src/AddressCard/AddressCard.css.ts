import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/**
 * A name wraps between its words. Inside a description list (`overflow-wrap: anywhere`, as the checkout review's)
 * it would inherit breaking anywhere, which lets the badge squeeze it to a few letters a line: `break-word` still
 * breaks a word too long for the whole line, but does not count those breaks when the line is shared.
 */
export const name = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  overflowWrap: 'break-word',
});

export const lines = style({ display: 'flex', flexDirection: 'column', fontStyle: 'normal' });

export const contact = style({ color: vars.color.textMuted });
