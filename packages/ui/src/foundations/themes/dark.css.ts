import { createTheme } from '@vanilla-extract/css';
import { palette as p } from '../tokens';
import { vars } from '../vars.css';
import { makeThemeTokens } from './makeTheme';

/**
 * Dark theme. Text pairs: text 15:1 on the background, textMuted 10:1, link 9:1, onPrimary/primary 9:1,
 * onDanger/danger 8:1, status texts ≥ 9:1 on their tinted backgrounds.
 */
export const darkTheme = createTheme(
  vars,
  makeThemeTokens({
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
  }),
);
