import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const notice = style({ margin: 0 });

/** The own-carrier part: a switch, then the carrier fields side by side on wide screens. */
export const carrier = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The saved account choice: as wide as an account's name needs, not the whole page. */
export const savedAccount = style({ maxWidth: '480px' });

export const carrierFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  maxWidth: '720px',
});
