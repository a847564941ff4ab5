import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

/**
 * The name and the Primary badge: side by side while the name's longest word fits beside the badge (the name
 * wrapping between its words), the badge under the name in a narrower box, so the pair never asks for more width
 * than the box has.
 */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
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
  flex: '1 1 0',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  overflowWrap: 'break-word',
});

export const lines = style({ display: 'flex', flexDirection: 'column', fontStyle: 'normal' });

export const contact = style({ color: vars.color.textMuted });
