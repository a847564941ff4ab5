import type { Page } from '@playwright/test';
import { setTheme, type ThemeName } from './render';

/**
 * Visual regression. After its play function the story is photographed and compared with
 * `.storybook/visual-baselines/<story id>[--dark].png` (Playwright's comparison, set in playwright.config.ts):
 * - the picture is the story root plus anything the story portals into <body> (popovers, dialogs, toasts),
 *   not the whole page; animations, transitions and the text caret are off and web fonts have loaded;
 * - a missing baseline fails the story in CI (CI=true); elsewhere it is written (commit it);
 * - a difference beyond the tolerance fails the story and leaves the expected, actual and diff pictures in
 *   `test-results/storybook/` (ignored by git);
 * - `UPDATE_SNAPSHOTS=1 pnpm test:storybook` rewrites the baselines that differ.
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

/**
 * Stops every animation, transition and the caret, so pictures and colours do not depend on timing. Put into
 * the preview page once, before its first story (stories.spec.ts): axe in the dark theme reads colours right
 * after the switch, which a transition would catch half-way.
 */
export const freezeCss = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;

/**
 * The box around the story root and whatever the story put into <body> beside it that draws anything, in page
 * pixels.
 */
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
      // What draws nothing does not widen the picture: a visually hidden element (react-aria's live announcer,
      // a 1 x 1 px box clipped away, left in <body> by an earlier story) made the same story 1248 or 1249 px wide.
      const box = child.getBoundingClientRect();
      const clippedAway = style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)';
      if (clippedAway || (box.width <= 1 && box.height <= 1)) continue;
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

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's requests in flight, so `settle` can wait for the chunks a story loads late. */
export function trackRequests(page: Page): void {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Waits for what a story shows once the browser is idle (the signed-in header's search form and portals menu
 * mount then, from chunks of their own): an idle moment with no request in flight, then a frame. At most 5 s.
 */
async function settle(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  const deadline = Date.now() + 5_000;
  for (;;) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          // Past useAfterIdle's own 2 s: on a busy machine its callback comes by that time-out, before this one.
          requestIdleCallback(() => requestAnimationFrame(() => resolve()), { timeout: 2_500 }),
        ),
    );
    if (!pending || pending.size === 0 || Date.now() > deadline) return;
    await page.waitForTimeout(20);
  }
}

/**
 * Photographs the story in each of its themes and hands each picture to `compare` under its baseline's file
 * name.
 */
export async function checkVisual(
  page: Page,
  storyId: string,
  visual: VisualParameters,
  compare: (image: Buffer, name: string) => void,
): Promise<void> {
  // STORYBOOK_VISUAL=0 runs the play functions and axe only.
  if (visual.disable || process.env.STORYBOOK_VISUAL === '0') return;
  await settle(page);
  try {
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
      compare(image, `${theme === 'light' ? storyId : `${storyId}--${theme}`}.png`);
    }
  } finally {
    await setTheme(page, 'light');
  }
}
