import { QUOTE_OUTCOME_COPY as COPY, type QuoteAcceptanceRecord } from '@scopewright/domain';
import { Check, Copy, FileDown, Loader2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { TypedSignature } from '@/components/quote-document/signature-text';
import { Button } from '@/components/ui/button';
import { downloadQuoteDocument } from '@/data/quote-documents';
import { toastMutationError } from '@/lib/mutation-error-toast';
import { saveBlob } from '../steps/review/document-downloads';

const localTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const utcTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-[13px] text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

/** The moment in the viewer's time zone, and in UTC (what the record and the signed PDF state). */
export function OutcomeTime({ iso }: { iso: string }) {
  const date = new Date(iso);
  return (
    <time dateTime={iso} className="tabular-nums">
      {localTime.format(date)}
      <span className="block text-[13px] text-muted-foreground">
        {utcTime.format(date)} {COPY.utc}
      </span>
    </time>
  );
}

function DocumentHash({ hash }: { hash: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(hash);
      setCopied(true);
      toast.success(COPY.hashCopied);
    } catch {
      toast.error(COPY.copyFailed);
    }
  };
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-2">
        <code data-testid="document-sha256" className="min-w-0 flex-1 font-mono text-[12px] leading-5 break-all">
          {hash}
        </code>
        <Button type="button" variant="outline" size="sm" aria-label={COPY.copyHash} onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        </Button>
      </div>
      <p className="text-[13px] text-muted-foreground">{COPY.documentHashHint}</p>
    </div>
  );
}

function SignedPdfButton({ quoteId, versionNo }: { quoteId: string; versionNo: number }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadQuoteDocument(quoteId, 'document.pdf', {
        variant: 'client',
        version: versionNo,
      });
      saveBlob(blob, fileName ?? 'signed-quote.pdf');
    } catch (error) {
      toastMutationError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button disabled={busy} aria-busy={busy} onClick={() => void download()}>
      {busy ? <Loader2 aria-hidden className="animate-spin" /> : <FileDown aria-hidden />}
      {COPY.downloadSigned}
    </Button>
  );
}

/** The acceptance record of a version, as the firm keeps it for proof. */
export function AcceptanceDetails({ quoteId, record }: { quoteId: string; record: QuoteAcceptanceRecord }) {
  const { signature } = record;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3">
        <DetailRow label={COPY.signer}>{record.signerName}</DetailRow>
        <DetailRow label={COPY.signerTitle}>{record.signerTitle}</DetailRow>
        <DetailRow label={COPY.signerEmail}>{record.signerEmail ?? COPY.unknown}</DetailRow>
        <DetailRow label={COPY.acceptedAt}>
          <OutcomeTime iso={record.acceptedAt} />
        </DetailRow>
        <DetailRow label={COPY.ip}>
          <span className="font-mono text-[13px]">{record.ip ?? COPY.unknown}</span>
        </DetailRow>
        <DetailRow label={COPY.userAgent}>
          <span className="text-[13px]">{record.userAgent ?? COPY.unknown}</span>
        </DetailRow>
        <DetailRow label={COPY.selectedOptions}>
          {record.selectedOptions.length === 0 ? (
            <span className="text-muted-foreground">{COPY.noOptions}</span>
          ) : (
            <ul className="list-disc pl-5">
              {record.selectedOptions.map((option) => (
                <li key={option.id}>{option.name}</li>
              ))}
            </ul>
          )}
        </DetailRow>
        <DetailRow label={COPY.signature}>
          <div className="rounded-md border bg-white px-3 py-2 text-neutral-900" data-testid="acceptance-signature">
            {signature.kind === 'typed' ? (
              <TypedSignature text={signature.text} />
            ) : (
              <img
                src={signature.signatureUrl}
                alt={COPY.drawnSignatureAlt(record.signerName)}
                className="h-16 w-auto max-w-full"
              />
            )}
          </div>
        </DetailRow>
        <DetailRow label={COPY.documentHash}>
          <DocumentHash hash={record.documentSha256} />
        </DetailRow>
      </dl>
      <div className="flex justify-end border-t pt-4">
        <SignedPdfButton quoteId={quoteId} versionNo={record.versionNo} />
      </div>
    </div>
  );
}
