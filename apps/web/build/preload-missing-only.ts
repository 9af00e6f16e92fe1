import type { Plugin, Rolldown } from 'vite';
import { staticClosure } from './bundle.ts';

// Vite writes, beside every dynamic import (each route's `lazy`), the list of chunks to preload
// with it. Those lists also name every chunk the importing file statically depends on, such as the
// framework, MUI's core and the layout, which the browser has necessarily loaded before the import
// can run: with ~60 routes that is kilobytes of file names in the entry chunk, on the first page's
// JavaScript budget. This plugin keeps in each list only what may still be missing. Preloading a
// module already loaded does nothing, so the pages load the same; only the lists get shorter.

export function preloadMissingOnly(): {
  plugin: Plugin;
  resolveDependencies: (filename: string, deps: string[], context: { hostId: string }) => string[];
} {
  let bundle: Rolldown.OutputBundle | null = null;
  const closures = new Map<string, Set<string>>();

  /** The host chunk and everything it imports statically, transitively. */
  const loadedWith = (host: string): Set<string> => {
    let loaded = closures.get(host);
    if (!loaded) {
      loaded = bundle ? staticClosure(bundle, host) : new Set([host]);
      closures.set(host, loaded);
    }
    return loaded;
  };

  return {
    plugin: {
      name: 'dawa:preload-missing-only',
      apply: 'build',
      generateBundle: {
        // Before Vite's import analysis, which asks `resolveDependencies` for each list.
        order: 'pre',
        handler(_options, output) {
          closures.clear();
          bundle = output;
        },
      },
    },
    resolveDependencies: (_filename, deps, { hostId }) => {
      if (!bundle) return deps; // no bundle seen: keep Vite's list
      const loaded = loadedWith(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
