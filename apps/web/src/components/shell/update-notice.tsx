import { lazy, Suspense, useEffect, useState } from 'react';
import { registerServiceWorker, type UpdateHandle } from '@/lib/service-worker';

const UpdateNoticeCard = lazy(() => import('./update-notice-card'));

/** Fixed bottom-right notice when a new worker waits behind the one controlling the page (docs/product-rules.md#app-shell). */
export function UpdateNotice() {
  const [update, setUpdate] = useState<UpdateHandle | null>(null);

  useEffect(() => {
    const start = () => void registerServiceWorker(setUpdate);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  if (!update) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNoticeCard update={update} onDismiss={() => setUpdate(null)} />
    </Suspense>
  );
}
