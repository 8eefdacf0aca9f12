import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Prose } from '../components/prose';

interface LegalDocumentProps {
  title: string;
  /** "Last updated …" in the document's own date format. */
  lastUpdated: string;
  lastUpdatedIso: string;
  body: { html: string; headings: { depth: number; text: string; id: string }[] };
}

/** A policy page: title, last-updated date, a numbered contents list, the text and a back-to-home link. */
export function LegalDocument({ title, lastUpdated, lastUpdatedIso, body }: LegalDocumentProps) {
  const sections = body.headings.filter((h) => h.depth === 2);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Link
        to="/"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to home
      </Link>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 text-sm text-muted-foreground">
        Last updated <time dateTime={lastUpdatedIso}>{lastUpdated}</time>
      </p>
      <nav aria-label="Contents" className="mt-8 rounded-xl border bg-muted/40 p-5">
        <h2 className="text-sm font-semibold">Contents</h2>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-muted-foreground hover:text-foreground hover:underline">
                {s.text}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <Prose html={body.html} className="mt-8" />
      <Link
        to="/"
        className="mt-12 inline-flex items-center gap-1.5 text-sm font-medium text-brand-ink hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to home
      </Link>
    </article>
  );
}
