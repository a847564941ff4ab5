import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

const base = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  background: vars.color.infoBackground,
  color: vars.color.infoText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
} as const;

export const strip = style({ ...base, padding: `${vars.space.sm} ${vars.space.lg}` });

/** Narrow screens: one line of 32 px buttons, 2 px above and below (36 px in all). */
export const compactStrip = style({
  ...base,
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs} ${vars.space.xxs} ${vars.space.lg}`,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

/** Opened on a narrow screen: the news wrap; icon, text and buttons line up at the top. */
export const compactExpanded = style({ alignItems: 'flex-start' });
globalStyle(`${compactExpanded} > ${icon}`, { paddingTop: '7px' });

export const text = style({ flex: 1, minWidth: 0 });
globalStyle(`${compactExpanded} > ${text}`, { paddingBlock: '5px' });

/** Cut to the strip's width; the whole text stays in the page for screen readers. */
export const oneLine = style({
  flex: 1,
  minWidth: 0,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const paragraph = style({ margin: 0, display: 'inline' });

export const list = style({ margin: 0, paddingLeft: vars.space.lg });

/** Several items on the compact line, one after another with a separator. */
export const inlineList = style({ display: 'inline', margin: 0, padding: 0, listStyle: 'none' });

globalStyle(`${inlineList} > li`, { display: 'inline' });
globalStyle(`${inlineList} > li + li::before`, { content: '" · " / ""' });

export const stripButton = style({ flexShrink: 0 });

export const chevron = style({ transition: `transform ${vars.motion.fast} ${vars.motion.easing}` });
export const chevronOpen = style([chevron, { transform: 'rotate(180deg)' }]);
