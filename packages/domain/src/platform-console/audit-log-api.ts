import type { GuardRequirement } from '../access/guards';
import type { AuditCategory } from './audit-actions';

/** Who acted, as the log keeps it (the same list as the `audit_events.actor_kind` check in packages/db). */
export const AUDIT_ACTOR_KIND_NAMES = ['user', 'super_admin', 'api_key', 'system', 'anonymous'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KIND_NAMES)[number];

/** 50 entries a page, at most 100; an export holds at most 50,000 rows (a header says when it was cut). */
export const AUDIT_LOG_PAGE_SIZE = 50;
export const AUDIT_LOG_PAGE_SIZE_MAX = 100;
export const AUDIT_LOG_EXPORT_MAX_ROWS = 50_000;
export const AUDIT_LOG_TEXT_MAX = 200;
/** The response header an export carries when it stopped at AUDIT_LOG_EXPORT_MAX_ROWS. */
export const AUDIT_LOG_TRUNCATED_HEADER = 'X-Export-Truncated';

/** How recordAudit writes a secret's change (both sides): the log never holds the value. */
export const AUDIT_REDACTED_CHANGE = '[changed]';

export interface AuditLogChange {
  before: unknown;
  after: unknown;
}

/** One entry as both doors answer it (docs/decisions/0058-platform-console-and-audit-log.md). */
export interface AuditLogEntry {
  id: string;
  occurredAt: string;
  /** The platform door: the workspace the entry concerns (null for a platform-wide one). Always null on a workspace's own door. */
  tenant: { id: string; name: string | null } | null;
  actor: { kind: AuditActorKind; userId: string | null; label: string | null };
  action: string;
  actionLabel: string;
  /** Null for an action no longer in the catalogue. */
  category: AuditCategory | null;
  target: { type: string; id: string | null; label: string | null } | null;
  changes: Record<string, AuditLogChange> | null;
  reason: string | null;
  metadata: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/** Newest first; no total (the log holds millions of rows): `hasMore` and the opaque `nextCursor` only. */
export interface AuditLogPage {
  items: AuditLogEntry[];
  hasMore: boolean;
  nextCursor: string | null;
}

/** Settings → Audit log: the workspace's admins (a super admin without a workspace is refused like on every tenant route). */
export const AUDIT_LOG_REQUIREMENT: GuardRequirement = { tenant: true, role: 'msp_admin' };
