import { Marked, type Tokens } from 'marked';
import type { Plugin } from 'vite';

export interface MarkdownHeading {
  depth: number;
  text: string;
  id: string;
}

export interface MarkdownModule {
  html: string;
  /** Plain text of the body, for client-side search and word counts. */
  text: string;
  headings: MarkdownHeading[];
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Markdown → HTML once, at build time: pages import `{ html, text, headings }` and ship no Markdown runtime. */
export function renderMarkdown(source: string): MarkdownModule {
  const headings: MarkdownHeading[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const id = slugify(inner);
        headings.push({ depth: token.depth, text: stripTags(inner), id });
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
      link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Link) {
        const inner = this.parser.parseInline(token.tokens);
        const external = /^https?:\/\//.test(token.href);
        const rel = external ? ' target="_blank" rel="noopener noreferrer"' : '';
        return `<a href="${token.href}"${rel}>${inner}</a>`;
      },
      table(this: unknown, token: Tokens.Table) {
        const cell = (c: Tokens.TableCell, tag: 'th' | 'td') =>
          `<${tag}${tag === 'th' ? ' scope="col"' : ''}>${new Marked().parseInline(c.text) as string}</${tag}>`;
        const head = `<tr>${token.header.map((c) => cell(c, 'th')).join('')}</tr>`;
        const body = token.rows.map((row) => `<tr>${row.map((c) => cell(c, 'td')).join('')}</tr>`).join('');
        return `<div class="table-scroll"><table><thead>${head}</thead><tbody>${body}</tbody></table></div>\n`;
      },
    },
  });
  const html = marked.parse(source, { async: false });
  return { html, text: stripTags(html), headings };
}

export function markdownPlugin(): Plugin {
  return {
    name: 'scopewright:markdown',
    enforce: 'pre',
    transform(source, id) {
      if (!id.endsWith('.md')) return null;
      return { code: `export default ${JSON.stringify(renderMarkdown(source))};`, map: null };
    },
  };
}
