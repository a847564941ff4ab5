import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { getStoryContext, type TestRunnerConfig, waitForPageReady } from '@storybook/test-runner';
import { getViolations, injectAxe } from 'axe-playwright';
// CommonJS: a default import works both where Node loads this file and inside Jest.
import imageSnapshot from 'jest-image-snapshot';

/**
 * Every story is checked with axe after its play function, first in the light theme and again in the dark
 * one; any violation fails the story. The rules are the WCAG 2.0–2.2 A and AA ones: best-practice page
 * rules (landmarks, one h1) do not apply to a component shown on its own.
 *
 * Before axe, the story is compared with its committed screenshot (visual regression, see `checkVisual`).
 */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type ThemeName = 'light' | 'dark';

async function setTheme(page: Page, theme: ThemeName) {
  await page.evaluate((name) => {
    window.__setStoryTheme?.(name);
  }, theme);
  // Let styles apply (transitions are off: reduced motion is emulated).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

async function checkTheme(page: Page, theme: ThemeName, disabledRules: string[]) {
  await setTheme(page, theme);
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

/**
 * Visual regression. After the play function the story is photographed in Debian's Chromium and compared
 * with `.storybook/visual-baselines/<story id>[--dark].png`:
 * - the picture is the story root plus anything the story portals into <body> (popovers, dialogs, toasts),
 *   not the whole page; animations, transitions and the text caret are off and web fonts have loaded;
 * - a missing baseline is written and reported (commit it), except in CI (CI=true) where it fails the
 *   story; a difference beyond the tolerance fails the
 *   story and writes `<id>-diff.png` (baseline | difference | new) and the new picture to
 *   `test-results/storybook-visual/` (ignored by git);
 * - `UPDATE_SNAPSHOTS=1 pnpm test:storybook` (or `pnpm test:storybook -- -u`) rewrites the baselines
 *   that differ.
 * Light theme only by default (the dark theme is held to account by axe; keeping the baselines small):
 * a story adds `parameters: { visual: { themes: ['light', 'dark'] } }` for both, or
 * `parameters: { visual: { disable: true } }` when its picture cannot be deterministic.
 */
export interface VisualParameters {
  /** Skip the screenshot comparison for this story. */
  disable?: boolean;
  /** Themes to photograph. @default ['light'] */
  themes?: ThemeName[];
}

const root = process.cwd();
export const visualBaselineDir = join(root, '.storybook', 'visual-baselines');
export const visualOutputDir = join(root, 'test-results', 'storybook-visual');

const toMatchImageSnapshot = imageSnapshot.configureToMatchImageSnapshot({
  customSnapshotsDir: visualBaselineDir,
  customDiffDir: visualOutputDir,
  storeReceivedOnFailure: true,
  customReceivedDir: visualOutputDir,
  // pixelmatch: a pixel differs when its colour moves more than 5 % (anti-aliased edges are ignored) …
  customDiffConfig: { threshold: 0.05, includeAA: false },
  // … and the story fails when more than 0.05 % of its pixels differ.
  failureThreshold: 0.0005,
  failureThresholdType: 'percent',
  runInProcess: true,
});

/** Stops every animation, transition and the caret, so pictures do not depend on timing. */
const freezeCss = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;

/** The box around the story root and whatever the story put into <body> beside it, in page pixels. */
async function storyClip(page: Page) {
  return page.evaluate(() => {
    const ignored = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT']);
    const parts: Element[] = [];
    const storyRoot = document.getElementById('storybook-root');
    if (storyRoot) parts.push(storyRoot);
    for (const child of Array.from(document.body.children)) {
      if (ignored.has(child.tagName) || child.id === 'storybook-root' || child.id === 'storybook-docs')
        continue;
      if (Array.from(child.classList).some((name) => name.startsWith('sb-'))) continue;
      const style = getComputedStyle(child);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      parts.push(child);
    }
    let left = Number.POSITIVE_INFINITY;
    let top = Number.POSITIVE_INFINITY;
    let right = Number.NEGATIVE_INFINITY;
    let bottom = Number.NEGATIVE_INFINITY;
    for (const part of parts) {
      const box = part.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      left = Math.min(left, box.left);
      top = Math.min(top, box.top);
      right = Math.max(right, box.right, box.left + part.scrollWidth);
      bottom = Math.max(bottom, box.bottom);
    }
    const pageWidth = document.documentElement.scrollWidth;
    const pageHeight = document.documentElement.scrollHeight;
    if (!Number.isFinite(left)) return null;
    const x = Math.max(0, Math.floor(left + window.scrollX));
    const y = Math.max(0, Math.floor(top + window.scrollY));
    return {
      x,
      y,
      width: Math.max(1, Math.min(pageWidth, Math.ceil(right + window.scrollX)) - x),
      height: Math.max(1, Math.min(pageHeight, Math.ceil(bottom + window.scrollY)) - y),
    };
  });
}

async function checkVisual(page: Page, storyId: string, visual: VisualParameters) {
  // STORYBOOK_VISUAL=0 runs the play functions and axe only.
  if (visual.disable || process.env.STORYBOOK_VISUAL === '0') return;
  await page.addStyleTag({ content: freezeCss });
  await page.evaluate(() => document.fonts.ready.then(() => null));
  for (const theme of visual.themes ?? ['light']) {
    await setTheme(page, theme);
    const clip = await storyClip(page);
    const image = await page.screenshot({
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      fullPage: true,
      ...(clip ? { clip } : {}),
    });
    const identifier = theme === 'light' ? storyId : `${storyId}--${theme}`;
    const baseline = join(visualBaselineDir, `${identifier}.png`);
    if (!existsSync(baseline)) {
      // In CI a missing picture fails the story: a baseline written there would compare the story with
      // itself and never be committed. Elsewhere it is written and reported, to be committed.
      if (process.env.CI === 'true') {
        throw new Error(
          `[visual] ${identifier} has no baseline (.storybook/visual-baselines/${identifier}.png): ` +
            'run `pnpm test:storybook` locally and commit the picture it writes.',
        );
      }
      mkdirSync(visualBaselineDir, { recursive: true });
      writeFileSync(baseline, image);
      console.log(`[visual] new baseline written: .storybook/visual-baselines/${identifier}.png`);
      continue;
    }
    try {
      expect(image).toMatchImageSnapshot({ customSnapshotIdentifier: identifier });
    } catch (error) {
      throw new Error(
        `[visual] ${identifier} (${theme} theme) no longer matches its baseline.\n${(error as Error).message}\n` +
          'If the change is intended, rewrite the baselines: UPDATE_SNAPSHOTS=1 pnpm test:storybook',
      );
    }
  }
  await setTheme(page, 'light');
}

declare global {
  interface Window {
    __setStoryTheme?: (name: ThemeName) => void;
  }
}

declare global {
  namespace jest {
    interface Matchers<R> {
      toMatchImageSnapshot(options?: { customSnapshotIdentifier?: string }): R;
    }
  }
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    // Transitions and animations finish at once, so colours are checked in their final state.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    await waitForPageReady(page);

    await checkVisual(page, context.id, (storyContext.parameters?.visual ?? {}) as VisualParameters);

    const a11y = (storyContext.parameters?.a11y ?? {}) as {
      disable?: boolean;
      test?: 'error' | 'todo' | 'off';
      config?: { rules?: { id: string; enabled?: boolean }[] };
    };
    if (a11y.disable || a11y.test === 'off') return;
    const disabledRules = (a11y.config?.rules ?? [])
      .filter((rule) => rule.enabled === false)
      .map((rule) => rule.id);

    await checkTheme(page, 'light', disabledRules);
    await checkTheme(page, 'dark', disabledRules);
    await setTheme(page, 'light');
  },
};

export default config;
