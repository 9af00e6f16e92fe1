import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import { indexHtmlOf, staticClosure } from './bundle.ts';

// The server knows which page a navigation opens before the app does: it matches the path against
// the contract's route table. This plugin writes route-preloads.json, each route path of the page
// table (src/app/routes.tsx) with the chunks its page needs beyond what index.html loads anyway,
// and the server writes them into that page's index.html as <link rel="modulepreload">. Without
// them a page's code is asked for only once the app has run, a round trip later on a phone.

const ROUTES_SOURCE = new URL('../src/app/routes.tsx', import.meta.url);
/** `'/path': () => import('../features/x/page.tsx')` in the PAGES table. */
const PAGE_ENTRY = /'([^']+)':\s*\(\)\s*=>\s*import\('\.\.\/([^']+)'\)/g;

export function routePreloads(): Plugin {
  return {
    name: 'dawa:route-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = indexHtmlOf(bundle);
      if (!html) return;
      const chunks = Object.values(bundle).filter(
        (c): c is Rolldown.OutputChunk => c.type === 'chunk',
      );
      const preloads: Record<string, string[]> = {};
      for (const [, path, module] of readFileSync(ROUTES_SOURCE, 'utf8').matchAll(PAGE_ENTRY)) {
        const page = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${module}`));
        if (!page || !path) continue;
        preloads[path] = [...staticClosure(bundle, page.fileName)]
          .map((fileName) => `/${fileName}`)
          .filter((file) => !html.source.includes(`"${file}"`));
      }
      if (Object.keys(preloads).length === 0) throw new Error('route-preloads: no page found');
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(preloads),
      });
    },
  };
}
