import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  borderRadius: vars.radii.full,
  border: '3px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // The global reduced-motion rule stops it; a slow turn still says "working".
    '(prefers-reduced-motion: reduce)': { animation: `${spin} 2.4s linear infinite !important` },
  },
});
