import type { Plugin } from 'vite';

const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\n?/g;

/**
 * Puts the entry's stylesheet inside its HTML (`<style>`), for the client's quote page: the first paint and the
 * script no longer wait for a second request (a script runs only once the stylesheets before it have loaded).
 * The page is served per link and never cached, so this costs its few KB on every open and saves a round trip.
 */
export function inlineStylesPlugin(): Plugin {
  return {
    name: 'scopewright:inline-styles',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const html of Object.values(bundle)) {
        if (html.type !== 'asset' || !html.fileName.endsWith('.html')) continue;
        const source = String(html.source);
        html.source = source.replace(STYLESHEET_LINK, (tag: string, fileName: string) => {
          const css = bundle[fileName];
          if (css?.type !== 'asset') return tag;
          delete bundle[fileName];
          // `</style` cannot occur in the built CSS's own text, but is escaped anyway.
          return `    <style>${String(css.source).replaceAll('</style', '<\\/style')}</style>\n`;
        });
      }
    },
  };
}
