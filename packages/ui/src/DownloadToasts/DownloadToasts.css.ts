import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { zIndex } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';

export const region = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '320px',
  maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
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
  },
  variants: {
    state: {
      downloading: {
        background: vars.color.infoBackground,
        color: vars.color.infoText,
        borderColor: vars.color.infoAccent,
      },
      failed: {
        background: vars.color.errorBackground,
        color: vars.color.errorText,
        borderColor: vars.color.errorAccent,
      },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
});
export const title = style({ fontWeight: vars.fontWeight.bold });
export const message = style({ fontSize: vars.fontSize.sm });
