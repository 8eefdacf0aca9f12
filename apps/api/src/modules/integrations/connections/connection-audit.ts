import type { AuditChanges, IntegrationConnectionRow, Tx } from '@scopewright/db';
import { INTEGRATION_PROVIDER_NAMES, type AuditAction, type IntegrationProviderId } from '@scopewright/domain';
import type { TenantContext } from '../../../platform/access/use-case-context';
import { changedFields, recordAudit } from '../../../platform/audit/record-audit';
import type { Keyring } from '../../../platform/secret-box/encryption-keyring';
import { openCredentials } from './load-connection';
import { ACCOUNT_FIELDS } from './seal-credentials';

type Fields = Record<string, unknown>;

/**
 * What a credentials save changed: the non-secret fields (site, user, client id …) before and after, every secret
 * field only as `[changed]` when it did (compared with the sealed ones, opened here and nowhere kept).
 */
export function credentialChanges(
  keyring: Keyring,
  provider: IntegrationProviderId,
  row: IntegrationConnectionRow | undefined,
  credentials: Fields,
): AuditChanges {
  const before = row ? previousCredentials(keyring, row) : null;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(credentials)])].filter(
    (field) => field !== 'provider',
  );
  const secret = fields.filter((field) => !ACCOUNT_FIELDS[provider].includes(field));
  return changedFields(before, credentials, fields, { secret });
}

/** The saved credentials, or only their shown part when they can no longer be opened (every secret then differs). */
function previousCredentials(keyring: Keyring, row: IntegrationConnectionRow): Fields {
  try {
    return { ...openCredentials(keyring, row) };
  } catch {
    return { ...row.account };
  }
}

/** One PSA connection change in the workspace's audit log, labelled with the PSA and its account. */
export async function recordConnectionChange(
  tx: Tx,
  ctx: TenantContext,
  input: {
    action: Extract<AuditAction, `integration.${string}`>;
    row: Pick<IntegrationConnectionRow, 'id' | 'provider' | 'accountLabel'>;
    changes: AuditChanges;
    metadata?: Record<string, unknown>;
  },
): Promise<void> {
  const { row } = input;
  const name = INTEGRATION_PROVIDER_NAMES[row.provider as IntegrationProviderId] ?? row.provider;
  await recordAudit(tx, ctx, {
    action: input.action,
    tenantId: ctx.tenantId,
    target: { type: 'integration', id: row.id, label: row.accountLabel ? `${name} · ${row.accountLabel}` : name },
    changes: input.changes,
    metadata: { provider: row.provider, ...input.metadata },
  });
}
