import type { Rolldown } from 'vite';

// What the build plugins read of a finished bundle: index.html, and the chunk graph.

type Bundle = Rolldown.OutputBundle;

/** The bundle's index.html asset, when this build has one (a library or test build may not). */
export function indexHtmlOf(bundle: Bundle): (Rolldown.OutputAsset & { source: string }) | null {
  const html = bundle['index.html'];
  return html?.type === 'asset' && typeof html.source === 'string'
    ? (html as Rolldown.OutputAsset & { source: string })
    : null;
}

/** `fileName` and every chunk it imports statically, transitively (what loads with it). */
export function staticClosure(bundle: Bundle, fileName: string): Set<string> {
  const seen = new Set<string>();
  const stack = [fileName];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') stack.push(...chunk.imports);
  }
  return seen;
}
