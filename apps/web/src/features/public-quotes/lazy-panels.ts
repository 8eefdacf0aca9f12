import { lazy } from 'react';
import { importWithRetry } from '@/lib/import-with-retry';

// The forms bring zod, the API client and (for a drawn signature) signature_pad: they load when first wanted,
// so the quote itself shows with the least JavaScript. `preload*` runs on hover or focus of the buttons.
const loadAccept = () => importWithRetry(() => import('./accept-panel'), 'the acceptance form');
const loadDecline = () => importWithRetry(() => import('./decline-panel'), 'the decline form');

export const LazyAcceptPanel = lazy(() => loadAccept().then((m) => ({ default: m.AcceptPanel })));
export const LazyDeclinePanel = lazy(() => loadDecline().then((m) => ({ default: m.DeclinePanel })));
export const preloadAccept = () => void loadAccept().catch(() => undefined);
export const preloadDecline = () => void loadDecline().catch(() => undefined);
