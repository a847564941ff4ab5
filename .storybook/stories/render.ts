import type { Page } from '@playwright/test';

export type ThemeName = 'light' | 'dark';

/**
 * The story's `parameters.a11y`, as @storybook/addon-a11y reads them. `test` is the addon's own setting: `error`
 * fails the story on a violation (preview.tsx sets it for every story), the value `'todo'` reports violations
 * without failing (the addon's name for a known problem being worked on), `off` does not check.
 */
export interface A11yParameters {
  disable?: boolean;
  test?: 'error' | 'todo' | 'off';
  config?: { rules?: { id: string; enabled?: boolean }[] };
}

export interface RenderedStory {
  /** The story's parameters this runner reads (`visual`, `a11y`); the rest is not sent back. */
  parameters: { visual?: unknown; a11y?: unknown };
}

interface Outcome {
  error?: string;
  parameters: RenderedStory['parameters'];
  a11y?: { violations: AxeViolation[]; mode: 'error' | 'todo' };
}

interface AxeViolation {
  id: string;
  help: string;
  impact?: string | null;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** axe's findings as a readable list: rule, what it wants, and each element with what to fix. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `- [${violation.id}] ${violation.help} (${violation.impact})\n${violation.nodes
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`)
          .join('\n')}`,
    )
    .join('\n');
}

/**
 * Renders a story in the preview page the way Storybook's runners do: asks the preview for it on the channel
 * and waits for the end of its play function. Throws with the story's error (render, loaders, play function,
 * an unhandled error while playing), or with the light-theme axe violations the a11y addon reported when
 * `parameters.a11y.test` is 'error'.
 */
export async function renderStory(page: Page, storyId: string, storybookUrl: string): Promise<RenderedStory> {
  const outcome = await page.evaluate(
    (id) =>
      new Promise<Outcome>((resolve) => {
        type Listener = (...args: never[]) => void;
        interface Channel {
          on(event: string, listener: Listener): void;
          off(event: string, listener: Listener): void;
          emit(event: string, payload: unknown): void;
        }
        interface Story {
          parameters?: Record<string, unknown>;
          globals?: Record<string, unknown>;
        }
        const w = window as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: Channel;
          __STORYBOOK_PREVIEW__: { currentRender?: { story?: Story } };
        };
        const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
        const story = (): Story => w.__STORYBOOK_PREVIEW__.currentRender?.story ?? {};
        const parameters = () => {
          const p = story().parameters ?? {};
          return JSON.parse(JSON.stringify({ visual: p.visual ?? null, a11y: p.a11y ?? null }));
        };
        const message = (value: unknown): string => {
          if (value && typeof value === 'object') {
            const { message: text, stack, description, title } = value as Record<string, unknown>;
            if (typeof stack === 'string' && stack.includes(String(text))) return stack;
            return [title, description, text].filter(Boolean).join('\n') || JSON.stringify(value);
          }
          return String(value);
        };
        const listeners: Record<string, Listener> = {};
        const settle = (result: Outcome) => {
          for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
          resolve(result);
        };
        const fail = (error: unknown) => settle({ error: message(error), parameters: parameters() });
        listeners.storyErrored = fail;
        listeners.storyThrewException = fail;
        listeners.playFunctionThrewException = fail;
        listeners.unhandledErrorsWhilePlaying = ((errors: unknown[]) => fail(errors[0])) as Listener;
        listeners.storyMissing = ((missing: string) => {
          if (missing === id) fail(`The story ${id} is missing from the preview.`);
        }) as Listener;
        listeners.storyFinished = ((data: {
          storyId: string;
          status?: string;
          reporters?: { type: string; result?: { violations?: AxeViolation[] } }[];
        }) => {
          if (data.storyId !== id) return;
          const current = story();
          const a11y = (current.parameters?.a11y ?? {}) as { disable?: boolean; test?: string };
          const manual = (current.globals?.a11y as { manual?: boolean } | undefined)?.manual === true;
          const violations =
            data.reporters?.find((report) => report.type === 'a11y')?.result?.violations ?? [];
          const checked = !manual && a11y.disable !== true && a11y.test !== 'off' && violations.length > 0;
          settle({
            parameters: parameters(),
            ...(checked
              ? {
                  a11y: {
                    mode: a11y.test === 'error' ? ('error' as const) : ('todo' as const),
                    violations: JSON.parse(
                      JSON.stringify(
                        violations.map((v) => ({ id: v.id, help: v.help, impact: v.impact, nodes: v.nodes })),
                      ),
                    ),
                  },
                }
              : {}),
          });
        }) as Listener;
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        // The story before may have scrolled the page: each story starts at the top, as on its own page.
        window.scrollTo(0, 0);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
  const link = `${storybookUrl}/?path=/story/${storyId}`;
  if (outcome.error) throw new Error(`${outcome.error}\n\nOpen the story: ${link}`);
  if (outcome.a11y) {
    const report =
      `axe found ${outcome.a11y.violations.length} accessibility violation(s) in the light theme:\n` +
      `${describeViolations(outcome.a11y.violations)}\n\nOpen the story: ${link}&addonPanel=storybook/a11y/panel`;
    if (outcome.a11y.mode === 'error') throw new Error(report);
    // The addon's `a11y.test` set to 'todo' marks a known problem: reported, and the story passes.
    console.warn(`[${storyId}] ${report}`);
  }
  // Web fonts loaded and one frame drawn before anything looks at the story.
  await page.evaluate(() =>
    document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null)))),
  );
  return { parameters: outcome.parameters };
}

export async function setTheme(page: Page, theme: ThemeName): Promise<void> {
  await page.evaluate((name) => {
    (window as unknown as { __setStoryTheme?: (theme: string) => void }).__setStoryTheme?.(name);
    return new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
  }, theme);
}

/** The axe rules whose outcome a change of colours can change (WCAG 1.4.3 contrast, 1.4.1 links in text). */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * The dark theme changes colours only: the rules that depend on colour run again in it (the story's own
 * disabled rules excepted), and any violation fails the story. The page goes back to the light theme.
 */
export async function checkDarkTheme(page: Page, a11y: A11yParameters): Promise<void> {
  if (a11y.disable || a11y.test === 'off') return;
  const disabled = new Set((a11y.config?.rules ?? []).filter((r) => r.enabled === false).map((r) => r.id));
  const rules = colourRules.filter((id) => !disabled.has(id));
  if (rules.length === 0) return;
  await setTheme(page, 'dark');
  try {
    const violations = await page.evaluate(async (values) => {
      const axe = (window as unknown as { axe?: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
      if (!axe) throw new Error('axe is not loaded in the preview (is @storybook/addon-a11y installed?)');
      const result = (await axe.run(
        // Storybook's own elements are always in the document; the a11y addon leaves them out too.
        { include: document.body, exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'] },
        { runOnly: { type: 'rule', values } },
      )) as { violations: AxeViolation[] };
      return JSON.parse(JSON.stringify(result.violations)) as AxeViolation[];
    }, rules);
    if (violations.length > 0) {
      throw new Error(
        `axe found ${violations.length} accessibility violation(s) in the dark theme:\n${describeViolations(violations)}`,
      );
    }
  } finally {
    await setTheme(page, 'light');
  }
}
