import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { zIndex } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  textAlign: 'left',
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
    // Marked as a text field is when invalid (Field.css), the second pixel of its border drawn inside so the field
    // keeps its size: RAC marks the Select around the trigger, and the plain field before it loads does the same.
    '[data-invalid] > &': {
      borderColor: vars.color.errorAccent,
      boxShadow: `inset 0 0 0 1px ${vars.color.errorAccent}`,
    },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const popover = style({
  zIndex: zIndex.popover,
  minWidth: 'var(--trigger-width)',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadow.md,
  overflow: 'auto',
});

export const listBox = style({ padding: vars.space.xs, outline: 'none' });

export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
  },
});
