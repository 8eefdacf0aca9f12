import { PRODUCT_NAME } from '@scopewright/domain';
import { ArrowRight, BookOpen, LifeBuoy, Receipt, WandSparkles } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '../components/page-header';
import { Prose } from '../components/prose';
import { DOC_ARTICLES, DOC_SECTIONS } from './doc-articles';
import { DocSearchBox } from './doc-search-box';
import { DocSearchResults } from './doc-search-results';
import { searchDocs } from './search-docs';

const SECTION_ICONS = { 'getting-started': BookOpen, 'creating-scopes': WandSparkles, 'generating-quotes': Receipt };

export default function DocumentationPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const results = useMemo(() => searchDocs(DOC_ARTICLES, query), [query]);
  const setQuery = (value: string) => setParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true });

  return (
    <>
      <PageHeader
        eyebrow="Help center"
        title="Documentation"
        lead={`Short, practical guides to getting started, creating scopes and generating quotes with ${PRODUCT_NAME}.`}
      >
        <DocSearchBox value={query} onChange={setQuery} />
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
        {query.trim() && <DocSearchResults query={query.trim()} results={results} />}
        <nav aria-label="Documentation sections" className={query.trim() ? 'mt-10' : ''}>
          <ul className="grid gap-4 md:grid-cols-3">
            {DOC_SECTIONS.map((section) => {
              const Icon = SECTION_ICONS[section.id as keyof typeof SECTION_ICONS];
              return (
                <li key={section.id} className="rounded-2xl border bg-card p-6">
                  <Icon className="size-6 text-brand-ink" aria-hidden />
                  <h2 className="mt-3 text-lg font-semibold">
                    <a href={`#${section.id}`} className="hover:underline">
                      {section.title}
                    </a>
                  </h2>
                  <p className="mt-1 text-sm text-muted-foreground">{section.description}</p>
                  <ul className="mt-4 space-y-2">
                    {section.articles.map((a) => (
                      <li key={a.id}>
                        <a href={`#${a.id}`} className="text-[15px] font-medium text-brand-ink hover:underline">
                          {a.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mx-auto mt-16 max-w-3xl">
          {DOC_SECTIONS.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="mt-14 border-b pb-3 text-2xl font-semibold tracking-tight">
                {section.title}
              </h2>
              {section.articles.map((a) => (
                <article key={a.id} id={a.id} aria-labelledby={`${a.id}-title`} className="mt-10 scroll-mt-24">
                  <h3 id={`${a.id}-title`} className="text-xl font-semibold tracking-tight">
                    {a.title}
                  </h3>
                  <p className="mt-1 text-sm text-muted-foreground">{a.summary}</p>
                  <Prose html={a.html} className="[&_p:first-child]:mt-4" />
                </article>
              ))}
            </section>
          ))}
        </div>
        <aside
          aria-labelledby="docs-help-heading"
          className="mx-auto mt-16 flex max-w-3xl flex-col gap-5 rounded-2xl border bg-muted/40 p-8"
        >
          <div className="flex items-start gap-3">
            <LifeBuoy className="mt-0.5 size-6 shrink-0 text-brand-ink" aria-hidden />
            <div>
              <h2 id="docs-help-heading" className="text-lg font-semibold">
                Can’t find what you need?
              </h2>
              <p className="mt-1 text-[15px] text-muted-foreground">
                Our team answers within 24 hours. You can also read the blog or learn more about us.
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/support">
                Contact Support <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/signup">Start a free trial</Link>
            </Button>
            <Button variant="ghost" asChild>
              <Link to="/blog">Blog</Link>
            </Button>
            <Button variant="ghost" asChild>
              <Link to="/about">About us</Link>
            </Button>
          </div>
        </aside>
      </div>
    </>
  );
}
