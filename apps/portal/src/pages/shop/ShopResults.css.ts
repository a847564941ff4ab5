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

/** 'Tech specs' is an action: a small secondary button with its icon. */
export const specsButton = style({ gap: vars.space.xs });
