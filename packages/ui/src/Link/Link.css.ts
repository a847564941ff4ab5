import { recipe } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../foundations/focus.css';
import { hoverMedia, plainFocusVisible, plainHover } from '../foundations/plainStates';
import { vars } from '../foundations/vars.css';

// Used by ui Link (RAC, `data-*` states) and by plain `<a>` elements (the login form's links), whose states
// the browser's pseudo-classes tell (foundations/plainStates).
export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    borderRadius: vars.radii.sm,
    cursor: 'pointer',
    outline: 'none',
    textUnderlineOffset: '2px',
    selectors: {
      '&[data-focus-visible]': focusRingStyle,
      [plainFocusVisible]: focusRingStyle,
      '&[data-hovered]': { textDecoration: 'underline' },
      '&[data-current]': { fontWeight: vars.fontWeight.bold, cursor: 'default' },
    },
    '@media': { [hoverMedia]: { selectors: { [plainHover]: { textDecoration: 'underline' } } } },
  },
  variants: {
    tone: {
      /** Themed link colour, underlined so it is not told by colour alone. */
      standard: {
        color: vars.color.link,
        textDecoration: 'underline',
        selectors: { '&[data-hovered]': { color: vars.color.linkHover } },
        '@media': { [hoverMedia]: { selectors: { [plainHover]: { color: vars.color.linkHover } } } },
      },
      /** Takes the surrounding text colour (header, footer, menus). */
      inherit: { color: 'inherit', textDecoration: 'none' },
    },
  },
  defaultVariants: { tone: 'standard' },
});
