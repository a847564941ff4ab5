import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

/**
 * Both tabs stay mounted, so an unsaved draft survives a look at the other tab; the one not selected (inert,
 * marked data-inert by react-aria-components) is hidden.
 */
export const chainPanel = style({ selectors: { '&[data-inert]': { display: 'none' } } });

/** One tab's content: the saved notice above the editor. */
export const chainSection = style({ display: 'grid', gap: vars.space.lg, paddingBlockStart: vars.space.lg });
