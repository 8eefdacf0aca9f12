import type { IntegrationConnectionRow } from '@scopewright/db';
import { parseConnectionSettings, type IntegrationConnection } from '@scopewright/domain';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** What the API answers about a connection: the non-secret account only, never the sealed credentials. */
export function toConnectionView(row: IntegrationConnectionRow): IntegrationConnection {
  return {
    id: row.id,
    provider: row.provider,
    account: { ...row.account },
    accountLabel: row.accountLabel,
    lastTestedAt: iso(row.lastTestedAt),
    lastTestError: row.lastTestError,
    lastPulledAt: iso(row.lastPulledAt),
    settings: parseConnectionSettings(row.settings),
    lockVersion: row.lockVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
