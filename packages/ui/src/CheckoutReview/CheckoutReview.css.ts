import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

/** The sections side by side where there is room, one under the other otherwise. */
export const review = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

/** The sum spans the whole width under the sections. */
export const summary = style({ gridColumn: '1 / -1' });

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const groups = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const groupItems = style({
  margin: `${vars.space.xs} 0 0`,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.fontSize.sm,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const totals = style({ maxWidth: '360px', marginInlineStart: 'auto', width: '100%' });

/** Comments keep the person's line breaks. */
export const comments = style({ whiteSpace: 'pre-line' });
