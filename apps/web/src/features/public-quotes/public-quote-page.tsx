import { PUBLIC_QUOTE_COPY, PUBLIC_QUOTE_PAGE_COPY as COPY } from '@scopewright/domain';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/api-error';
import { CenteredMessage, UnavailablePage } from './public-quote-notices';
import { PublicQuoteScreen } from './public-quote-screen';
import { PublicQuoteSkeleton } from './public-quote-skeleton';
import { usePublicQuote } from './use-public-quote';

function LoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const limited = error.status === 429;
  return (
    <CenteredMessage title={limited ? COPY.tooManyRequestsTitle : COPY.errorTitle}>
      <p role="alert">
        {limited ? PUBLIC_QUOTE_COPY.tooManyRequests : error.code === 'NETWORK' ? COPY.networkError : error.message}
      </p>
      <Button onClick={onRetry}>{COPY.retry}</Button>
      {error.requestId && <p className="text-xs">{COPY.requestId(error.requestId)}</p>}
    </CenteredMessage>
  );
}

/** The client's quote page at /q/{token}: loading, the quote, or one of the pages for when there is none. */
export function PublicQuotePage({ token }: { token: string }) {
  const { load, retry, replace, refresh } = usePublicQuote(token);
  switch (load.status) {
    case 'loading':
      return <PublicQuoteSkeleton />;
    case 'unavailable':
      return <UnavailablePage newerVersionSent={load.newerVersionSent} />;
    case 'error':
      return <LoadError error={load.error} onRetry={retry} />;
    case 'ready':
      return <PublicQuoteScreen token={token} view={load.view} onViewChange={replace} onStale={refresh} />;
  }
}
