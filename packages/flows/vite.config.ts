import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

const external = [
  ...Object.keys(packageJson.dependencies ?? {}),
  ...Object.keys((packageJson as { peerDependencies?: Record<string, string> }).peerDependencies ?? {}),
];

// One entry per subpath of the `exports` map: '.' → src/index.ts → dist/index.js, './rules' → dist/rules/index.js.
const entry = Object.fromEntries(
  Object.entries(packageJson.exports).map(([subpath, source]) => [
    subpath === '.' ? 'index' : `${subpath.slice(2)}/index`,
    source,
  ]),
);

/**
 * Library mode, one output file per source module: tsc alone emits `import './en'` without an extension,
 * which Node's ESM loader (the server, scripts, tests in a consumer) cannot resolve; the bundler writes
 * explicit `.js` paths. Types come from `tsc -p tsconfig.build.json` (declarations only).
 */
export default defineConfig({
  build: {
    lib: { entry, formats: ['es'] },
    rollupOptions: {
      // Every dependency and its subpaths stay external.
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
    // Consumers minify; readable output keeps stack traces and reviews of the package useful.
    minify: false,
    sourcemap: true,
    target: 'es2022',
  },
});
