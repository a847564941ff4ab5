import { fontFamily, fontSize, fontWeight, lineHeight, motion, radii, shadows, space } from '../tokens';
import type { ThemeColors } from '../vars.css';

/** Builds the full contract value from a theme's colours; everything but colour is shared. */
export function makeThemeTokens(color: ThemeColors) {
  return {
    color,
    font: fontFamily,
    fontSize,
    fontWeight,
    lineHeight,
    space,
    radii,
    shadow: shadows,
    motion,
  };
}
