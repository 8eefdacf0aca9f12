import { PUBLIC_QUOTE_PAGE_COPY as COPY } from '@scopewright/domain';
import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { textColorOnWhite } from '@/components/quote-document/document-theme';

/** The sender's brand (logo, or the workspace name in its primary colour) and the PDF download. */
export function PublicQuoteHeader({
  workspaceName,
  logoUrl,
  primaryColor,
  pdfUrl,
  pdfLabel = COPY.downloadPdf,
}: {
  workspaceName: string;
  logoUrl: string | null;
  primaryColor: string;
  pdfUrl?: string;
  pdfLabel?: string;
}) {
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        {logoUrl ? (
          <img src={logoUrl} alt={workspaceName} className="h-9 w-auto max-w-[180px] object-contain object-left" />
        ) : (
          <span
            className="truncate text-lg font-semibold"
            style={{ color: /^#[0-9a-f]{6}$/i.test(primaryColor) ? textColorOnWhite(primaryColor) : undefined }}
          >
            {workspaceName}
          </span>
        )}
        {pdfUrl && (
          <a href={pdfUrl} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Download aria-hidden /> {pdfLabel}
          </a>
        )}
      </div>
    </header>
  );
}
