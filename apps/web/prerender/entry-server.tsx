// Server-side entry used only at build time (see run-prerender.ts): renders a public page to HTML with the same
// tree as src/app/main.tsx, so the browser hydrates it instead of painting it again.
import { PUBLIC_PAGES } from '@scopewright/domain';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import { ErrorBoundary } from '@/components/shell/error-boundary';

/** Indexable public pages of the marketing site; the sign-in screen and private pages stay client-rendered. */
export const PRERENDER_PATHS: readonly string[] = PUBLIC_PAGES.filter((p) => p.indexable && p.path !== '/login').map(
  (p) => p.path,
);

export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ErrorBoundary fullScreen>
        <Providers>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </ErrorBoundary>
    </StrictMode>,
    // Never outline a boundary: outlined content needs an inline script, which our CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
