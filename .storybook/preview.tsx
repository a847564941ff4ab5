import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { configure } from 'storybook/test';
import '../packages/ui/src/styles';
import { darkTheme, lightTheme } from '../packages/ui/src/foundations/themes';

// A play function's find* waits up to 5 s (testing-library's default is 1 s): parts load after the first paint
// (issue 14: a Select's listbox, a list's table), and on a loaded 2-core machine the chunk takes longer than a
// second (SearchCard's Search With Values missed its 'Unpaid' option once). What never comes still fails.
configure({ asyncUtilTimeout: 5_000 });

const themes = { light: lightTheme, dark: darkTheme } as const;
type ThemeName = keyof typeof themes;

/**
 * The theme class goes on <html> so overlays that portal into <body> (modals, popovers, toasts) are themed
 * too. The test runner calls `window.__setStoryTheme('dark')` to run axe again in the dark theme.
 */
function applyTheme(name: ThemeName) {
  const root = document.documentElement;
  root.classList.remove(...Object.values(themes));
  root.classList.add(themes[name]);
  root.dataset.theme = name;
}

declare global {
  interface Window {
    __setStoryTheme?: (name: ThemeName) => void;
  }
}
if (typeof window !== 'undefined') window.__setStoryTheme = applyTheme;

const withTheme: Decorator = (Story, context) => {
  const name: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  applyTheme(name);
  useEffect(() => applyTheme(name), [name]);
  return <Story />;
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    // Violations fail the story in the test runner (and show as errors in the a11y panel).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
  },
  tags: ['autodocs'],
};

export default preview;
