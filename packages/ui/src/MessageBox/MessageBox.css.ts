import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { zIndex } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.messageBox,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
});

export const modal = style({
  width: '480px',
  maxWidth: '100%',
  maxHeight: '80%',
  display: 'flex',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
});

export const dialog = style({ display: 'flex', flexDirection: 'column', width: '100%', outline: 'none' });

export const header = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.xl}`,
    borderTop: '4px solid',
  },
  variants: {
    type: {
      info: {
        background: vars.color.infoBackground,
        color: vars.color.infoText,
        borderColor: vars.color.infoAccent,
      },
      warning: {
        background: vars.color.warningBackground,
        color: vars.color.warningText,
        borderColor: vars.color.warningAccent,
      },
      question: {
        background: vars.color.questionBackground,
        color: vars.color.questionText,
        borderColor: vars.color.questionAccent,
      },
      error: {
        background: vars.color.errorBackground,
        color: vars.color.errorText,
        borderColor: vars.color.errorAccent,
      },
    },
  },
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const body = style({ padding: vars.space.xl, overflowY: 'auto' });

export const buttons = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `0 ${vars.space.xl} ${vars.space.xl}`,
});
