import type { Plugin, Rolldown, UserConfig } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/**
 * Shorter preload lists for the lazy pages (issue 17): Vite lists, for each `import()`, every chunk the imported
 * chunk needs, including the ones the importing chunk itself imports statically. Those are loaded before the
 * importer runs, so preloading them again does nothing, and the lists are part of the entry (the page registry:
 * some 40 chunks a page, in every route's first paint). This drops them.
 *
 * The plugin keeps the bundle when the bundle is written (before Vite's import analysis fills in the lists), and
 * `resolveDependencies` answers each list without the importer's static closure. Without the bundle (another
 * Vite) the lists stay whole.
 */
export function preloadPruning(
  options: {
    /**
     * Chunks known to be loaded, or loading, whenever a host chunk runs: `host` and `loaded` match the modules the
     * chunks are made for (their facade). The host's lists leave out the static closure of the `loaded` chunk too.
     */
    alreadyLoaded?: readonly { host: RegExp; loaded: RegExp }[];
  } = {},
): {
  plugin: Plugin;
  modulePreload: NonNullable<UserConfig['build']>['modulePreload'];
} {
  let bundle: OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();
  const staticClosure = (fileName: string): Set<string> => {
    const known = closures.get(fileName);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (name: string) => {
      const chunk = bundle?.[name];
      if (chunk?.type !== 'chunk' || seen.has(name)) return;
      seen.add(name);
      chunk.imports.forEach(visit);
    };
    visit(fileName);
    closures.set(fileName, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'portal:preload-pruning',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    modulePreload: {
      resolveDependencies: (_fileName, deps, { hostId, hostType }) => {
        if (!bundle || hostType !== 'js') return deps;
        const loaded = new Set(staticClosure(hostId));
        const host = bundle[hostId];
        for (const rule of options.alreadyLoaded ?? []) {
          if (host?.type !== 'chunk' || !rule.host.test(host.facadeModuleId ?? '')) continue;
          const other = Object.values(bundle).find(
            (chunk) => chunk.type === 'chunk' && rule.loaded.test(chunk.facadeModuleId ?? ''),
          );
          if (other) for (const name of staticClosure(other.fileName)) loaded.add(name);
        }
        return deps.filter((dep) => !loaded.has(dep));
      },
    },
  };
}
