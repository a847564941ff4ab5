import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../foundations/vars.css';

export const pill = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radii.full,
    border: '1px solid currentColor',
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    // Text/background pairs are the themes' status pairs (≥ 7:1 in both themes).
    tone: {
      neutral: { background: vars.color.surface, color: vars.color.textMuted },
      info: { background: vars.color.infoBackground, color: vars.color.infoText },
      success: { background: vars.color.successBackground, color: vars.color.successText },
      warning: { background: vars.color.warningBackground, color: vars.color.warningText },
      danger: { background: vars.color.errorBackground, color: vars.color.errorText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
