// Debian's Chromium, for every tool that drives a browser (Playwright journeys, the Storybook test runner).
// Tools cannot download their own browsers on these machines; the flags keep Chromium off the network.
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
