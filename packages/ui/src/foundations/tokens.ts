/**
 * Raw design tokens. Themes map these onto the contract in `vars.css.ts`; components read `vars`, never
 * these values, except for constants the documents fix (breakpoints, z-index, side bar width, timings).
 */

/** Colour palette. Pairs used for text were checked for WCAG 2.2 AA (4.5:1) in the theme files. */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  gray50: '#f6f8fa',
  gray100: '#eef1f5',
  gray200: '#dde3ea',
  gray400: '#8a94a6',
  gray500: '#6b7280',
  gray600: '#4a5568',
  gray800: '#2d3748',
  gray900: '#1a1f36',
  navy900: '#0f2747',
  navy800: '#16355e',
  blue50: '#e8f1fb',
  blue300: '#8ec5ff',
  blue200: '#b9dcff',
  blue600: '#0b5cad',
  blue700: '#084a8c',
  blue800: '#0b3d74',
  red50: '#fdecea',
  red300: '#ff9c92',
  red600: '#b42318',
  red700: '#8a1c13',
  amber50: '#fff4e0',
  amber300: '#ffc970',
  amber800: '#7a4f00',
  green50: '#e7f6ec',
  green300: '#7fd99a',
  green700: '#1e6b34',
  purple50: '#f1ecfb',
  purple300: '#c8b3f5',
  purple700: '#5b35a8',
  dark900: '#0d1117',
  dark800: '#161b22',
  dark700: '#1f2630',
  dark600: '#2b3440',
  dark400: '#8b96a5',
  dark200: '#c9d1d9',
  dark100: '#e6edf3',
} as const;

export const fontFamily = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

/** Type scale in rem (16 px root). */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5rem',
  xxl: '2rem',
} as const;

export const fontWeight = { regular: '400', medium: '500', bold: '700' } as const;
export const lineHeight = { tight: '1.25', normal: '1.5' } as const;

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radii = { none: '0', sm: '4px', md: '6px', lg: '12px', full: '9999px' } as const;

export const shadows = {
  none: 'none',
  sm: '0 1px 2px rgb(0 0 0 / 0.12)',
  md: '0 4px 12px rgb(0 0 0 / 0.16)',
  lg: '0 12px 32px rgb(0 0 0 / 0.24)',
} as const;

/** Durations; `prefers-reduced-motion` collapses them in the global styles. */
export const motion = {
  fast: '120ms',
  normal: '200ms',
  /** Download progress bar above 30 % (000 §2.12). */
  progress: '1000ms',
  /** Download progress bar at or below 30 % (000 §2.12). */
  progressSlow: '5000ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Stacking order. Modal 1050 and message box 12000 come from 000 §9. */
export const zIndex = {
  base: 0,
  sideMenu: 90,
  header: 100,
  dropdown: 1000,
  modal: 1050,
  toast: 1100,
  messageBox: 12000,
  /** Popovers (selects, menus) must stay above any dialog they open from. */
  popover: 12100,
} as const;

/** Breakpoints of 000 §9: under 500 px the side bar hides; 768 px is the narrow-layout break. */
export const breakpoints = { narrow: 500, tablet: 768 } as const;

/** Side bar width of 000 §9. */
export const sideBarWidth = 256;

/** Modal geometry of 000 §2.10 / §9. */
export const modalSizes = {
  small: '400px',
  default: '60%',
  large: '80%',
  extraLarge: '95%',
  maxHeight: '80%',
} as const;
