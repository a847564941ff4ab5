/**
 * The home page's texts (000 §2.2; issue 16): the welcome of the signed-out, and of the signed-in whose home is
 * not Account Overview, with the areas they may open. Apart from the shell's texts so that every other page's
 * first paint does not carry them.
 */
export const homeMessages = {
  'Home.Welcome': 'Welcome to the Customer Portal',
  'Home.WelcomeUser': 'Welcome, {firstName}',
  'Home.Lead':
    'Shop the catalogue, request and approve quotes, follow orders, invoices and shipments, and manage contracts and devices in one place.',
  'Home.SignIn': 'Sign in',
  'Home.SignInText': 'with the account your company administrator gave you, or',
  'Home.Register': 'register for an account',
  'Home.Areas': 'What you can do here',
  'Home.AreasLead': 'Your company has given you access to these areas:',
  'Home.NoAreas': 'Your company has not given you access to any area yet. Ask your Company Administrator.',
} as const;
