import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** Six columns on wide screens, so city, state and ZIP share a row and contact fields pair up. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

const narrow = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

const span = (columns: number) => ({
  gridColumn: `span ${columns}`,
  '@media': { [narrow]: { gridColumn: 'span 6' } },
});

/** How many of the six columns a field takes. */
export const width = styleVariants({ full: span(6), half: span(3), third: span(2) });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
