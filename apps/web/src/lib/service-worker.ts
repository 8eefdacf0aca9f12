export interface UpdateHandle {
  /** Asks the waiting worker to take over, then reloads once it controls the page. */
  activate: () => void;
}

export function canUseServiceWorker(location: Location = window.location): boolean {
  if (!('serviceWorker' in navigator)) return false;
  return location.protocol === 'https:' || location.hostname === 'localhost' || location.hostname === '127.0.0.1';
}

/** Registers /sw.js after load (docs/product-rules.md#app-shell) and reports a new version waiting behind the current one. */
export async function registerServiceWorker(onUpdateWaiting: (update: UpdateHandle) => void): Promise<void> {
  if (!canUseServiceWorker()) return;
  const { serviceWorker } = navigator;

  const offer = (waiting: ServiceWorker) => {
    // The first install has nothing to replace: it simply takes control (sw.js claims its clients).
    if (!serviceWorker.controller) return;
    onUpdateWaiting({
      activate: () => {
        serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        waiting.postMessage({ type: 'SKIP_WAITING' });
      },
    });
  };
  const watched = new WeakSet<ServiceWorker>();
  const watch = (installing: ServiceWorker) => {
    if (watched.has(installing)) return;
    watched.add(installing);
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  };

  try {
    const registration = await serviceWorker.register('/sw.js', { scope: '/' });
    if (registration.waiting) offer(registration.waiting);
    if (registration.installing) watch(registration.installing);
    registration.addEventListener('updatefound', () => {
      if (registration.installing) watch(registration.installing);
    });
    setInterval(() => void registration.update().catch(() => undefined), 60 * 60 * 1000);
  } catch (error) {
    console.error(`Service worker registration failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
