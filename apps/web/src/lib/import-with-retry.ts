import { SHELL_COPY } from '@scopewright/domain';

export const MODULE_LOAD_RETRIES = 3;
export const MODULE_LOAD_BASE_DELAY_MS = 1_000;

/** A lazy module that could not be fetched after every retry. */
export class ModuleLoadError extends Error {
  override readonly name = 'ModuleLoadError';
  constructor(
    readonly moduleName: string,
    options?: { cause?: unknown },
  ) {
    super(SHELL_COPY.moduleLoadFailed(moduleName), options);
  }
}

const MODULE_LOAD_PATTERN =
  /dynamically imported module|importing a module script failed|mime type|loading (css )?chunk|error loading dynamically imported/i;

export function isModuleLoadError(error: unknown): boolean {
  if (error instanceof ModuleLoadError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || MODULE_LOAD_PATTERN.test(error.message);
}

/** Drops the service worker's asset caches so a retry fetches fresh files after a deploy. */
export async function clearAssetCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface RetryOptions {
  retries?: number;
  baseDelayMs?: number;
  clearCaches?: () => Promise<void>;
}

/** A failed module load is retried up to 3 times, 1 s doubling, caches cleared between tries (docs/product-rules.md#app-shell). */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  moduleName: string,
  {
    retries = MODULE_LOAD_RETRIES,
    baseDelayMs = MODULE_LOAD_BASE_DELAY_MS,
    clearCaches = clearAssetCaches,
  }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (!isModuleLoadError(error)) throw error;
      if (attempt >= retries) throw new ModuleLoadError(moduleName, { cause: error });
      await clearCaches().catch(() => undefined);
      await wait(baseDelayMs * 2 ** attempt);
    }
  }
}
