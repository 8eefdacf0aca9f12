import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const FIRST_SCRIPT = /[ \t]*<script type="module"/;

/**
 * Moves the built stylesheet links ahead of the entry script and its modulepreload links in index.html. The
 * stylesheet is the only render-blocking request; listed after half a dozen scripts it waits for a free
 * connection on HTTP/1.1 and shares bandwidth with them, which delays the first paint of prerendered pages.
 */
export function stylesFirstPlugin(): Plugin {
  return {
    name: 'scopewright:styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(STYLESHEET);
        const script = html.match(FIRST_SCRIPT);
        if (!links || !script) return html;
        const withoutLinks = html.replace(STYLESHEET, '');
        return withoutLinks.replace(FIRST_SCRIPT, (tag) => `${links.join('')}${tag}`);
      },
    },
  };
}
