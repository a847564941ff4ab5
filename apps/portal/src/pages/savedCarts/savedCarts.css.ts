import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

/** Layout of the saved-cart, shared-cart and request-a-quote pages. */

export const section = style({ display: 'grid', gap: vars.space.md });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

/**
 * A destructive action of a toolbar (Delete): pushed to the row's far end, away from the primary action beside
 * which a slip of the pointer would cost the cart.
 */
export const apart = style({ marginInlineStart: 'auto' });

export const renameForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-start',
});

export const renameField = style({ flex: '1 1 280px', maxWidth: 480 });

/** Lines up the Save button with the field's input, below its label. */
export const renameButton = style({ marginTop: '1.6rem' });

export const totals = style({ justifySelf: 'end', minWidth: 280 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: 960 });
