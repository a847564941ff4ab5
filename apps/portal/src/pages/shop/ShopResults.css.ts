import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

/** The search and the results step aside (`hidden`) while a product's detail shows, keeping their state. */
export const hideable = style({ selectors: { '&[hidden]': { display: 'none' } } });

export const resultsBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const viewToggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

/** Floated, the legend sits in the row with the buttons instead of on the fieldset's border. */
export const viewLabel = style({
  float: 'left',
  padding: 0,
  marginInlineEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** 'Tech specs' is an action: a small secondary button with its icon. */
export const specsButton = style({ gap: vars.space.xs });
