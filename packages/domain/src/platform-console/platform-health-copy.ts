import { formatMoney } from '../quotes/format-money';
import type { ValidationCheck, ValidationRunStatus, ValidationTrigger } from './platform-health-api';

const n = (value: number) => value.toLocaleString('en-US');
const plural = (count: number, one: string, many: string) => `${n(count)} ${count === 1 ? one : many}`;
const quoteName = (number: number) => `Q-${String(number)}`;

/** What each check looks at, as the Validation screen lists it. */
export const VALIDATION_CHECK_LABELS: Record<ValidationCheck, { label: string; description: string }> = {
  rls: {
    label: 'Row-level security',
    description: 'Every workspace table forces row-level security with the isolation policy.',
  },
  quote_totals: {
    label: 'Quote totals',
    description: 'Each quote’s stored totals match the pricing engine run again over its current version.',
  },
  references: {
    label: 'Broken references',
    description: 'References the database does not enforce point at rows that exist.',
  },
  email_templates: {
    label: 'Email template variables',
    description: 'Each email template uses exactly the variables it declares.',
  },
  tier_limits: {
    label: 'Plan limits',
    description: 'Members, templates and this month’s AI generations are within each workspace’s plan.',
  },
  stuck_jobs: {
    label: 'Stuck jobs',
    description: 'No background job is active past its expiry or waiting more than an hour past its start.',
  },
};

/** One figure a quote total finding compares: stored (on the version or the quote) vs the engine's. */
export interface QuoteTotalsDifference {
  figure: string;
  unit: 'cents' | 'bps';
  stored: number | null;
  computed: number | null;
}

const figureText = (value: number | null, unit: QuoteTotalsDifference['unit'], currency: string) =>
  value === null ? 'none' : unit === 'cents' ? formatMoney(value, currency) : `${(value / 100).toFixed(2)}%`;

/**
 * Super admin → Validation: the API's messages (refusals and findings, which a support engineer reads) and the
 * screen's texts.
 */
