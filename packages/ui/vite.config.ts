import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

const external = [
  ...Object.keys(packageJson.dependencies ?? {}),
  ...Object.keys(packageJson.peerDependencies ?? {}),
];

/**
 * Library mode: the components (dist/index.js) and the pure formatters (dist/format.js, `@b2b-portal/ui/format`:
 * no React, no CSS, for servers) plus one stylesheet (dist/ui.css); types come from `tsc -p tsconfig.build.json`.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    lib: {
      entry: { index: 'src/index.ts', format: 'src/format/format.ts' },
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
      cssFileName: 'ui',
    },
    rollupOptions: {
      // Every dependency and its subpaths stay external (react/jsx-runtime, dompurify…).
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
    },
    sourcemap: true,
  },
});
