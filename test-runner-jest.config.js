import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

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
      launchOptions: chromiumLaunchOptions,
    },
  },
};