export const VALIDATION_COPY = {
  alreadyRunning: (startedHhMm: string) => `A validation run is already in progress (started ${startedHhMm} UTC)`,
  timedOut: 'Timed out',
  runNotFound: 'No such validation run.',
  badUuid: (field: string) => `${field} must be an id (a UUID).`,
  unknownCheck: (value: string, names: readonly string[]) =>
    `Unknown check "${value}": use one of ${names.join(', ')}.`,
  pageInvalid: 'Page must be a whole number from 1.',

  // Findings: one sentence each, naming the record and what is wrong with it.
  rlsProblem: (problem: string) => `Row-level security: ${problem}.`,
  rlsNoIsolationPolicy: (table: string) =>
    `Row-level security: ${table} has no tenant_isolation policy, so nothing limits its rows to one workspace.`,
  quoteTotalsDiffer: (
    number: number,
    where: 'version' | 'quote',
    currency: string,
    differences: readonly QuoteTotalsDifference[],
  ) =>
    `${quoteName(number)}: the totals stored on its ${where === 'version' ? 'current version' : 'quote row (the list)'} differ from the pricing engine’s: ${differences
      .map(
        (d) =>
          `${d.figure} ${figureText(d.stored, d.unit, currency)} stored, ${figureText(d.computed, d.unit, currency)} computed`,
      )
      .join('; ')}.`,
  quoteNoStoredTotals: (number: number) =>
    `${quoteName(number)}: its current version has no stored totals, so the quote list shows zero. Opening the quote and saving it again writes them.`,
  quoteCurrentVersionMissing: (number: number) =>
    `${quoteName(number)}: its current version is missing, so the quote cannot be opened.`,
  quoteCurrentVersionElsewhere: (number: number) =>
    `${quoteName(number)}: its current version belongs to another quote.`,
  versionBasedOnMissing: (number: number, versionNo: number) =>
    `${quoteName(number)}: version ${String(versionNo)} says it was copied from a version that no longer exists.`,
  acceptanceShareLinkMissing: (number: number) =>
    `${quoteName(number)}: its acceptance names a share link that no longer exists (the signing evidence is incomplete).`,
  viewVersionMissing: (number: number, count: number) =>
    `${quoteName(number)}: ${plural(count, 'view of the client page names a version', 'views of the client page name a version')} that no longer exists.`,
  viewShareLinkMissing: (number: number, count: number) =>
    `${quoteName(number)}: ${plural(count, 'view of the client page names a share link', 'views of the client page name a share link')} that no longer exists.`,
  externalRefMissing: (entity: string, key: string, remoteId: string) =>
    `A PSA link (${key} ${remoteId}) points at a ${entity} that no longer exists: the next push or pull may fail or create a duplicate.`,
  templateUsageForeign: (templateName: string) =>
    `Template usage counts “${templateName}”, another workspace’s template.`,
  emailTemplateIssue: (alias: string, issue: string) => `Email template “${alias}”: ${issue}`,
  overLimit: (what: string, used: number, max: number, plan: string) =>
    `${n(used)} ${what} on the ${plan} plan, which allows ${n(max)}.`,
  overLimitMembers: 'members',
  overLimitTemplates: 'workspace templates',
  overLimitAi: 'AI generations this month',
  jobActivePastExpiry: (queue: string, minutes: number) =>
    `A ${queue} job has been active for ${plural(minutes, 'minute', 'minutes')}, past its expiry: its worker may have died without failing it.`,
  jobWaitingPastStart: (queue: string, state: string, minutes: number) =>
    `A ${queue} job is ${state} but was due ${plural(minutes, 'minute', 'minutes')} ago: no worker is taking jobs from this queue.`,

  // The screen.
  title: 'Validation',
  intro:
    'Checks across every workspace for data that does not hold: totals, references, limits, security settings and stuck jobs. Runs nightly at 03:17 UTC, or now.',
  runNow: 'Run checks now',
  running: 'Running…',
  started: 'Validation run started.',
  loadFailed: 'Could not load the validation runs',
  findingsLoadFailed: 'Could not load the findings',
  emptyTitle: 'No validation run yet',
  emptyBody:
    'A run checks every workspace for quote totals that disagree with the pricing engine, broken references, plans exceeded, template variables and stuck jobs.',
  latestRun: 'Latest run',
  selectedRun: 'Earlier run',
  summaryCaption: 'Each check of the latest run',
  columns: {
    check: 'Check',
    checked: 'Rows checked',
    findings: 'Findings',
    time: 'Time',
    workspace: 'Workspace',
    severity: 'Severity',
    message: 'Finding',
    fix: 'Fix',
    started: 'Started',
    trigger: 'Trigger',
    status: 'Status',
    duration: 'Duration',
  },
  checkWaiting: 'Waiting',
  checkNotRun: 'Not run',
  view: 'View',
  viewLabel: (when: string) => `Show the run started ${when}`,
  shown: 'Shown',
  loading: 'Loading validation runs…',
  findingsLoading: 'Loading the findings…',
  findingsSoFar: 'Findings so far (the run is still going)',
  findingsTitle: 'Findings',
  noFindings: 'Every check passed: nothing to fix.',
  checkPassed: 'Passed',
  platformWide: 'Platform',
  fix: 'Fix',
  fixLabel: (message: string) => `Fix: ${message}`,
  moreFindings: (shown: number, total: number) => `Showing ${n(shown)} of ${n(total)} findings`,
  loadMore: 'Show more findings',
  historyTitle: 'History',
  historyCaption: 'The latest 20 runs, newest first',
  triggerLabels: { manual: 'Manual', nightly: 'Nightly' } satisfies Record<ValidationTrigger, string>,
  statusLabels: { running: 'Running', completed: 'Completed', failed: 'Failed' } satisfies Record<
    ValidationRunStatus,
    string
  >,
  severityLabels: { error: 'Error', warning: 'Warning' },
  findingCount: (count: number) => plural(count, 'finding', 'findings'),
  durationMs: (ms: number) => (ms < 1_000 ? `${n(ms)} ms` : `${(ms / 1_000).toFixed(1)} s`),
  failedWith: (error: string) => `The run failed: ${error}`,
  startedBy: (trigger: ValidationTrigger, when: string) =>
    `${trigger === 'nightly' ? 'Nightly run' : 'Run'} started ${when}`,
} as const;

