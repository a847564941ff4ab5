import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  // One column no wider than the page: a wide child (a table, a long button) cannot widen the page past the
  // screen, it has to fit (WCAG 2.2 1.4.10 reflow).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: vars.space.lg,
  maxWidth: 1200,
  // Below the narrow layout breakpoint (768 px, 000 §9) the shell's own padding is margin enough.
  '@media': { 'screen and (max-width: 767px)': { padding: 0 } },
});

export const narrowPage = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  maxWidth: 480,
  margin: '0 auto',
  width: '100%',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  // A long name without spaces (a user's, a unit's) wraps instead of widening the page.
  overflowWrap: 'anywhere',
});

/** A page's title row: the heading and its actions side by side, wrapping on narrow screens. */
export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  // Never wider than the page: at 320 px a public page's column is narrower than 240 px (/locations overflowed).
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const tile = style({
  display: 'grid',
  gap: vars.space.sm,
  // A tile stretched to the height of its row keeps its lines at the top: the extra height goes below them, not
  // between the title and the text (Account Overview's eProcurement tile beside the taller advisory one).
  alignContent: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const tileTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

/** The text of an InlineAlert that carries its own actions below it. */
export const alertText = style({ margin: 0 });

/** The actions below an InlineAlert's text: side by side, wrapping on narrow screens. */
export const alertActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginBlockStart: vars.space.sm,
});

/** A document number inside a text: on one line, never broken at its hyphen (`NumberInText`). */
export const noWrap = style({ whiteSpace: 'nowrap' });

/** A person's name, mail and phone, each on its line (a document header's contacts). */
export const contactLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/**
 * A page's or a section's row of actions: side by side on the token scale, wrapping on narrow screens. The
 * primary action, when the row has one, comes last (ui's Button usage).
 */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** One line of an order's line details: its fields and status history, set off from the next by a rule. */
export const orderLine = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

/**
 * The parts of a page below its title, spaced as the page's own parts are (Account Overview: the tiles, then
 * Services). Kept hidden by the `hidden` attribute until the page is ready.
 */
export const stack = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** A section of a page: its heading, then its content, on the token scale. */
export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignContent: 'start',
});

/** A section's heading: the heading's own size (as the page's other sections have), the grid gives the space. */
export const sectionTitle = style({ margin: 0 });

/** A section inside a section, set apart from what comes before it (Pay, then "Or ask someone else to pay"). */
export const subSection = style([section, { marginBlockStart: vars.space.lg, gap: vars.space.sm }]);

/** The heading of a sub-section. */
export const subSectionTitle = sectionTitle;

/** A paragraph inside a section's grid: the grid gives the space. */
export const sectionText = style({ margin: 0 });

/** A wrapper that only holds a ref (e.g. to find the first field inside): no box of its own, the layout is the parent's. */
export const contents = style({ display: 'contents' });
