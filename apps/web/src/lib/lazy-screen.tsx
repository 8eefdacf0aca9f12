import { type ComponentType, lazy } from 'react';
import { importWithRetry } from './import-with-retry';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * React.lazy with module-load retries. After a final failure the lazy component is rebuilt,
 * so the error boundary's "Try Again" fetches the module once more instead of replaying the rejection.
 */
export function lazyScreen(load: Loader, moduleName: string) {
  const create = () =>
    lazy(() =>
      importWithRetry(load, moduleName).catch((error: unknown) => {
        current = create();
        throw error;
      }),
    );
  let current = create();

  function LazyScreen() {
    const Screen = current;
    return <Screen />;
  }
  LazyScreen.displayName = `Lazy(${moduleName})`;
  LazyScreen.preload = () => importWithRetry(load, moduleName).catch(() => undefined);
  return LazyScreen;
}
