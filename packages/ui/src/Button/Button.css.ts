import { recipe } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../foundations/focus.css';
import { vars } from '../foundations/vars.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radii.md,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRingStyle,
      '&[data-disabled]': {
        cursor: 'not-allowed',
        background: vars.color.disabled,
        color: vars.color.onDisabled,
        borderColor: vars.color.disabled,
      },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.primaryHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.primaryPressed },
        },
      },
      secondary: {
        background: vars.color.secondary,
        color: vars.color.onSecondary,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.secondaryHover },
        },
      },
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.ghostHover },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.dangerHover },
        },
      },
    },
    size: {
      small: { padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.sm, minHeight: '32px' },
      medium: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md, minHeight: '40px' },
      large: { padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.fontSize.lg, minHeight: '48px' },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});
