import { createTheme } from '@vanilla-extract/css';
import { vars } from '../vars.css';
import { darkColors } from './colors';
import { makeThemeTokens } from './makeTheme';

/** Dark theme: the contract filled with `darkColors` (colors.ts) and the shared scales. */
export const darkTheme = createTheme(vars, makeThemeTokens(darkColors));
