import type { Tx, WebhookEndpoint } from '@scopewright/db';
import type { AuditAction } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { changedFields, recordAudit } from '../../platform/audit/record-audit';

/** An endpoint as the audit log compares it: never its signing secret, only whether it was set or replaced. */
interface AuditedEndpoint extends Record<string, unknown> {
  url: string;
  description: string;
  events: string[];
  status: string;
  /** True when the call set a new secret (recorded only as `[changed]`). */
  secret?: boolean;
}

const FIELDS = ['url', 'description', 'events', 'status', 'secret'] as const;

export const auditedEndpoint = (row: WebhookEndpoint, secretSet = false): AuditedEndpoint => ({
  url: row.url,
  description: row.description,
  events: row.events,
  status: row.status,
  ...(secretSet ? { secret: true } : {}),
});

/** One webhook endpoint change in the workspace's audit log, labelled with its URL. */
export async function recordEndpointChange(
  tx: Tx,
  ctx: TenantContext,
  input: {
    action: Extract<AuditAction, `webhook.${string}`>;
    id: string;
    before: AuditedEndpoint | null;
    after: AuditedEndpoint | null;
    metadata?: Record<string, unknown>;
  },
): Promise<void> {
  await recordAudit(tx, ctx, {
    action: input.action,
    tenantId: ctx.tenantId,
    target: { type: 'webhook_endpoint', id: input.id, label: (input.after ?? input.before)?.url ?? null },
    changes: changedFields(input.before, input.after, FIELDS, { secret: ['secret'] }),
    ...(input.metadata ? { metadata: input.metadata } : {}),
  });
}
