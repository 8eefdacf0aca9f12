import { findPublicPage } from '@scopewright/domain';
import { seoHeadTags } from './seo-head';

export interface PageMeta {
  title?: string;
  description?: string;
  noindex: boolean;
  /** Canonical, Open Graph, Twitter and JSON-LD tags of an indexable public page. */
  head?: string;
}

const NOINDEX_WITH_QUERY = new Set(['/documentation', '/support']);

/** Title, description and robots for one SPA path (docs/product-rules.md#public-pages): unknown and private pages are noindex. */
export function pageMetaFor(path: string, search: URLSearchParams, isNotFound: boolean, appUrl?: string): PageMeta {
  if (isNotFound) {
    const notFound = findPublicPage('/not-found');
    return { title: notFound?.title, description: notFound?.description, noindex: true };
  }
  const page = findPublicPage(path);
  if (!page) return { noindex: true };
  const searched = NOINDEX_WITH_QUERY.has(path) && search.has('q');
  const head = appUrl && page.indexable ? seoHeadTags(page, appUrl) : undefined;
  return { title: page.title, description: page.description, noindex: !page.indexable || searched, head };
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const TITLE = /<title(?:\s[^>]*)?>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+[^>]*name\s*=\s*["']description["'][^>]*>/i;
const ROBOTS = /<meta\s+[^>]*name\s*=\s*["']robots["'][^>]*>\s*/gi;
const HEAD_END = /<\/head>/i;

export const insertBeforeHeadEnd = (html: string, tag: string) =>
  HEAD_END.test(html) ? html.replace(HEAD_END, () => `${tag}\n</head>`) : `${tag}\n${html}`;

const replaceOrInsert = (html: string, pattern: RegExp, tag: string) =>
  pattern.test(html) ? html.replace(pattern, () => tag) : insertBeforeHeadEnd(html, tag);

export function injectPageMeta(html: string, meta: PageMeta): string {
  let out = html.replace(ROBOTS, '');
  if (meta.title !== undefined) out = replaceOrInsert(out, TITLE, `<title>${escapeHtml(meta.title)}</title>`);
  if (meta.description !== undefined) {
    out = replaceOrInsert(out, DESCRIPTION, `<meta name="description" content="${escapeHtml(meta.description)}">`);
  }
  if (meta.noindex) out = insertBeforeHeadEnd(out, '<meta name="robots" content="noindex">');
  if (meta.head) out = insertBeforeHeadEnd(out, meta.head);
  return out;
}
