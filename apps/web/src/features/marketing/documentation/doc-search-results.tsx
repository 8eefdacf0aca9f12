import { FileSearch } from 'lucide-react';
import { Link } from 'react-router';
import type { DocSearchResult } from './search-docs';

export function DocSearchResults({ query, results }: { query: string; results: DocSearchResult[] }) {
  return (
    <section aria-labelledby="results-heading" className="rounded-2xl border bg-card p-6">
      <h2 id="results-heading" className="text-lg font-semibold" aria-live="polite">
        {results.length === 0
          ? `No articles match “${query}”`
          : `${results.length} ${results.length === 1 ? 'article matches' : 'articles match'} “${query}”`}
      </h2>
      {results.length === 0 ? (
        <p className="mt-3 flex items-start gap-2 text-[15px] text-muted-foreground">
          <FileSearch className="mt-0.5 size-5 shrink-0" aria-hidden />
          <span>
            Try a shorter word such as “quote” or “team”, or{' '}
            <Link to="/support" className="font-medium text-brand-ink underline underline-offset-4">
              ask our support team
            </Link>
            .
          </span>
        </p>
      ) : (
        <ul className="mt-4 divide-y">
          {results.map(({ article, snippet }) => (
            <li key={article.id} className="py-3">
              <a href={`#${article.id}`} className="font-medium text-brand-ink hover:underline">
                {article.title}
              </a>
              <p className="mt-1 text-sm leading-6 text-muted-foreground">{snippet}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
