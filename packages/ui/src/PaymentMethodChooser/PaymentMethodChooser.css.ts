import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const chooser = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** The options: saved cards, then the new-card and payment-request choices, one column on narrow screens. */
export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
});

export const cardLine = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0 });

export const cardText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const optionTitle = style({ fontWeight: vars.fontWeight.bold });

/** What the chosen option opens: the new card form or the payment information request. */
export const detail = style({
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
  borderRadius: vars.radii.md,
});
