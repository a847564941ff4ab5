import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { vars } from '../foundations/vars.css';

export const tree = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: vars.space.xs,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingStyle },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 36,
  paddingInlineStart: `calc((var(--tree-item-level, 1) - 1) * 20px)`,
  borderRadius: vars.radii.sm,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-hovered]': { background: vars.color.ghostHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-selected]': { background: vars.color.ghostHover, fontWeight: vars.fontWeight.bold },
  },
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, width: '100%' });

export const chevron = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  borderRadius: vars.radii.sm,
  outline: 'none',
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.ghostHover },
    '[data-expanded] &': { transform: 'rotate(90deg)' },
  },
});

export const chevronSpacer = style({ display: 'inline-block', width: 28, flexShrink: 0 });

export const name = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });
