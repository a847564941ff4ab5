import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints } from './tokens';
import { vars } from './vars.css';

/** Responsive conditions: mobile first, `narrow` from 500 px, `tablet` from 768 px (000 §9). */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    narrow: { '@media': `screen and (min-width: ${breakpoints.narrow}px)` },
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    fontSize: vars.fontSize,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Colour properties, limited to the theme contract so both themes stay in contrast. */
const colorProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      link: vars.color.link,
      danger: vars.color.errorText,
      success: vars.color.successText,
    },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
    },
    borderRadius: vars.radii,
    fontWeight: vars.fontWeight,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colorProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
