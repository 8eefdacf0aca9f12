// `npm run secrets:rotate`: re-seals every PSA connection's credentials and every webhook endpoint's signing secret
// with INTEGRATIONS_ENCRYPTION_KEY, reading the old ones with INTEGRATIONS_ENCRYPTION_KEYS_PREVIOUS
// (docs/decisions/0049-integration-credentials-encryption.md, 0052-outbound-webhooks.md).
import { connectOwner, startEmbeddedPostgres } from '@scopewright/db';
import { loadEnv } from '../env';
import { rotateConnectionCredentials } from '../modules/integrations';
import { resealWebhookSecrets } from '../modules/webhooks';

const config = loadEnv();
const log = (message: string) => console.log(`[rotate] ${message}`);
const embedded = config.databaseUrl ? null : await startEmbeddedPostgres({ dataDir: config.dataDir, log });
const database = connectOwner(config.databaseUrl ?? embedded!.url);
try {
  const report = await rotateConnectionCredentials(database.db, config.integrationsKeyring);
  log(`${report.rotated} re-sealed with the current key, ${report.alreadyCurrent} already current`);
  for (const row of report.failed) {
    console.error(
      `[rotate] could not open ${row.provider} connection ${row.connectionId} (workspace ${row.tenantId}): ${row.reason}`,
    );
  }
  const webhooks = await resealWebhookSecrets(database.db, config.integrationsKeyring);
  log(`${webhooks.resealed} webhook signing secrets re-sealed`);
  for (const row of webhooks.failed) {
    console.error(`[rotate] could not open webhook endpoint ${row.endpointId} (workspace ${row.tenantId})`);
  }
  if (report.failed.length > 0 || webhooks.failed.length > 0) process.exitCode = 1;
} finally {
  await database.close();
  await embedded?.stop();
}
