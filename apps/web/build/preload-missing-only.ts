import type { Plugin } from 'vite';

// Vite writes, beside every dynamic import (each route's `lazy`), the list of chunks to preload
// with it. Those lists also name every chunk the importing file statically depends on, such as the
// framework, MUI's core and the layout, which the browser has necessarily loaded before the import
// can run: with ~60 routes that is kilobytes of file names in the entry chunk, on the first page's
// JavaScript budget. This plugin keeps in each list only what may still be missing. Preloading a
// module already loaded does nothing, so the pages load the same; only the lists get shorter.

interface ChunkGraph {
  imports: (fileName: string) => readonly string[] | undefined;
}

export function preloadMissingOnly(): {
  plugin: Plugin;
  resolveDependencies: (filename: string, deps: string[], context: { hostId: string }) => string[];
} {
  let graph: ChunkGraph | null = null;
  const closures = new Map<string, Set<string>>();

  /** The host chunk and everything it imports statically, transitively. */
  const loadedWith = (host: string): Set<string> => {
    const known = closures.get(host);
    if (known) return known;
    const seen = new Set<string>();
    const stack = [host];
    while (stack.length > 0) {
      const file = stack.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(graph?.imports(file) ?? []));
    }
    closures.set(host, seen);
    return seen;
  };

  return {
    plugin: {
      name: 'dawa:preload-missing-only',
      apply: 'build',
      generateBundle: {
        // Before Vite's import analysis, which asks `resolveDependencies` for each list.
        order: 'pre',
        handler(_options, bundle) {
          closures.clear();
          graph = {
            imports: (fileName) => {
              const output = bundle[fileName];
              return output?.type === 'chunk' ? output.imports : undefined;
            },
          };
        },
      },
    },
    resolveDependencies: (_filename, deps, { hostId }) => {
      if (!graph) return deps; // no bundle seen: keep Vite's list
      const loaded = loadedWith(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
