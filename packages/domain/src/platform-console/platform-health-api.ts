/**
 * Super admin → Validation and → Debug (docs/architecture.md, "Processes and lifecycle"): the checks a validation
 * run makes, in the order it makes them, and the numbers the API and the screens share.
 */
export const VALIDATION_CHECKS = [
  'rls',
  'quote_totals',
  'references',
  'email_templates',
  'tier_limits',
  'stuck_jobs',
] as const;
export type ValidationCheck = (typeof VALIDATION_CHECKS)[number];

export const VALIDATION_SEVERITIES = ['error', 'warning'] as const;
export type ValidationSeverity = (typeof VALIDATION_SEVERITIES)[number];

export const VALIDATION_RUN_STATUS_VALUES = ['running', 'completed', 'failed'] as const;
export type ValidationRunStatus = (typeof VALIDATION_RUN_STATUS_VALUES)[number];

export const VALIDATION_TRIGGER_VALUES = ['manual', 'nightly'] as const;
export type ValidationTrigger = (typeof VALIDATION_TRIGGER_VALUES)[number];

/** Findings per page of a run's detail. */
export const VALIDATION_FINDINGS_PAGE_SIZE = 100;
/** Runs the history lists. */
export const VALIDATION_RUNS_LISTED = 20;
/** A run still 'running' after this long is taken for dead (its process stopped) and may be replaced. */
export const VALIDATION_STALE_AFTER_MINUTES = 30;
/** The screen asks for a running run this often. */
export const VALIDATION_POLL_MS = 2_000;

/** What a run keeps per check: rows or workspaces looked at, findings written, time taken. */
export interface ValidationCheckSummary {
  checked: number;
  findings: number;
  ms: number;
}

/** Processes that wrote a heartbeat this recently are listed on Debug. */
export const PROCESSES_SEEN_WITHIN_SECONDS = 5 * 60;
/** How often a process writes its heartbeat. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** Heartbeats older than this are deleted by the nightly run. */
export const HEARTBEAT_RETENTION_DAYS = 7;
/** Failed jobs Debug lists, newest first. */
export const DEBUG_FAILED_JOBS_LISTED = 50;
/** Tables Debug lists, largest first. */
export const DEBUG_LARGEST_TABLES_LISTED = 10;
/** How a secret reads in Debug's configuration table. */
export const MASKED_VALUE = '••••••••';

/** Where a super admin fixes a workspace's finding: its page in the console. */
export const platformWorkspacePath = (tenantId: string) => `/dashboard/company/${encodeURIComponent(tenantId)}`;
/** Where stuck and failed jobs are looked at and retried. */
export const PLATFORM_DEBUG_PATH = '/dashboard/superadmin/debug';
/** Where an email template is edited. */
export const emailTemplatePath = (templateId: string) => `/dashboard/email-templates/${encodeURIComponent(templateId)}`;
