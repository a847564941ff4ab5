import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { vars } from '../foundations/vars.css';

export const searchField = style({});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  paddingLeft: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  selectors: {
    '&:focus-within': focusRingStyle,
    [`${searchField}[data-invalid] &`]: { borderColor: vars.color.errorAccent, borderWidth: '2px' },
    [`${searchField}[data-disabled] &`]: { background: vars.color.disabled },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.sm} 0`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    // The browser's own clear button would duplicate ours.
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&[data-disabled]': { color: vars.color.onDisabled },
  },
});

export const clearButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  border: 'none',
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    [`${searchField}[data-empty] &`]: { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.ghostHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
