import {
  type BrandingSettings,
  buildQuoteDocument,
  DEFAULT_BRANDING_SETTINGS,
  DOCUMENT_DOWNLOAD_COPY,
  type DocumentBranding,
  type QuoteBrandingView,
  type QuoteContent,
  type QuoteDetail,
} from '@scopewright/domain';
import { useDeferredValue, useMemo } from 'react';
import { QuoteDocumentView } from '@/components/quote-document/quote-document-view';
import { Skeleton } from '@/components/ui/skeleton';
import { useBrandingSettings } from '@/data/branding';
import { useQuoteBranding } from '@/data/quote-documents';
import { useAuthState } from '@/lib/auth-state';
import type { WizardDocument } from '../../document/use-wizard-document';

function toDocumentBranding(settings: BrandingSettings, quote: QuoteBrandingView | undefined): DocumentBranding {
  const effective = quote ? { ...settings, ...quote.effective } : settings;
  return {
    primaryColor: effective.primaryColor,
    accentColor: effective.accentColor,
    font: effective.font,
    coverPage: effective.coverPage,
    sections: effective.sections,
    footerText: effective.footerText,
    logo: null,
  };
}

/**
 * Review step: the client document as HTML, the same model the PDF prints, following every edit of the draft.
 * It renders at low priority (deferred, in time slices) so opening Review or sending never waits for it.
 */
export function ReviewDocumentPreview({ detail, doc }: { detail: QuoteDetail; doc: WizardDocument }) {
  const auth = useAuthState();
  const workspaceName = (auth.status === 'signed-in' && auth.tenant?.name) || '';
  // The same cache entries as Settings → Branding and the document options, so their edits show here at once.
  const workspace = useBrandingSettings();
  const quote = useQuoteBranding(detail.id);
  const content = useDeferredValue<QuoteContent | null>(doc.content, null);
  // A send refetches the detail (a new status, the same document), and the branding arrives after the first
  // render: rebuilding for either follows at low priority too.
  const quoteDetail = useDeferredValue(detail);
  const workspaceBranding = useDeferredValue(workspace.data);
  const quoteBranding = useDeferredValue(quote.data);
  const document = useMemo(
    () =>
      content &&
      buildQuoteDocument(
        {
          number: quoteDetail.number,
          title: quoteDetail.title,
          client: quoteDetail.client,
          owner: quoteDetail.owner,
          currency: quoteDetail.currency,
          validUntil: quoteDetail.validUntil,
          version: { versionNo: quoteDetail.version.versionNo, content },
        },
        {
          variant: 'client',
          branding: toDocumentBranding(workspaceBranding ?? DEFAULT_BRANDING_SETTINGS, quoteBranding),
          workspace: { name: workspaceName },
          now: new Date(),
        },
      ),
    [quoteDetail, content, workspaceBranding, quoteBranding, workspaceName],
  );
  const logoUrl = workspaceBranding?.logoUrl;
  // The same element while the document is unchanged: an urgent re-render of this component skips the view.
  const view = useMemo(
    () =>
      document && (
        <QuoteDocumentView
          document={document}
          logoUrl={logoUrl}
          headingLevel={2}
          label={DOCUMENT_DOWNLOAD_COPY.previewLabel}
        />
      ),
    [document, logoUrl],
  );
  return (
    <div className="rounded-xl border bg-card p-4 sm:p-8">
      {view ? (
        view
      ) : (
        <div className="grid gap-4" aria-busy="true" aria-label={DOCUMENT_DOWNLOAD_COPY.previewLabel}>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </div>
  );
}
