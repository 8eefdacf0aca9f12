import { startEmbeddedPostgres, type EmbeddedPostgres } from '@scopewright/db';
import type { Config } from './env';
import type { Logger } from './platform/logger';

/** The embedded PostgreSQL in DATA_DIR (used when DATABASE_URL is unset), logging through the server's logger. */
export function startEmbeddedDatabase(config: Config, logger: Logger): Promise<EmbeddedPostgres> {
  return startEmbeddedPostgres({
    dataDir: config.dataDir,
    log: (m) => logger.info(m),
    logProblem: (m) => logger.error(m),
  });
}
