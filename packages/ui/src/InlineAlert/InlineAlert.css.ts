import { style, styleVariants } from '@vanilla-extract/css';
import { toneColors } from '../foundations/tone';
import { vars } from '../foundations/vars.css';

/**
 * The action sits after the message while the message keeps a readable line (14rem) beside it; otherwise it goes
 * to a line of its own under the message, at the end: a wide action ('Send another link' and 'Login') beside the
 * message on a 375 px phone squeezed it to a word a line and overlapped it.
 */
export const alert = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  borderInlineStart: '4px solid',
});

export const tone = styleVariants(toneColors);

export const icon = style({ flexShrink: 0, marginBlockStart: '0.125rem' });

export const body = style({
  // At least 14rem, or the whole line beside the icon when the alert is narrower: the message never wraps under
  // its icon, only the action does.
  flex: '1 1 0',
  minWidth: 'min(14rem, calc(100% - 2rem))',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const message = style({ margin: 0 });

export const action = style({
  flexShrink: 0,
  alignSelf: 'center',
  marginInlineStart: 'auto',
  maxWidth: '100%',
});
