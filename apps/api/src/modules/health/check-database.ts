import { AppError } from '../../platform/errors';

export interface Pingable {
  query(text: string): Promise<unknown>;
}

export const READY_TIMEOUT_MS = 1_000;

/** Resolves when `select 1` answers within the timeout; otherwise SERVICE_UNAVAILABLE. */
export async function checkDatabase(pool: Pingable, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([pool.query('select 1'), timeout]);
  } catch (cause) {
    throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause });
  } finally {
    clearTimeout(timer);
  }
}
