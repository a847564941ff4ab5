import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { hoverMedia } from '../foundations/plainStates';
import { vars } from '../foundations/vars.css';

/**
 * The compact look of QuantityField where a product is bought (the product card, the product list's rows): one set
 * of parts for both, passed as `classNames`. QuantityField is plain HTML, so its states are the browser's
 * (`:focus-within`, `:hover`, `:disabled`) and the attributes it sets itself (`data-invalid`, `data-disabled`).
 */
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': focusRingStyle,
    '&[data-invalid]': { borderColor: vars.color.errorAccent, borderWidth: '2px' },
    '&[data-disabled]': { background: vars.color.disabled },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '38px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
  outline: 'none',
});

export const stepper = style({
  width: '36px',
  border: 'none',
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:disabled': {
      color: vars.color.onDisabled,
      background: vars.color.disabled,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    [hoverMedia]: { selectors: { '&:hover:not(:disabled)': { background: vars.color.secondaryHover } } },
  },
});

/** The parts together, as QuantityField's `classNames`. */
export const compactQuantity = { label, group, input, stepper };
