import { auditEvents, type AuditActorKind, type AuditChanges, type Tx } from '@scopewright/db';
import type { AuditAction } from '@scopewright/domain';
import type { Actor } from '../access/actor';

/** Where a request came from, as the audit log keeps it (set per request by `clientMeta`). */
export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

/** Who and from where: a use case's context, or what a hook or job knows. */
export interface AuditSource {
  actor: Actor | null;
  requestId?: string | null;
  client?: ClientMeta | null;
  /** Why the whole use case runs (a super admin's console action): entries without a reason of their own take it. */
  reason?: string | null;
}

export interface AuditTarget {
  type: string;
  id: string;
  /** What a reader recognises it by (a quote number, a person's email, a workspace name). */
  label?: string | null;
}

export interface AuditEntry {
  /** Dotted verb from AUDIT_ACTIONS (packages/domain), e.g. `member.role_changed`. */
  action: AuditAction;
  /** The workspace it concerns; null for a platform-wide event (a sign-in failure for an unknown address). */
  tenantId: string | null;
  target?: AuditTarget;
  changes?: AuditChanges | null;
  /** Why: required for every super-admin action. */
  reason?: string | null;
  metadata?: Record<string, unknown>;
  /** For events with no signed-in actor (a failed sign-in): the address tried, masked or not as the caller decides. */
  actorLabel?: string | null;
}

/** The job scheduler, a webhook, a provider: no person. */
export const SYSTEM_AUDIT_SOURCE: AuditSource = { actor: null };

const MAX_USER_AGENT = 400;

function actorKindOf(actor: Actor | null): AuditActorKind {
  if (!actor) return 'system';
  if (actor.apiKey) return 'api_key';
  return actor.isSuperAdmin ? 'super_admin' : 'user';
}

function actorLabelOf(actor: Actor | null): string | null {
  if (!actor) return null;
  if (actor.apiKey) return `API key "${actor.apiKey.name}"`;
  return actor.email || null;
}

/**
 * Appends one audit entry in the caller's transaction, so the entry and the change it records commit or roll back
 * together. The transaction must be in the entry's workspace (withTenant) or the platform scope (withPlatform).
 */
export async function recordAudit(tx: Tx, source: AuditSource, entry: AuditEntry): Promise<void> {
  await recordAudits(tx, source, [entry]);
}

export async function recordAudits(tx: Tx, source: AuditSource, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const { actor } = source;
  await tx.insert(auditEvents).values(
    entries.map((entry) => ({
      tenantId: entry.tenantId,
      actorKind: entry.actorLabel !== undefined && !actor ? ('anonymous' as const) : actorKindOf(actor),
      actorUserId: actor?.userId ?? null,
      actorApiKeyId: actor?.apiKey?.id ?? null,
      actorLabel: entry.actorLabel ?? actorLabelOf(actor),
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      targetLabel: entry.target?.label ?? null,
      changes: entry.changes && Object.keys(entry.changes).length > 0 ? entry.changes : null,
      reason: entry.reason ?? source.reason ?? null,
      metadata: entry.metadata ?? {},
      ip: source.client?.ip ?? null,
      userAgent: source.client?.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
      requestId: source.requestId ?? null,
    })),
  );
}

/** A value the log must never hold (a secret, a credential): recorded only as having changed. */
export const REDACTED_CHANGE = '[changed]';

/**
 * The fields that differ between before and after, as `{ field: { before, after } }`; fields named in `secret`
 * read `[changed]` on both sides. Values compare by their JSON.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: Partial<T> | null,
  after: Partial<T> | null,
  fields: readonly (keyof T & string)[],
  options: { secret?: readonly (keyof T & string)[] } = {},
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changes[field] = options.secret?.includes(field)
      ? { before: REDACTED_CHANGE, after: REDACTED_CHANGE }
      : { before: was, after: now };
  }
  return changes;
}
