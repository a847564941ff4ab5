import { palette as p } from '../tokens';
import type { ThemeColors } from '../vars.css';

// The colours of the two themes, as plain values: the themes (light.css.ts, dark.css.ts) fill the contract with
// them, and Storybook's Foundations/Colour shows them with the contrast of their text pairs.

/**
 * Light theme colours. Text pairs (contrast against their background): text 16:1, textMuted 7.5:1, link 6.6:1,
 * onPrimary/primary 6.6:1, onDanger/danger 6.5:1, header text 14:1, badge 6.5:1, status texts ≥ 5.8:1. Every
 * pair and its ratio: Storybook's Foundations/Colour, whose story fails when one falls below AA.
 */
export const lightColors: ThemeColors = {
  background: p.white,
  surface: p.gray50,
  surfaceRaised: p.white,
  text: p.gray900,
  textMuted: p.gray600,
  border: p.gray200,
  borderStrong: p.gray500,
  link: p.blue600,
  linkHover: p.blue800,
  focusRing: p.blue600,
  overlay: 'rgb(15 23 42 / 0.55)',

  primary: p.blue600,
  primaryHover: p.blue700,
  primaryPressed: p.blue800,
  onPrimary: p.white,
  secondary: p.gray100,
  secondaryHover: p.gray200,
  onSecondary: p.gray900,
  ghostHover: p.gray100,
  danger: p.red600,
  dangerHover: p.red700,
  onDanger: p.white,
  disabled: p.gray200,
  onDisabled: p.gray600,

  headerBackground: p.navy900,
  headerText: p.white,
  headerHover: p.navy800,
  sideMenuBackground: p.gray50,
  sideMenuText: p.gray900,
  sideMenuHover: p.gray200,
  footerBackground: p.navy900,
  footerText: p.white,
  badgeBackground: p.red600,
  badgeText: p.white,

  infoBackground: p.blue50,
  infoText: p.blue800,
  infoAccent: p.blue600,
  warningBackground: p.amber50,
  warningText: p.amber800,
  warningAccent: p.amber800,
  questionBackground: p.purple50,
  questionText: p.purple700,
  questionAccent: p.purple700,
  errorBackground: p.red50,
  errorText: p.red700,
  errorAccent: p.red600,
  successBackground: p.green50,
  successText: p.green700,

  progressTrack: p.gray200,
  progressFill: p.blue600,
};

/**
 * Dark theme colours. Text pairs: text 16:1 on the background, textMuted 12:1, link 10:1, onPrimary/primary 10:1,
 * onDanger/danger 9:1, status texts ≥ 8.4:1 on their tinted backgrounds (all pairs: Foundations/Colour).
 */
export const darkColors: ThemeColors = {
  background: p.dark900,
  surface: p.dark800,
  surfaceRaised: p.dark700,
  text: p.dark100,
  textMuted: p.dark200,
  border: p.dark600,
  borderStrong: p.dark400,
  link: p.blue300,
  linkHover: p.blue200,
  focusRing: p.blue300,
  overlay: 'rgb(0 0 0 / 0.7)',

  primary: p.blue300,
  primaryHover: p.blue200,
  primaryPressed: p.white,
  onPrimary: p.dark900,
  secondary: p.dark600,
  secondaryHover: '#3a4452',
  onSecondary: p.dark100,
  ghostHover: p.dark600,
  danger: p.red300,
  dangerHover: '#ffc2bb',
  onDanger: p.dark900,
  disabled: p.dark600,
  onDisabled: p.dark200,

  headerBackground: '#0a1220',
  headerText: p.white,
  headerHover: '#1b2a40',
  sideMenuBackground: p.dark800,
  sideMenuText: p.dark100,
  sideMenuHover: p.dark600,
  footerBackground: '#0a1220',
  footerText: p.dark100,
  badgeBackground: p.red300,
  badgeText: p.dark900,

  infoBackground: '#10253d',
  infoText: p.blue200,
  infoAccent: p.blue300,
  warningBackground: '#33270d',
  warningText: p.amber300,
  warningAccent: p.amber300,
  questionBackground: '#261d3d',
  questionText: p.purple300,
  questionAccent: p.purple300,
  errorBackground: '#3a1414',
  errorText: '#ffd1cc',
  errorAccent: p.red300,
  successBackground: '#0f2e1a',
  successText: p.green300,

  progressTrack: p.dark600,
  progressFill: p.blue300,
};
