import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const accordion = style({
  display: 'flex',
  flexDirection: 'column',
  borderTop: `1px solid ${vars.color.border}`,
});
