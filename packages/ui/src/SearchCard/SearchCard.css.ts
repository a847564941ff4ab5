import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** The show-or-hide toggle keeps its size beside a title that wraps (it shrank to 28 px wide, its chevron to 10 px). */
export const toggle = style({ flexShrink: 0 });

export const chevron = style({ transition: `transform ${vars.motion.fast} ${vars.motion.easing}` });
export const chevronOpen = style([chevron, { transform: 'rotate(180deg)' }]);

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
  // Top-aligned: a field's message under it (a refused search) does not push its neighbours down.
  alignItems: 'start',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});
