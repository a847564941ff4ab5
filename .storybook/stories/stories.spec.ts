import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { type A11yParameters, checkDarkTheme, type RenderedStory, renderStory } from './render';
import { checkVisual, freezeCss, trackRequests, type VisualParameters } from './visual';

/**
 * Every story of the built Storybook (storybook-static/index.json), each a test:
 * 1. rendered in the preview with its play function; a story that throws, or whose play function fails,
 *    fails with the error;
 * 2. axe, light theme: @storybook/addon-a11y runs axe after every story (every rule but `region`) and
 *    `parameters.a11y.test: 'error'` (preview.tsx) makes a violation fail the story;
 * 3. its picture compared with `.storybook/visual-baselines/<story id>.png` (visual.ts);
 * 4. axe, dark theme: the theme changes colours only, so the rules whose outcome depends on colour run again.
 *
 * Each worker keeps one page; a story file's stories render one after another in the preview opened for that
 * file, as in Storybook's test runner, without a new browser context, test environment and module registry
 * per file. A failure ends the worker, and the next story starts in a fresh page.
 */

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  importPath: string;
  tags?: string[];
}

const staticDir =
  process.env.STORYBOOK_STATIC_DIR ?? fileURLToPath(new URL('../../storybook-static', import.meta.url));
const storybookUrl = process.env.STORYBOOK_URL;
if (!storybookUrl) throw new Error('STORYBOOK_URL is not set: run the stories with `pnpm test:storybook`.');

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (entry.tags ?? []).includes('test'),
);

/** The runner's page size (playwright.config.ts) unless a story asks for another width. */
const defaultViewport = { width: 1280, height: 720 };

/**
 * The page size a story is rendered at: a tag `viewport-<width>` (e.g. `viewport-320`) renders it in a page that
 * wide, as a phone or a window of that width would show it (stories of layouts that must fit from 320 px up).
 */
function viewportOf(entry: IndexEntry): { width: number; height: number } {
  const tag = (entry.tags ?? []).find((name) => /^viewport-\d+$/.test(name));
  return tag ? { ...defaultViewport, width: Number(tag.slice('viewport-'.length)) } : defaultViewport;
}

/** Opens (or opens again) Storybook's preview in the page, with the freezing style. */
async function openPreview(page: Page): Promise<void> {
  await page.goto(new URL('iframe.html', `${storybookUrl}/`).toString(), { waitUntil: 'load' });
  await page.waitForFunction(() => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } })
      .__STORYBOOK_PREVIEW__;
    return Boolean(preview?.storyStoreValue);
  });
  await page.addStyleTag({ content: freezeCss });
}

/** One page per worker; the static build is cached, so opening the preview again costs little. */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      trackRequests(page);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

// A file's stories run in order in one page, opened afresh for the file: what one story leaves behind in the
// libraries' module state (a tooltip's warm-up, a focus manager) reaches only the stories written beside it,
// as in Storybook's test runner. Files are spread over the workers.
const byFile = new Map<string, IndexEntry[]>();
for (const story of stories) byFile.set(story.importPath, [...(byFile.get(story.importPath) ?? []), story]);

for (const [importPath, entries] of byFile) {
  test.describe(importPath.replace(/^\.\//, ''), () => {
    test.describe.configure({ mode: 'default' });
    test.beforeAll(async ({ preview }) => {
      await openPreview(preview);
    });
    for (const entry of entries) {
      test(`${entry.title} › ${entry.name}`, async ({ preview }) => {
        await preview.setViewportSize(viewportOf(entry));
        const rendered: RenderedStory = await renderStory(preview, entry.id, storybookUrl);
        const visual = (rendered.parameters.visual ?? {}) as VisualParameters;
        await checkVisual(preview, entry.id, visual, (image, name) =>
          expect(image, `${name} matches its baseline`).toMatchSnapshot(name),
        );
        await checkDarkTheme(preview, (rendered.parameters.a11y ?? {}) as A11yParameters);
      });
    }
  });
}
