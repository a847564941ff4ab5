/**
 * Selectors for the states of plain HTML elements that share a style with react-aria-components.
 *
 * RAC marks its elements' states with data attributes (`data-hovered`, `data-focus-visible`, `data-pressed`,
 * `data-disabled`, `data-focused`, `data-invalid`) and every element it renders with `data-rac`. The plain
 * elements of the first paint (Header, Footer, LoginForm) have no RAC, so the browser's pseudo-classes tell their
 * states. These selectors skip elements carrying `data-rac`: RAC's elements keep answering to RAC's attributes
 * alone (RAC's focus-visible and hover differ from the browser's in places), and look exactly as before.
 *
 * Use them beside the data-attribute selectors: `selectors: { '&[data-focus-visible]': ring, [plainFocusVisible]:
 * ring }`; hover only inside `'@media': { [hoverMedia]: { selectors: { [plainHover]: … } } }`, as RAC sets
 * `data-hovered` for a mouse and never for touch.
 */

/** The media condition under which a plain element shows its hover style. */
export const hoverMedia = '(hover: hover)';

/** A plain element under the pointer: RAC's `data-hovered` (use inside `hoverMedia`). */
export const plainHover = '&:not([data-rac]):hover';

/** A plain element focused by keyboard: RAC's `data-focus-visible`. */
export const plainFocusVisible = '&:not([data-rac]):focus-visible';

/** A plain element with focus, however it came: RAC's `data-focused`. */
export const plainFocus = '&:not([data-rac]):focus';

/** A plain element being pressed: RAC's `data-pressed`. */
export const plainActive = '&:not([data-rac]):active';

/** A plain disabled control: RAC's `data-disabled`. */
export const plainDisabled = '&:not([data-rac]):disabled';

/** A plain control marked invalid: RAC's `data-invalid`. */
export const plainInvalid = '&:not([data-rac])[aria-invalid="true"]';
