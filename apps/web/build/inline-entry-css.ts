import type { Plugin } from 'vite';
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
    generateBundle(_options, bundle) {
      const html = indexHtmlOf(bundle);
      if (!html) return;
      html.source = html.source.replace(STYLESHEET_LINK, (link, fileName: string) => {
        const css = bundle[fileName];
        if (!css || css.type !== 'asset') return link;
        delete bundle[fileName];
        return `<style>${String(css.source).replaceAll('</style', '<\\/style')}</style>`;
      });
    },
  };
}
