import { AsyncLocalStorage } from 'node:async_hooks';
import { isConnectionError } from '@scopewright/db';
import { databaseUnavailable } from '../database-unavailable';

// Better Auth turns an error inside an endpoint into its own 500 response (an APIError never reaches our onError),
// so a lost database connection there would answer 500. Its logger still sees the error: while a request runs,
// this notes when what it logs is a connection error, and the 500 becomes our 503.
const seen = new AsyncLocalStorage<{ connectionError: unknown }>();

/** For Better Auth's logger: remember a connection error among what it logs for the current request. */
export function noteLoggedConnectionError(args: unknown[]): void {
  const store = seen.getStore();
  const error = args.find(isConnectionError);
  if (store && error !== undefined && store.connectionError === undefined) store.connectionError = error;
}

/** Runs Better Auth's handler; a 500 it answered because the database connection failed becomes the 503 error. */
export async function withConnectionErrorsAs503(run: () => Promise<Response>): Promise<Response> {
  const store: { connectionError: unknown } = { connectionError: undefined };
  const response = await seen.run(store, run);
  const unavailable = response.status === 500 ? databaseUnavailable(store.connectionError) : null;
  if (unavailable) throw unavailable;
  return response;
}
