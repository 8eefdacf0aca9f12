export interface UpdateHandle {
  /** Asks the waiting worker to take over, then reloads once it controls the page. */
  activate: () => void;
}

export function canUseServiceWorker(location: Location = window.location): boolean {
  if (!('serviceWorker' in navigator)) return false;
  return location.protocol === 'https:' || location.hostname === 'localhost' || location.hostname === '127.0.0.1';
}

/** Registers /sw.js after load (spec §2.16) and reports a new version waiting behind the current one. */
export async function registerServiceWorker(onUpdateWaiting: (update: UpdateHandle) => void): Promise<void> {
  if (!canUseServiceWorker()) return;
  try {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });

    wb.addEventListener('waiting', () => {
      if (!navigator.serviceWorker.controller) return;
      onUpdateWaiting({
        activate: () => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        },
      });
    });

    await wb.register();
    setInterval(() => void wb.update().catch(() => undefined), 60 * 60 * 1000);
  } catch (error) {
    console.error(`Service worker registration failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
