import { Search } from 'lucide-react';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { useTypedBeforeHydration } from '../components/use-typed-before-hydration';
import { filterFaqs, SUPPORT_FAQS } from './support-faqs';
import { SupportTabs, type SupportTab } from './support-tabs';

export default function SupportPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [tab, setTab] = useState<SupportTab>('FAQs');
  const faqs = useMemo(() => filterFaqs(SUPPORT_FAQS, query), [query]);
  const searchId = useId();

  const searchRef = useRef<HTMLInputElement>(null);
  const onSearch = useCallback(
    (value: string) => {
      setParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true });
      setTab('FAQs');
    },
    [setParams],
  );
  useTypedBeforeHydration(searchRef, query, onSearch);

  return (
    <>
      <PageHeader
        eyebrow="Support"
        title="How can we help?"
        lead="Answers to common questions, guides, training and a direct line to our team."
      >
        <form role="search" onSubmit={(event) => event.preventDefault()} className="mx-auto w-full max-w-xl">
          <label htmlFor={searchId} className="sr-only">
            Search support
          </label>
          <div className="relative">
            <Search className="absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <input
              ref={searchRef}
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => onSearch(event.target.value)}
              placeholder="Search questions, e.g. invite, billing"
              autoComplete="off"
              className="h-12 w-full rounded-xl border border-input bg-card pr-4 pl-12 text-[15px] shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
            />
          </div>
        </form>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-16">
        <SupportTabs
          faqs={faqs}
          value={tab}
          onValueChange={setTab}
          emptyFaqs={
            <p className="rounded-2xl border bg-card p-6 text-[15px] text-muted-foreground">
              No questions match “{query}”.{' '}
              <Link
                to={`/documentation?q=${encodeURIComponent(query)}`}
                className="font-medium text-brand-ink underline underline-offset-4"
              >
                Search the documentation
              </Link>{' '}
              or{' '}
              <Link to="/contact" className="font-medium text-brand-ink underline underline-offset-4">
                contact us
              </Link>
              .
            </p>
          }
        />
      </div>
    </>
  );
}
