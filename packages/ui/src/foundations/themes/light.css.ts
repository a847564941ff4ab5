import { createTheme } from '@vanilla-extract/css';
import { palette as p } from '../tokens';
import { vars } from '../vars.css';
import { makeThemeTokens } from './makeTheme';

/**
 * Light theme. Text pairs (contrast against their background): text 16:1, textMuted 7.5:1, link 6.6:1,
 * onPrimary/primary 6.6:1, onDanger/danger 6.5:1, header text 14:1, badge 6.5:1, status texts ≥ 7:1.
 */
export const lightTheme = createTheme(
  vars,
  makeThemeTokens({
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
  }),
);
