import { type ComponentType, lazy, useState } from 'react';
import { importWithRetry } from './import-with-retry';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * React.lazy with module-load retries. After a final failure the lazy component is rebuilt,
 * so the error boundary's "Try Again" fetches the module once more instead of replaying the rejection.
 *
 * Once the module has loaded (`preload`, or an earlier render), a new instance renders it directly instead of
 * suspending: React.lazy suspends on its first render even for a module already in memory, and React then holds
 * the content back for up to 300 ms after the fallback showed (its suspense throttling), which on the
 * dashboard's first load was most of the wait after the data had arrived.
 */
export function lazyScreen(load: Loader, moduleName: string) {
  let loaded: ComponentType | undefined;
  const loadAndKeep = () =>
    importWithRetry(load, moduleName).then((module) => {
      loaded = module.default;
      return module;
    });
  const create = () =>
    lazy(() =>
      loadAndKeep().catch((error: unknown) => {
        current = create();
        throw error;
      }),
    );
  let current = create();

  function LazyScreen() {
    // Chosen once per instance, so a mounted screen never switches between the two (which would remount it).
    const [Screen] = useState<ComponentType>(() => loaded ?? current);
    return <Screen />;
  }
  LazyScreen.displayName = `Lazy(${moduleName})`;
  LazyScreen.preload = () => loadAndKeep().catch(() => undefined);
  return LazyScreen;
}
