import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { zIndex } from '../foundations/tokens';
import { toneColors } from '../foundations/tone';
import { vars } from '../foundations/vars.css';

export const region = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  width: '360px',
  maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
  outline: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radii.md,
    borderLeft: '4px solid',
    boxShadow: vars.shadow.md,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
  variants: {
    tone: toneColors,
  },
});

export const icon = style({ flexShrink: 0, marginTop: 2 });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const title = style({ fontWeight: vars.fontWeight.bold });

export const description = style({ fontSize: vars.fontSize.sm });
