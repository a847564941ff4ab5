import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../foundations/focus.css';
import {
  hoverMedia,
  plainActive,
  plainDisabled,
  plainFocusVisible,
  plainHover,
} from '../foundations/plainStates';
import { vars } from '../foundations/vars.css';
import { spinner } from '../Spinner/Spinner.css';

const disabled = {
  cursor: 'not-allowed',
  background: vars.color.disabled,
  color: vars.color.onDisabled,
  borderColor: vars.color.disabled,
};

/**
 * A variant's hover (and pressed) background, for ui Button (RAC's `data-hovered`, `data-pressed`) and for a
 * plain `<button>` with the recipe (the login form's), which the browser's `:hover` and `:active` mark.
 * Media rules come after the others in the stylesheet, so the plain pressed colour is repeated after the hover
 * inside the media rule, where it must win over the hover as RAC's pressed wins over its hovered.
 */
function hoverAndPress(hover: string, pressed?: string) {
  const plainPressed = { [`${plainActive}:not(:disabled)`]: { background: pressed } };
  return {
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: hover },
      ...(pressed
        ? { '&[data-pressed]:not([data-disabled])': { background: pressed }, ...plainPressed }
        : {}),
    },
    '@media': {
      [hoverMedia]: {
        selectors: {
          [`${plainHover}:not(:disabled)`]: { background: hover },
          ...(pressed ? plainPressed : {}),
        },
      },
    },
  };
}

// Used by ui Button (RAC, `data-*` states) and by plain `<button>` elements (the login form's submit button),
// whose states the browser's pseudo-classes tell (foundations/plainStates).
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
    // A label longer than the screen is wide wraps inside the button rather than push the page sideways
    // (WCAG 2.2 1.4.10 reflow: usable at 320 px); a label that fits stays on one line.
    textAlign: 'center',
    maxWidth: '100%',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRingStyle,
      [plainFocusVisible]: focusRingStyle,
      '&[data-disabled]': disabled,
      [plainDisabled]: disabled,
      // Pending keeps its colours (and the focus): the turning mark beside the label says it is working.
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        ...hoverAndPress(vars.color.primaryHover, vars.color.primaryPressed),
      },
      secondary: {
        background: vars.color.secondary,
        color: vars.color.onSecondary,
        borderColor: vars.color.borderStrong,
        ...hoverAndPress(vars.color.secondaryHover),
      },
      ghost: {
        background: 'transparent',
        color: 'inherit',
        ...hoverAndPress(vars.color.ghostHover),
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        ...hoverAndPress(vars.color.dangerHover),
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

/** The turning mark of a pending button, as tall as its text. */
export const pendingMark = style([spinner, { width: '1em', height: '1em', borderWidth: 2, flexShrink: 0 }]);
