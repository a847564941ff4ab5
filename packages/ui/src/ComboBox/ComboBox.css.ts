import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { zIndex } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';

export const comboBox = style({});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '40px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  selectors: {
    '&:focus-within': focusRingStyle,
    [`${comboBox}[data-invalid] &`]: { borderColor: vars.color.errorAccent, borderWidth: '2px' },
    [`${comboBox}[data-disabled] &`]: { background: vars.color.disabled },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { color: vars.color.onDisabled },
  },
});

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  alignSelf: 'stretch',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-disabled]': { color: vars.color.onDisabled, cursor: 'default' } },
});

export const popover = style({
  zIndex: zIndex.popover,
  width: 'var(--trigger-width)',
  maxHeight: '320px',
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

export const emptyState = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});
