import { AUDIT_LOG_EXPORT_MAX_ROWS, type AuditActorKind } from './audit-log-api';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The audit log's words (docs/decisions/0058-platform-console-and-audit-log.md): the API's refusals and the
 * screens' texts, shared by Settings → Audit log and Super admin → Audit.
 */
export const AUDIT_LOG_COPY = {
  // The API's refusals (422 messages).
  invertedRange: (from: string, to: string) =>
    `The start date (${from}) is after the end date (${to}): choose a start on or before the end.`,
  unknownCategory: (value: string, names: readonly string[]) =>
    `Unknown category "${value}": use one of ${names.join(', ')}.`,
  unknownAction: (value: string) => `Unknown action "${value}": use an action name such as member.role_changed.`,
  actionOutsideCategory: (action: string, category: string) =>
    `The action "${action}" is not in the category "${category}": clear one of the two filters.`,
  targetIdNeedsType: 'targetId needs targetType: say what kind of record the id belongs to.',
  badUuid: (field: string) => `${field} must be an id (a UUID).`,
  limitRange: 'The page size (limit) must be a whole number from 1 to 100.',
  textTooLong: (max: number) => `Use at most ${String(max)} characters.`,
  fetchFailed: (message: string) => `Failed to fetch the audit log: ${message}`,

  // The screens.
  workspaceTitle: 'Audit log',
  workspaceIntro:
    'Sign-ins, member and role changes, plan and settings changes in your workspace: who did what, and when. Entries cannot be edited or deleted.',
  platformTitle: 'Audit',
  platformIntro: 'Who did what, when, for which workspace, across the platform — super admins’ own actions included.',
  filtersLabel: 'Filter the audit log',
  dates: 'Dates',
  anyTime: 'Any time',
  customDates: 'Custom dates',
  from: 'From',
  to: 'To',
  category: 'Category',
  anyCategory: 'Any category',
  action: 'Action',
  anyAction: 'Any action',
  actor: 'Actor',
  actorPlaceholder: 'Email or key name',
  workspace: 'Workspace',
  targetFilter: (type: string, id: string) => `Target: ${type} ${id}`,
  clearFilters: 'Clear filters',
  exportCsv: 'Export CSV',
  exportHint: `Exports the filtered entries, newest first, up to ${count(AUDIT_LOG_EXPORT_MAX_ROWS)} rows.`,
  tableCaption: 'Audit entries, newest first',
  columns: {
    time: 'Time',
    actor: 'Actor',
    action: 'Action',
    target: 'Target',
    workspace: 'Workspace',
    ip: 'IP address',
    details: 'Details',
  },
  expand: (action: string) => `Show the details of “${action}”`,
  platformWide: 'Platform',
  unknownWorkspace: 'Deleted workspace',
  noActor: 'System',
  noTarget: '—',
  fields: {
    changes: 'Changes',
    reason: 'Reason',
    userAgent: 'User agent',
    requestId: 'Request id',
    ip: 'IP address',
    exactTime: 'Time (UTC)',
    action: 'Action name',
    metadata: 'More',
  },
  noChanges: 'No field changes recorded.',
  filterTarget: 'Every entry for this target',
  filterWorkspace: 'Only this workspace',
  showDetails: 'Details',
  field: 'Field',
  before: 'Before',
  after: 'After',
  secretChanged: 'changed (hidden)',
  loading: 'Loading the audit log',
  loadMore: 'Load more',
  emptyFilteredTitle: 'No audit entries match these filters',
  emptyFilteredBody: 'Widen the dates or clear a filter.',
  emptyTitle: 'Nothing recorded yet',
  emptyBody: 'Sign-ins, member changes, plan and settings changes appear here as they happen.',
  retry: 'Try again',
  shown: (n: number, more: boolean) =>
    `${count(n)} ${n === 1 ? 'entry' : 'entries'} shown${more ? ', more below' : ''}`,
} as const;

/** What each kind of actor reads as (a badge beside the actor). */
export const AUDIT_ACTOR_KIND_LABELS: Record<AuditActorKind, string> = {
  user: 'Member',
  super_admin: 'Super admin',
  api_key: 'API key',
  system: 'System',
  anonymous: 'Not signed in',
};
