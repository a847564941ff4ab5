import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/flows/src/**/*.stories.tsx',
    '../apps/portal/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  // No vite.config.ts at the root, so the vanilla-extract plugin is added here (once).
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const plugins = (viteConfig.plugins ?? []).flat();
    const hasVanillaExtract = plugins.some(
      (plugin) =>
        plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name.startsWith('vanilla-extract'),
    );
    return mergeConfig(viteConfig, { plugins: hasVanillaExtract ? [] : [vanillaExtractPlugin()] });
  },
};

export default config;
