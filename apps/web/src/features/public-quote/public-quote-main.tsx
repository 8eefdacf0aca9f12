import '@/lib/zod-jitless';
import '@/styles/globals.css';
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
prefetchPublicQuote(token);

createRoot(rootElement).render(
  <StrictMode>
    <ErrorBoundary fullScreen>
      <PublicQuotePage token={token} />
    </ErrorBoundary>
  </StrictMode>,
);
