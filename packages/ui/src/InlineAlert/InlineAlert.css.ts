import { style, styleVariants } from '@vanilla-extract/css';
import { toneColors } from '../foundations/tone';
import { vars } from '../foundations/vars.css';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  borderInlineStart: '4px solid',
});

export const tone = styleVariants(toneColors);

export const icon = style({ flexShrink: 0, marginBlockStart: '0.125rem' });

export const body = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const message = style({ margin: 0 });

export const action = style({ flexShrink: 0, alignSelf: 'center' });
