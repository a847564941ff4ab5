import { defineConfig, type UserConfig } from 'vite';

interface PackageJson {
  exports: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * The library build of @b2b-portal/api and @b2b-portal/flows: Vite library mode, one output file per source
 * module. tsc alone emits `import './en'` without an extension, which Node's ESM loader cannot resolve; the
 * bundler writes explicit `.js` paths. Types come from `tsc -p tsconfig.build.json` (declarations only).
 */
export function libraryConfig(packageJson: PackageJson): UserConfig {
  const external = [
    ...Object.keys(packageJson.dependencies ?? {}),
    ...Object.keys(packageJson.peerDependencies ?? {}),
  ];
  // One entry per subpath of the `exports` map: '.' → dist/index.js, './rules' → dist/rules/index.js.
  const entry = Object.fromEntries(
    Object.entries(packageJson.exports).map(([subpath, source]) => [
      subpath === '.' ? 'index' : `${subpath.slice(2)}/index`,
      source,
    ]),
  );
  return defineConfig({
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
}
