import { DOCUMENT_DOWNLOAD_COPY as COPY } from '@scopewright/domain';
import { FileDown, FileText, Loader2, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { downloadQuoteDocument, type QuoteFile } from '@/data/quote-documents';
import { describeApiError } from '@/lib/mutation-error-toast';

type Kind = 'pdf' | 'docx' | 'internal';

const REQUESTS: Record<Kind, { file: QuoteFile; variant: 'client' | 'internal' }> = {
  pdf: { file: 'document.pdf', variant: 'client' },
  docx: { file: 'document.docx', variant: 'client' },
  internal: { file: 'document.pdf', variant: 'internal' },
};

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Review step: the quote as PDF or Word for the client, and the internal PDF for the team. */
export function DocumentDownloads({ quoteId, prepare }: { quoteId: string; prepare: () => Promise<void> }) {
  const [busy, setBusy] = useState<Kind | null>(null);

  const download = async (kind: Kind) => {
    setBusy(kind);
    try {
      // The document prints what is saved: pending edits are saved first.
      await prepare();
      const { file, variant } = REQUESTS[kind];
      const { blob, fileName } = await downloadQuoteDocument(quoteId, file, { variant });
      saveBlob(blob, fileName ?? file);
    } catch (error) {
      toast.error(`${COPY.failed}: ${describeApiError(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const button = (kind: Kind, label: string, Icon: typeof FileDown, variant: 'outline' | 'ghost' = 'outline') => (
    <Button variant={variant} disabled={busy !== null} aria-busy={busy === kind} onClick={() => void download(kind)}>
      {busy === kind ? <Loader2 aria-hidden className="animate-spin" /> : <Icon aria-hidden />}
      {busy === kind ? COPY.preparing : label}
    </Button>
  );

  return (
    <div className="grid gap-3 rounded-xl border bg-card p-5 sm:p-6">
      <div>
        <h3 className="text-sm font-medium">{COPY.heading}</h3>
        <p className="text-[13px] text-muted-foreground">{COPY.description}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {button('pdf', COPY.pdf, FileDown)}
        {button('docx', COPY.docx, FileText)}
        {button('internal', COPY.internalPdf, ShieldAlert, 'ghost')}
      </div>
    </div>
  );
}
