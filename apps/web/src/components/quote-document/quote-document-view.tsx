import type { QuoteDocument } from '@scopewright/domain';
import { cn } from '@/lib/utils';
import { DocumentCover } from './document-cover';
import { DocumentHeading } from './document-heading';
import type { RenderOptionToggle } from './document-option';
import { DocumentPricing } from './document-pricing';
import { DocumentScope } from './document-scope';
import { DocumentSignature } from './document-signature';
import { Paragraphs } from './document-text';
import { documentThemeStyle } from './document-theme';

export interface QuoteDocumentViewProps {
  document: QuoteDocument;
  /** The workspace logo; without one the workspace name is printed in the primary colour. */
  logoUrl?: string | null;
  /** Level of the document title; sections sit one level below (2 when the host page has its own h1). */
  headingLevel?: 1 | 2;
  /** The host page's control for optional lines and sections (the client's quote page ticks them). */
  renderOptionToggle?: RenderOptionToggle;
  /** The article's accessible name, where the host page needs one (the wizard's preview). */
  label?: string;
  className?: string;
}

/** The quote document as HTML: the same model, words and order as the PDF and Word files. Text only, never HTML. */
export function QuoteDocumentView({
  document,
  logoUrl,
  headingLevel = 1,
  renderOptionToggle,
  label,
  className,
}: QuoteDocumentViewProps) {
  const level = headingLevel + 1;
  const section = (key: QuoteDocument['order'][number]) => {
    switch (key) {
      case 'summary':
        return document.summary.length > 0 ? <Paragraphs text={document.summary} className="text-[15px]" /> : null;
      case 'scope':
        return document.scope.length > 0 ? <DocumentScope sections={document.scope} level={level + 1} /> : null;
      case 'pricing':
        return <DocumentPricing pricing={document.pricing} renderOptionToggle={renderOptionToggle} />;
      case 'terms':
        return document.terms.length > 0 ? <Paragraphs text={document.terms} className="text-sm" /> : null;
      case 'signature':
        return <DocumentSignature signature={document.signature} />;
      case 'internal':
        return document.internal ? <InternalSummary internal={document.internal} /> : null;
    }
  };
  return (
    <article
      aria-label={label}
      className={cn('flex flex-col gap-10 text-foreground', className)}
      style={documentThemeStyle(document.branding)}
    >
      <DocumentCover document={document} logoUrl={logoUrl} level={headingLevel} />
      {document.order.map((key) => {
        const body = section(key);
        if (!body) return null;
        return (
          // Off-screen sections (and, inside them, tasks and price tables) skip layout and paint until scrolled
          // near, still found by find-in-page and read by screen readers: a long quote opens faster on a phone.
          <section
            key={key}
            className="flex flex-col gap-4 [contain-intrinsic-size:auto_40rem] [content-visibility:auto]"
          >
            <DocumentHeading level={level} className="text-xl font-semibold text-(--doc-primary-ink) sm:text-2xl">
              {document.headings[key]}
            </DocumentHeading>
            {body}
          </section>
        );
      })}
      {document.footerText && (
        <footer className="border-t pt-4 text-xs whitespace-pre-line text-muted-foreground">
          {document.footerText}
        </footer>
      )}
    </article>
  );
}

function InternalSummary({ internal }: { internal: NonNullable<QuoteDocument['internal']> }) {
  return (
    <div className="flex flex-col gap-3 text-sm">
      <dl className="grid gap-1 sm:max-w-md">
        {internal.rows.map((row) => (
          <div key={row.key} className="flex justify-between gap-4">
            <dt>{row.label}</dt>
            <dd className="tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
      {internal.notes.length > 0 && <Paragraphs text={internal.notes} />}
      {internal.belowCost.length > 0 && <p className="text-destructive">{internal.belowCost.join(', ')}</p>}
    </div>
  );
}
