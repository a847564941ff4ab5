import { getJestConfig } from '@storybook/test-runner';

// The default Jest configuration comes from @storybook/test-runner (ejected with `test-storybook --eject`).
const testRunnerConfig = getJestConfig();

/**
 * The runner cannot download its own browser on these machines, and environment variables or a separate
 * jest-playwright config are overridden by it, so Debian's Chromium is named here.
 *
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    },
  },
};