/** Super admin → Debug: refusals and the screen's texts. */
export const DEBUG_COPY = {
  jobNotFound: 'No such job.',
  jobNotFailed: (state: string) => `This job is ${state}, not failed: only a failed job can be retried.`,
  jobArchived: 'This failed job has been archived: it can no longer be retried.',
  jobChanged: 'This job changed meanwhile: it is no longer failed.',
  jobsUnavailable: 'The job queue is not available in this process.',

  title: 'Debug',
  intro: 'What this server is running, its processes, queues, failed jobs, configuration and database.',
  loadFailed: 'Could not load the diagnostics',
  refresh: 'Refresh',
  build: 'Build',
  schema: 'Schema',
  uptime: 'Uptime',
  thisProcess: 'This process',
  processesTitle: 'Processes',
  processesCaption: 'API processes seen in the last 5 minutes',
  noProcesses: 'No process has reported in the last 5 minutes.',
  processColumns: { host: 'Host', pid: 'PID', role: 'Role', build: 'Build', started: 'Started', seen: 'Last seen' },
  seenAgo: (seconds: number) => (seconds < 1 ? 'just now' : `${plural(Math.round(seconds), 'second', 'seconds')} ago`),
  queuesTitle: 'Queues',
  queuesCaption: 'Jobs per queue and state',
  queueColumns: {
    queue: 'Queue',
    created: 'Waiting',
    retry: 'Retrying',
    active: 'Active',
    completed: 'Completed',
    failed: 'Failed',
  },
  failedTitle: 'Failed jobs',
  failedCaption: 'The latest 50 failed jobs, newest first',
  noFailedJobs: 'No failed jobs.',
  failedColumns: { queue: 'Queue', failedAt: 'Failed', retries: 'Retries', error: 'Error', action: 'Action' },
  retryJob: 'Retry',
  retryJobLabel: (queue: string, id: string) => `Retry the ${queue} job ${id}`,
  retryTitle: 'Retry this job?',
  retryBody: (queue: string) =>
    `The ${queue} job runs again as soon as a worker is free. Its side effects (an email, a push) may happen twice if it partly ran before.`,
  retryConfirm: 'Retry job',
  cancel: 'Cancel',
  retried: 'The job will run again.',
  archived: 'Archived',
  configTitle: 'Configuration',
  configCaption: 'The settings in effect; secrets are masked',
  configColumns: { key: 'Setting', value: 'Value' },
  notSet: 'not set',
  databaseTitle: 'Database',
  databaseMode: { embedded: 'Embedded PostgreSQL', external: 'External PostgreSQL' },
  databaseLocation: 'Location',
  databaseVersion: 'Version',
  databaseSize: 'Size',
  appliedMigration: 'Applied migration',
  tablesCaption: 'The 10 largest tables',
  tableColumns: { table: 'Table', size: 'Size', rows: 'Rows (estimate)' },
  bytes: (bytes: number) => {
    const units = ['B', 'kB', 'MB', 'GB', 'TB'];
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
      value /= 1024;
      unit += 1;
    }
    return `${value.toLocaleString('en-US', { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit] ?? 'B'}`;
  },
  count: (value: number) => n(value),
  uptimeText: (seconds: number) => {
    const days = Math.floor(seconds / 86_400);
    const hours = Math.floor((seconds % 86_400) / 3_600);
    const minutes = Math.floor((seconds % 3_600) / 60);
    if (days > 0) return `${String(days)} d ${String(hours)} h`;
    if (hours > 0) return `${String(hours)} h ${String(minutes)} min`;
    return minutes > 0 ? `${String(minutes)} min` : `${String(Math.floor(seconds))} s`;
  },
} as const;
