import { createTheme } from '@vanilla-extract/css';
import { vars } from '../vars.css';
import { lightColors } from './colors';
import { makeThemeTokens } from './makeTheme';

/** Light theme: the contract filled with `lightColors` (colors.ts) and the shared scales. */
export const lightTheme = createTheme(vars, makeThemeTokens(lightColors));
