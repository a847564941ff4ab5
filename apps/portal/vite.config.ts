import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './precompress';
import { preloadPruning } from './preloadPruning';

// A signed-in user's side menu loads with the session on every route (Shell's preloadSignedInShell), so the
// preload lists of the pages that need a sign-in leave out its chunks.
const preloads = preloadPruning({
  alreadyLoaded: [{ host: /src\/app\/pageRegistry\.tsx$/, loaded: /src\/app\/lazy\/SideMenu\.ts$/ }],
});

// The portal is served by apps/server on the same origin as the API; in `vite dev` the API is proxied.
export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // React Aria ships its own strings (drop zones, tables, date fields…) in 34 languages; the portal speaks
    // English only (one message catalogue), so only en-US stays in the bundle; the others were a third of
    // some routes.
    optimizeLocales.vite({ locales: ['en-US'] }),
    // Writes file.br and file.gz beside the build's text files for the server (static.ts).
    precompressPlugin(),
    preloads.plugin,
  ],
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/bench-bundle.mjs reads the manifest to add up what each route loads.
    manifest: true,
    target: 'es2022',
    // The lazy pages' preload lists without the chunks their importer already loaded (preloadPruning.ts).
    modulePreload: preloads.modulePreload,
    reportCompressedSize: false,
    rollupOptions: {
      output: {
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': process.env.API_ORIGIN ?? 'http://127.0.0.1:8080' },
  },
});
