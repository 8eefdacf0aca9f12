import { findBlogPost, PRODUCT_NAME, structuredDataFor, type PublicPage } from '@scopewright/domain';

const OG_IMAGE_WIDTH = 1200;
const OG_IMAGE_HEIGHT = 630;

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: `<` is escaped so no string can close the element. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeAttr(content)}">`;

/**
 * Canonical URL, Open Graph, Twitter card and JSON-LD for a public page (docs/decisions/0014-public-website.md). Absolute URLs come from
 * APP_URL at request time, so one build serves any host.
 */
export function seoHeadTags(page: PublicPage, appUrl: string): string {
  const url = `${appUrl}${page.canonicalPath === '/' ? '/' : page.canonicalPath}`;
  const image = `${appUrl}/og/${page.ogImage}.png`;
  const post = page.ogType === 'article' ? findBlogPost(page.canonicalPath.split('/').at(-1) ?? '') : undefined;
  const tags = [
    `<link rel="canonical" href="${escapeAttr(url)}">`,
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(OG_IMAGE_WIDTH)),
    meta('property', 'og:image:height', String(OG_IMAGE_HEIGHT)),
    meta('property', 'og:image:alt', page.title),
    ...(post
      ? [meta('property', 'article:published_time', post.date), meta('property', 'article:author', post.author)]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${jsonForScript(structuredDataFor(page, appUrl))}</script>`,
  ];
  return tags.join('\n');
}
