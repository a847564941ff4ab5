import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../foundations/vars.css';

const MARKER = 24;

export const list = style({
  display: 'grid',
  gridAutoColumns: 'minmax(0, 1fr)',
  gridAutoFlow: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    // Narrow screens: one step under the other, the line running down the markers.
    'screen and (max-width: 480px)': { gridAutoFlow: 'row', gap: vars.space.sm },
  },
});

export const step = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
  minWidth: 0,
  '@media': {
    'screen and (max-width: 480px)': { flexDirection: 'row', textAlign: 'start' },
  },
});

/** The line from the previous step to this one, drawn behind the marker. */
export const connector = recipe({
  base: {
    position: 'absolute',
    top: MARKER / 2 - 2,
    right: '50%',
    width: '100%',
    height: 4,
    borderRadius: vars.radii.full,
    '@media': { 'screen and (max-width: 480px)': { display: 'none' } },
  },
  variants: {
    reached: {
      true: { background: vars.color.primary },
      false: { background: vars.color.borderStrong },
    },
  },
});

export const marker = recipe({
  base: {
    position: 'relative',
    zIndex: 1,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: MARKER,
    height: MARKER,
    borderRadius: vars.radii.full,
    border: '2px solid',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
  },
  variants: {
    state: {
      completed: {
        background: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.onPrimary,
      },
      current: {
        background: vars.color.surface,
        borderColor: vars.color.primary,
        color: vars.color.primary,
        boxShadow: `0 0 0 3px ${vars.color.surface}, 0 0 0 5px ${vars.color.primary}`,
      },
      upcoming: {
        background: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.textMuted,
      },
    },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInline: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const label = recipe({
  base: { fontSize: vars.fontSize.sm },
  variants: {
    state: {
      completed: { color: vars.color.text },
      current: { color: vars.color.text, fontWeight: vars.fontWeight.bold },
      upcoming: { color: vars.color.textMuted },
    },
  },
});

export const detail = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
