import '@/lib/zod-jitless';
import '@/styles/public-quote.css';
import { SHELL_COPY } from '@scopewright/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '@/components/shell/error-boundary';
import { PublicQuotePage } from './public-quote-page';
import { prefetchPublicQuote } from './use-public-quote';

// The client's quote page is its own small entry (q.html): no router, dashboard, query client or tailwind-merge.
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error(SHELL_COPY.rootNotFound);

const [, , token = ''] = window.location.pathname.split('/');

// q.html's own placeholder shows until the first read settles (the server preloads it with the page): the page
// then renders once, with the quote, instead of a skeleton first.
void prefetchPublicQuote(token).then(() =>
  createRoot(rootElement).render(
    <StrictMode>
      <ErrorBoundary fullScreen>
        <PublicQuotePage token={token} />
      </ErrorBoundary>
    </StrictMode>,
  ),
);
