import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` to index.html for the built font files whose names match `pattern` (the
 * Latin subset of the UI font). The stylesheet names the font, but the browser asks for it only once it lays out
 * text that needs it, after the scripts have rendered the page; the text is then laid out a second time when the
 * font arrives (on the dashboard's first load, a second full layout of ~60 ms).
 */
export function fontPreloadPlugin(pattern: RegExp): Plugin {
  return {
    name: 'scopewright:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.values(context.bundle ?? {}).filter(
          (file) => file.type === 'asset' && file.fileName.endsWith('.woff2') && pattern.test(file.fileName),
        );
        return fonts.map((font) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${font.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
