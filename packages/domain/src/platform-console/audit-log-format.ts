import { writeCsv, type CsvColumn } from '../csv/csv';
import { AUDIT_REDACTED_CHANGE, type AuditLogEntry } from './audit-log-api';

/** The changes as read (a generated client may type either side as optional). */
type Changes = Record<string, { before?: unknown; after?: unknown }> | null;
import { AUDIT_ACTOR_KIND_LABELS, AUDIT_LOG_COPY as COPY } from './audit-log-copy';

/** How an empty side of a change reads. */
export const AUDIT_EMPTY_VALUE = '—';

/** One side of a change as a reader sees it: text as it is, nothing as "—", anything else as compact JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return AUDIT_EMPTY_VALUE;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export interface AuditChangeRow {
  field: string;
  before: string;
  after: string;
  /** A secret: only that it changed is known. */
  secret: boolean;
}

/** The changed fields in the order they were recorded, each with both sides read. */
export function auditChangeRows(changes: Changes): AuditChangeRow[] {
  return Object.entries(changes ?? {}).map(([field, change]) => ({
    field,
    before: formatAuditValue(change.before),
    after: formatAuditValue(change.after),
    secret: change.before === AUDIT_REDACTED_CHANGE && change.after === AUDIT_REDACTED_CHANGE,
  }));
}

/** `role: msp_user → msp_admin; name: — → Acme; secret: changed (hidden)`: every changed field on one line. */
export function formatAuditChanges(changes: Changes): string {
  return auditChangeRows(changes)
    .map((row) => (row.secret ? `${row.field}: ${COPY.secretChanged}` : `${row.field}: ${row.before} → ${row.after}`))
    .join('; ');
}

/** What the entry acted on, in words: its label, else its id, after its kind (`member: ada@msp.test`). */
export function formatAuditTarget(target: AuditLogEntry['target']): string {
  if (!target) return '';
  const name = target.label ?? target.id;
  return name ? `${target.type}: ${name}` : target.type;
}

/** Who acted: their label (an email, an API key's name), else what kind of actor it was. */
export const formatAuditActor = (actor: AuditLogEntry['actor']): string =>
  actor.label ?? (actor.kind === 'system' ? COPY.noActor : AUDIT_ACTOR_KIND_LABELS[actor.kind]);

type CsvKey =
  | 'time'
  | 'workspace'
  | 'actor'
  | 'actorKind'
  | 'action'
  | 'target'
  | 'changes'
  | 'reason'
  | 'ip'
  | 'userAgent'
  | 'requestId';

export const AUDIT_LOG_CSV_COLUMNS: readonly CsvColumn<CsvKey>[] = [
  { key: 'time', header: 'Time (UTC)' },
  { key: 'workspace', header: 'Workspace' },
  { key: 'actor', header: 'Actor' },
  { key: 'actorKind', header: 'Actor kind' },
  { key: 'action', header: 'Action' },
  { key: 'target', header: 'Target' },
  { key: 'changes', header: 'Changes' },
  { key: 'reason', header: 'Reason' },
  { key: 'ip', header: 'IP address' },
  { key: 'userAgent', header: 'User agent' },
  { key: 'requestId', header: 'Request id' },
];

/**
 * The export: one row per entry in the order given, a cell per column, every cell neutralised against formula
 * injection by `writeCsv` (a cell starting with = + - @ is prefixed with a quote). `workspace` is the entry's
 * workspace name (else its id; empty for a platform-wide entry).
 */
export function toAuditLogCsv(entries: readonly AuditLogEntry[]): string {
  return writeCsv(
    AUDIT_LOG_CSV_COLUMNS,
    entries.map((entry) => ({
      time: entry.occurredAt,
      workspace: entry.tenant ? (entry.tenant.name ?? entry.tenant.id) : '',
      actor: formatAuditActor(entry.actor),
      actorKind: AUDIT_ACTOR_KIND_LABELS[entry.actor.kind],
      action: entry.actionLabel,
      target: formatAuditTarget(entry.target),
      changes: formatAuditChanges(entry.changes),
      reason: entry.reason ?? '',
      ip: entry.ip ?? '',
      userAgent: entry.userAgent ?? '',
      requestId: entry.requestId ?? '',
    })),
  );
}
