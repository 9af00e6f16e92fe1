import type { Plugin, Rolldown } from 'vite';
import { indexHtmlOf } from './bundle.ts';

// The entry's stylesheet (the font faces and their fallback, ~1 KB) goes into index.html as a
// <style> element. As a <link> it was render-blocking: the first paint of the page's static frame
// waited one more round trip for it, and on a phone the frame is all there is until the app's
// JavaScript arrives. Its `url()`s are absolute (/assets/...), so they resolve the same inline.

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

export function inlineEntryCss(): Plugin {
  return {
    name: 'dawa:inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite has written the preload lists into the chunks (below).
      order: 'post',
      handler(_options, bundle) {
        const html = indexHtmlOf(bundle);
        if (!html) return;
        const inlined: string[] = [];
        html.source = html.source.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const css = bundle[fileName];
          if (!css || css.type !== 'asset') return link;
          delete bundle[fileName];
          inlined.push(fileName);
          return `<style>${String(css.source).replaceAll('</style', '<\\/style')}</style>`;
        });
        // A lazy chunk that imports from the entry's chunk lists the entry's stylesheet among what to
        // preload with it, and the preload would fail: the file is gone, its rules are in the page.
        // Such a list names the entry's chunk instead, which is loaded already, so nothing is fetched.
        const entry = Object.values(bundle).find(
          (c): c is Rolldown.OutputChunk => c.type === 'chunk' && c.isEntry,
        );
        if (!entry) return;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          for (const fileName of inlined)
            chunk.code = chunk.code.replaceAll(`"${fileName}"`, `"${entry.fileName}"`);
        }
      },
    },
  };
}
