import { style } from '@vanilla-extract/css';
import { vars } from '../foundations/vars.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '400px',
  padding: vars.space.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadow.sm,
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const serverError = style({
  selectors: {
    '&:not(:empty)': {
      padding: vars.space.md,
      borderRadius: vars.radii.md,
      borderLeft: `4px solid ${vars.color.errorAccent}`,
      background: vars.color.errorBackground,
      color: vars.color.errorText,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

/** The page's challenge (a CAPTCHA) between the password and Sign in. */
export const challenge = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/**
 * The single sign-on offer (a polite live region, there from the password step on): empty, it takes back the
 * form's gap so the form looks as it did without it.
 */
export const singleSignOn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { '&:empty': { marginTop: `calc(-1 * ${vars.space.lg})` } },
});
