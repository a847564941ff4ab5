/**
 * The /redirect hand-off (000 §2.2, issue 15 item 1): the server's answers to a hand-off code and what the
 * Redirect page asks before a link signs the browser into an account.
 */
export const handoffMessages = {
  'Handoff.Title': 'Signing in',
  'Handoff.CodeUnknown': 'This sign-in link is not valid. Please ask for a new link.',
  'Handoff.CodeExpired': 'This sign-in link has expired. Please ask for a new link.',
  'Handoff.CodeUsed': 'This sign-in link has already been used. Please ask for a new link.',
  'Handoff.UrlMismatch':
    'This sign-in link was changed: it does not lead to the page it was made for. Please ask for a new link.',
  'Handoff.UrlRefused': 'This link does not lead to a page of the portal, so it was not followed.',
  'Handoff.RefusedTitle': 'This sign-in link cannot be used',
  // Signed in, with a link that signs in with a code: who the code is for is known only once it is exchanged.
  'Handoff.SwitchTitle': 'Switch account?',
  'Handoff.SwitchPrompt': 'This link signs you in as another account. You are signed in as {user}.',
  // Signed in, with a link that carries tokens: the other account is read with them before anything is stored.
  'Handoff.SwitchPromptAs': 'This link signs you in as {other}. You are signed in as {user}.',
  'Handoff.Stay': 'Stay signed in as {user}',
  'Handoff.SignOutAndContinue': 'Sign out and continue',
  // Signed out, with a link that carries tokens: someone may be steering this browser into their account.
  'Handoff.ConfirmTitle': 'Continue as {other}?',
  'Handoff.ConfirmPrompt':
    'This link signs you in as {other}. Continue only if you expected to use this account: anything you enter is saved to it.',
  'Handoff.Continue': 'Continue as {other}',
  'Handoff.DoNotSignIn': 'Do not sign in',
  'Handoff.GoOn': 'Go on',
} as const;
