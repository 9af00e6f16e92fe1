import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import { indexHtmlOf } from './bundle.ts';

// The page's static frame (index.html) paints before any of the app's code runs. Evaluating the
// app's modules takes a slow phone a few hundred milliseconds, and when the files come fast (a
// warm cache, a near server) the browser used to run them before its first paint, so the frame
// never showed and the screen stayed blank until React drew the page.
//
// The app's entry script becomes a <link rel="modulepreload"> (downloaded and compiled with the
// page, as before, but not run) and start-app.js, a classic deferred script (fingerprinted under
// assets/ like the rest), imports it once the frame is on screen. Development (`vite dev`) keeps
// the plain module script.

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

export function startAppAfterFirstPaint(): Plugin {
  return {
    name: 'dawa:start-app-after-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = indexHtmlOf(bundle);
      if (!html) return;
      if (!ENTRY_SCRIPT.test(html.source))
        throw new Error('start-app: no entry script in index.html');
      const starter = this.getFileName(
        this.emitFile({
          type: 'asset',
          name: 'start-app.js',
          source: readFileSync(new URL('start-app.js', import.meta.url), 'utf8'),
        }),
      );
      const entry = Object.values(bundle).find(
        (c): c is Rolldown.OutputChunk => c.type === 'chunk' && c.isEntry,
      );
      // The entry's static imports in its import order: evaluated one per task before it.
      const chunks = (entry?.imports ?? []).map((fileName) => `/${fileName}`).join(' ');
      html.source = html.source.replace(
        ENTRY_SCRIPT,
        (_tag, src: string) =>
          `<link rel="modulepreload" crossorigin href="${src}">\n    ` +
          `<script src="/${starter}" data-app="${src}" data-chunks="${chunks}" defer></script>`,
      );
    },
  };
}
