import type { DocArticle } from './doc-articles';

export interface DocSearchResult {
  article: DocArticle;
  snippet: string;
}

const SNIPPET_RADIUS = 80;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

function snippetAround(text: string, term: string): string {
  const at = normalise(text).indexOf(term);
  if (at < 0) return text.slice(0, SNIPPET_RADIUS * 2).trim() + '…';
  const start = Math.max(0, at - SNIPPET_RADIUS);
  const end = Math.min(text.length, at + term.length + SNIPPET_RADIUS);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * Every word of the query must appear in the article's title, summary or body; title matches rank first.
 * An empty query finds nothing (the page then shows all sections).
 */
export function searchDocs(articles: readonly DocArticle[], query: string): DocSearchResult[] {
  const terms = normalise(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  return articles
    .map((article) => {
      const title = normalise(`${article.title} ${article.summary}`);
      const body = normalise(article.text);
      if (!terms.every((t) => title.includes(t) || body.includes(t))) return null;
      const score = terms.filter((t) => title.includes(t)).length;
      return { article, score, snippet: snippetAround(article.text, terms[0]!) };
    })
    .filter((r): r is DocSearchResult & { score: number } => r !== null)
    .sort((a, b) => b.score - a.score)
    .map(({ article, snippet }) => ({ article, snippet }));
}
