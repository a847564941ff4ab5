import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { plainDisabled, plainFocus, plainInvalid } from '../foundations/plainStates';
import { vars } from '../foundations/vars.css';

/** Shared parts of form fields: label, description, error and the input box. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const fieldError = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.errorText,
  fontWeight: vars.fontWeight.medium,
});

const invalid = { borderColor: vars.color.errorAccent, borderWidth: '2px' };
const disabled = { background: vars.color.disabled, color: vars.color.onDisabled };

export const input = style({
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  outline: 'none',
  width: '100%',
  // RAC's inputs are styled by its `data-*` states; a plain `<input>` (the login form's) by the browser's.
  selectors: {
    '&[data-focused]': focusRingStyle,
    [plainFocus]: focusRingStyle,
    '&[data-invalid]': invalid,
    [plainInvalid]: invalid,
    '&[data-disabled]': disabled,
    [plainDisabled]: disabled,
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

/** The asterisk after a required field's label; the colour of errors so it stands out from the label text. */
export const requiredMarker = style({
  marginInlineStart: vars.space.xxs,
  color: vars.color.errorText,
  fontWeight: vars.fontWeight.bold,
});
