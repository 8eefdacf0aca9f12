import { PUBLIC_QUOTE_PAGE_COPY as COPY, type PublicQuoteView } from '@scopewright/domain';
import { Suspense, useEffect, useState } from 'react';
import type { RenderOptionToggle } from '@/components/quote-document/document-option';
import { QuoteDocumentView } from '@/components/quote-document/quote-document-view';
import { documentThemeStyle } from '@/components/quote-document/document-theme';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { BRAND_BUTTON } from './brand-style';
import { LazyAcceptPanel, LazyDeclinePanel, preloadAccept, preloadDecline } from './lazy-panels';
import { OptionToggle } from './option-toggle';
import { publicQuotePdfUrl } from './public-quote-api';
import { PublicQuoteHeader } from './public-quote-header';
import { PublicQuoteNotice } from './public-quote-notices';
import { QuoteTotalsSummary } from './quote-totals-summary';
import { useLiveQuote } from './use-live-quote';

/**
 * A loaded quote: the document with its optional items to tick, the live totals, and Accept / Decline. Once a
 * panel is open its own submit is the one action, so the summary's buttons step aside (one accept at any width).
 */
export function PublicQuoteScreen({
  token,
  view,
  onViewChange,
  onStale,
}: {
  token: string;
  view: PublicQuoteView;
  onViewChange: (view: PublicQuoteView) => void;
  /** The server refused because the quote moved on (409): read it again. */
  onStale: () => void;
}) {
  const live = useLiveQuote(view);
  const [panel, setPanel] = useState<'accept' | 'decline' | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const isOpen = view.state === 'open';

  useEffect(() => {
    document.title = COPY.pageTitle(view.quote.reference, view.workspaceName);
  }, [view.quote.reference, view.workspaceName]);

  const renderOptionToggle: RenderOptionToggle = (target) =>
    live.isChoice(target.kind, target.id) ? (
      <OptionToggle
        target={target}
        checked={live.isSelected(target.kind, target.id)}
        onChange={(on) => live.toggle(target.kind, target.id, on)}
      />
    ) : null;

  return (
    <div className="min-h-dvh bg-muted/50" style={documentThemeStyle(view.document.branding)}>
      <PublicQuoteHeader
        workspaceName={view.workspaceName}
        logoUrl={view.logoUrl}
        primaryColor={view.document.branding.primaryColor}
        pdfUrl={publicQuotePdfUrl(token)}
        pdfLabel={view.state === 'accepted' ? COPY.downloadSignedPdf : COPY.downloadPdf}
      />
      <main className="mx-auto grid max-w-6xl gap-6 px-3 pt-4 pb-40 sm:px-6 sm:pt-6 lg:grid-cols-[minmax(0,1fr)_300px] lg:gap-8 lg:pb-16">
        <div className="flex min-w-0 flex-col gap-5">
          <PublicQuoteNotice view={view} sentTo={sentTo} />
          {isOpen && live.isChoiceAvailable && (
            <p className="rounded-lg bg-card px-4 py-3 text-sm text-muted-foreground">{COPY.optionalHint}</p>
          )}
          <div className="rounded-xl bg-card p-4 shadow-sm sm:p-8">
            <QuoteDocumentView
              document={live.document}
              logoUrl={view.logoUrl}
              renderOptionToggle={renderOptionToggle}
            />
          </div>
          <Suspense fallback={<Skeleton radius="xl" className="h-96 w-full" />}>
            {isOpen && panel === 'accept' && (
              <LazyAcceptPanel
                token={token}
                view={view}
                selection={live.selection}
                onCancel={() => setPanel(null)}
                onStale={onStale}
                onAccepted={(next, email) => {
                  setSentTo(email);
                  setPanel(null);
                  onViewChange(next);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              />
            )}
            {isOpen && panel === 'decline' && (
              <LazyDeclinePanel
                token={token}
                onCancel={() => setPanel(null)}
                onStale={onStale}
                onDeclined={(next) => {
                  setPanel(null);
                  onViewChange(next);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              />
            )}
          </Suspense>
        </div>
        <QuoteTotalsSummary figures={live.figures} currency={view.quote.currency}>
          {isOpen && panel === null && (
            <>
              <Button
                size="lg"
                className="max-lg:flex-1 lg:w-full"
                style={BRAND_BUTTON}
                onPointerEnter={preloadAccept}
                onFocus={preloadAccept}
                onClick={() => setPanel('accept')}
              >
                {COPY.accept}
              </Button>
              <Button
                variant="outline"
                size="lg"
                className="lg:w-full"
                onPointerEnter={preloadDecline}
                onFocus={preloadDecline}
                onClick={() => setPanel('decline')}
              >
                {COPY.decline}
              </Button>
            </>
          )}
        </QuoteTotalsSummary>
      </main>
    </div>
  );
}
