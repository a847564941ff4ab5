import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingStyle } from '../foundations/focus.css';
import { vars } from '../foundations/vars.css';

export const disclosure = style({
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.md} ${vars.space.sm}`,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radii.sm,
  selectors: {
    '&[data-hovered]': { background: vars.color.ghostHover },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { color: vars.color.onDisabled, cursor: 'default' },
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
});

globalStyle(`${disclosure}[data-expanded] ${chevron}`, { transform: 'rotate(180deg)' });

export const panel = style({ selectors: { '&[hidden]': { display: 'none' } } });

export const panelContent = style({ padding: `0 ${vars.space.sm} ${vars.space.md}` });
