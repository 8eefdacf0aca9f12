import {
  formatDocumentDate,
  PUBLIC_QUOTE_COPY,
  PUBLIC_QUOTE_PAGE_COPY as COPY,
  type PublicQuoteView,
} from '@scopewright/domain';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';

function Notice({
  icon,
  title,
  tone,
  children,
}: {
  icon: ReactNode;
  title: string;
  tone: string;
  children: ReactNode;
}) {
  return (
    <section role="status" className={`flex gap-3 rounded-xl border p-4 sm:p-5 ${tone}`}>
      <span className="mt-0.5 shrink-0 [&_svg]:size-5">{icon}</span>
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="font-semibold">{title}</h2>
        {children}
      </div>
    </section>
  );
}

/** What happened to the quote: accepted (by whom, when), declined (with the reason) or expired. */
export function PublicQuoteNotice({ view, sentTo }: { view: PublicQuoteView; sentTo: string | null }) {
  if (view.state === 'accepted' && view.acceptance) {
    const { signerName, signerTitle, acceptedAt } = view.acceptance;
    return (
      <Notice icon={<CheckCircle2 aria-hidden />} title={COPY.acceptedTitle} tone="border-success/40 bg-success/10">
        {sentTo && <p className="text-sm font-medium">{COPY.acceptedSuccess(sentTo)}</p>}
        <p className="text-sm break-words">
          {COPY.acceptedBy(signerName, signerTitle, formatDocumentDate(acceptedAt))}
        </p>
      </Notice>
    );
  }
  if (view.state === 'declined' && view.decline) {
    return (
      <Notice icon={<XCircle aria-hidden />} title={COPY.declinedTitle} tone="border-border bg-muted">
        <p className="text-sm">{COPY.declinedBody(formatDocumentDate(view.decline.declinedAt))}</p>
        {view.decline.reason && (
          <p className="text-sm break-words whitespace-pre-line">
            <span className="font-medium">{COPY.declinedReasonLabel}: </span>
            {view.decline.reason}
          </p>
        )}
      </Notice>
    );
  }
  if (view.state === 'expired') {
    return (
      <Notice icon={<Clock aria-hidden />} title={COPY.expiredTitle} tone="border-warning/50 bg-warning/10">
        <p className="text-sm">{COPY.expiredBody}</p>
      </Notice>
    );
  }
  return null;
}

/** Random, revoked, expired-link or superseded: one page, never saying which. */
export function UnavailablePage({ newerVersionSent }: { newerVersionSent: boolean }) {
  return (
    <CenteredMessage title={PUBLIC_QUOTE_COPY.unavailableTitle}>
      <p>{newerVersionSent ? PUBLIC_QUOTE_COPY.newerVersionSent : PUBLIC_QUOTE_COPY.unavailableBody}</p>
    </CenteredMessage>
  );
}

export function CenteredMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-3 px-6 py-16 text-center">
      <h1 className="text-2xl font-semibold text-balance">{title}</h1>
      <div className="flex flex-col items-center gap-4 text-muted-foreground">{children}</div>
    </main>
  );
}
