import { connectDatabase } from '@scopewright/db';
import pino from 'pino';
import { createApp } from './app';
import { createAuth } from './platform/auth/auth';
import { NO_SOCIAL_PROVIDERS } from './platform/auth/social-providers';
import { createAppServices } from './platform/services';

/**
 * The API's OpenAPI 3.1 document (the app's own, or the public API's at /api/v1/openapi.json), built from the
 * routes' own schemas with no database: the pool is never queried and jobs are never enqueued while the document
 * is read. The web's typed client and the public API client are generated from them.
 */
export async function buildOpenApiDocument(path = '/api/openapi.json'): Promise<unknown> {
  const database = connectDatabase('postgres://openapi@127.0.0.1:1/unused', { max: 1 });
  const logger = pino({ level: 'silent' });
  const config = {
    appUrl: 'http://localhost:3000',
    nodeEnv: 'production' as const,
    sessionSecret: 'openapi-document-'.padEnd(40, 'x'),
    trustProxy: false,
    superAdminEmailDomains: [] as string[],
    ...NO_SOCIAL_PROVIDERS,
  };
  const jobs = {
    enqueue: () => Promise.reject(new Error('The OpenAPI document builder sends no email')),
  };
  const mail = { jobs, transport: 'outbox' as const };
  const auth = createAuth({ config, logger, database, ...mail });
  const services = await createAppServices({ auth, database, mail, config });
  try {
    const app = createApp({ config, logger, pool: database.pool, webRoot: null, services });
    const response = await app.request(path);
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return await response.json();
  } finally {
    await services.profileEvents.close();
    await database.close();
  }
}
