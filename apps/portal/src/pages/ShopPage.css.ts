import { stickyHeaderHeight, vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

export const headingActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const search = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radii.md,
});

export const searchActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignSelf: 'end',
  gridColumn: '1 / -1',
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { 'screen and (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const count = style({ margin: 0, color: vars.color.textMuted });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
  gap: vars.space.md,
});

export const more = style({ display: 'flex', justifyContent: 'center', padding: vars.space.md });

export const cartPanel = style({
  alignSelf: 'start',
  // Sticks below the shell's sticky header, not under it.
  '@media': {
    'screen and (min-width: 1100px)': {
      position: 'sticky',
      top: `calc(${stickyHeaderHeight} + ${vars.space.md})`,
    },
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
