// First: a dashboard URL's data starts downloading before the rest of the app's code runs (ADR 0040).
import './start-early-requests';
import '@/lib/zod-jitless';
import '@/styles/globals.css';
import { SHELL_COPY } from '@scopewright/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '@/components/shell/error-boundary';
import { initTheme } from '@/lib/theme';
import { Providers } from './providers';
import { AppRoutes } from './routes';
import { isDashboardPath, loadDashboardRoutes } from './routes/load-dashboard-routes';
import { DashboardRoutes } from './routes/lazy-screens';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error(SHELL_COPY.rootNotFound);

initTheme();

const app = (
  <StrictMode>
    <ErrorBoundary fullScreen>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </ErrorBoundary>
  </StrictMode>
);

// The route module of a dashboard URL (already downloading, start-early-requests.ts) and the screen's own module.
const firstScreenModules = async (pathname: string) => {
  await DashboardRoutes.preload();
  await (await loadDashboardRoutes()).preloadDashboardScreen(pathname);
};

// Public pages arrive prerendered (apps/web/prerender): hydrate them; every other page renders from scratch.
// Hydrating in a transition lets React yield to the browser every few milliseconds instead of blocking the main
// thread for the whole page (the prerendered HTML is already painted and readable meanwhile). A dashboard URL
// renders once its first screen's modules have arrived, so the first render does not suspend on them
// (lib/lazy-screen.tsx): React would hold the page back for up to 300 ms after showing the loading screen. A
// module that failed to load is retried by its lazy route, with its error screen.
if (rootElement.firstElementChild) startTransition(() => void hydrateRoot(rootElement, app));
else if (isDashboardPath(window.location.pathname))
  void firstScreenModules(window.location.pathname)
    .catch(() => undefined)
    .then(() => createRoot(rootElement).render(app));
else createRoot(rootElement).render(app);
