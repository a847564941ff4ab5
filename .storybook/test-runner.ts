import type { Page } from '@playwright/test';
import { getStoryContext, type TestRunnerConfig, waitForPageReady } from '@storybook/test-runner';
import { getViolations, injectAxe } from 'axe-playwright';

/**
 * Every story is checked with axe after its play function, first in the light theme and again in the dark
 * one; any violation fails the story. The rules are the WCAG 2.0–2.2 A and AA ones: best-practice page
 * rules (landmarks, one h1) do not apply to a component shown on its own.
 */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type ThemeName = 'light' | 'dark';

async function checkTheme(page: Page, theme: ThemeName, disabledRules: string[]) {
  await page.evaluate((name) => {
    window.__setStoryTheme?.(name);
  }, theme);
  // Let styles apply (transitions are off: reduced motion is emulated).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  const violations = await getViolations(page, 'body', {
    runOnly: { type: 'tag', values: axeTags },
    rules: Object.fromEntries(disabledRules.map((id) => [id, { enabled: false }])),
  });
  if (violations.length > 0) {
    const report = violations
      .map(
        (violation) =>
          `- [${violation.id}] ${violation.help} (${violation.impact})\n${violation.nodes
            .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`)
            .join('\n')}`,
      )
      .join('\n');
    throw new Error(
      `axe found ${violations.length} accessibility violation(s) in the ${theme} theme:\n${report}`,
    );
  }
}

declare global {
  interface Window {
    __setStoryTheme?: (name: ThemeName) => void;
  }
}

const config: TestRunnerConfig = {
  async preVisit(page) {
    // Transitions and animations finish at once, so colours are checked in their final state.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const a11y = (storyContext.parameters?.a11y ?? {}) as {
      disable?: boolean;
      test?: 'error' | 'todo' | 'off';
      config?: { rules?: { id: string; enabled?: boolean }[] };
    };
    if (a11y.disable || a11y.test === 'off') return;
    const disabledRules = (a11y.config?.rules ?? [])
      .filter((rule) => rule.enabled === false)
      .map((rule) => rule.id);

    await waitForPageReady(page);
    await checkTheme(page, 'light', disabledRules);
    await checkTheme(page, 'dark', disabledRules);
    await page.evaluate(() => window.__setStoryTheme?.('light'));
  },
};

export default config;
