import { stickyHeaderHeight, vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

/** The section navigation beside the sections; above them on narrow screens (000 §9: 768 px). */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(180px, 220px) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const nav = style({
  position: 'sticky',
  // Below the shell's sticky header, not under it.
  top: `calc(${stickyHeaderHeight} + ${vars.space.lg})`,
  '@media': { 'screen and (max-width: 767px)': { position: 'static' } },
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const sections = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  scrollMarginTop: `calc(${stickyHeaderHeight} + ${vars.space.lg})`,
});

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: 560 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});

/** A card of a list (an address, a contact, a saved card) with its actions under it. */
export const card = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

/** The badge of a company-wide address (changed on /addresses, not here). */
export const companyWide = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A section's success message (002 §8). */
export const success = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.sm,
  background: vars.color.successBackground,
  color: vars.color.successText,
  fontWeight: vars.fontWeight.bold,
});

/** The empty status region takes no room. */
export const emptyStatus = style({ margin: 0 });

/** What narrows a list (the contacts' alphabet filter): no wider than a form field. */
export const filter = style({ maxWidth: 280 });
