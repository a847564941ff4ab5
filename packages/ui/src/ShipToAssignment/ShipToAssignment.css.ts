import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const assignment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const selectedCount = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `0 0 ${vars.space.xs}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

/** The narrow first column that holds the row's tick box. */
export const selectCell = style({ width: '1%', whiteSpace: 'nowrap' });

export const notAssigned = style({ color: vars.color.textMuted, fontStyle: 'italic' });

/** Address choice, Assign and Add new address on one line; the choice takes the room. */
export const assignRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const addressChoice = style({ flex: '1 1 280px', minWidth: 0 });

export const footer = style({ display: 'flex', justifyContent: 'flex-end' });
