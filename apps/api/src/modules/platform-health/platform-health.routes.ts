import { z } from '@hono/zod-openapi';
import {
  VALIDATION_CHECKS,
  VALIDATION_COPY,
  VALIDATION_RUN_STATUS_VALUES,
  VALIDATION_SEVERITIES,
  VALIDATION_TRIGGER_VALUES,
} from '@scopewright/domain';
import { defineRoute, SUPER_ADMIN } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, jsonContent } from '../../platform/openapi';

export const VALIDATION_RUNS_PATH = '/api/platform/validation/runs';
export const DEBUG_PATH = '/api/platform/debug';
const validation = { access: SUPER_ADMIN, tags: ['platform validation'] };
const debug = { access: SUPER_ADMIN, tags: ['platform debug'] };
const denied = guardRefusals('Not a platform super admin.');

const CheckSummaryDoc = z.object({
  check: z.enum(VALIDATION_CHECKS),
  checked: z.number().int().openapi({ description: 'Rows, tables or workspaces the check looked at.' }),
  findings: z.number().int(),
  ms: z.number().int().openapi({ description: 'Milliseconds the check took.' }),
});

export const ValidationRunDoc = z
  .object({
    id: z.string(),
    trigger: z.enum(VALIDATION_TRIGGER_VALUES),
    status: z.enum(VALIDATION_RUN_STATUS_VALUES),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    startedBy: z.object({ id: z.string(), name: z.string() }).nullable().openapi({ description: 'Null for nightly.' }),
    error: z.string().nullable().openapi({ description: 'A failed run’s error, its first line.' }),
    checks: z.array(CheckSummaryDoc).openapi({ description: 'The checks done so far, in run order.' }),
    findings: z.number().int().openapi({ description: 'Findings over every check.' }),
  })
  .openapi('ValidationRun');

const ValidationFindingDoc = z
  .object({
    id: z.string(),
    check: z.enum(VALIDATION_CHECKS),
    severity: z.enum(VALIDATION_SEVERITIES),
    tenantId: z.string().nullable().openapi({ description: 'Null for a platform-wide finding.' }),
    tenantName: z.string().nullable(),
    subjectType: z.string().nullable(),
    subjectId: z.string().nullable(),
    message: z.string(),
    fixPath: z.string().nullable().openapi({ description: 'The app path where it is fixed.' }),
    details: z.record(z.string(), z.unknown()),
  })
  .openapi('ValidationFinding');

const RunParams = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });
const JobParams = z.object({
  id: z.uuid({ error: VALIDATION_COPY.badUuid('id') }).openapi({ param: { name: 'id', in: 'path' } }),
});

export const ValidationFindingsQuery = z.strictObject({
  check: z
    .string()
    .refine((v): v is (typeof VALIDATION_CHECKS)[number] => (VALIDATION_CHECKS as readonly string[]).includes(v), {
      error: (issue) => VALIDATION_COPY.unknownCheck(String(issue.input), VALIDATION_CHECKS),
    })
    .optional()
    .openapi({ enum: [...VALIDATION_CHECKS] }),
  tenantId: z.uuid({ error: VALIDATION_COPY.badUuid('tenantId') }).optional(),
  page: z.coerce
    .number({ error: VALIDATION_COPY.pageInvalid })
    .int({ error: VALIDATION_COPY.pageInvalid })
    .min(1, { error: VALIDATION_COPY.pageInvalid })
    .max(100_000, { error: VALIDATION_COPY.pageInvalid })
    .default(1),
});

export const startValidationRunRoute = defineRoute({
  ...validation,
  method: 'post',
  path: VALIDATION_RUNS_PATH,
  summary:
    'Starts a validation run over every workspace; the checks run as a background job, so this answers at once. ' +
    'One run at a time.',
  responses: {
    202: jsonContent(ValidationRunDoc, 'The started run; follow it with GET /api/platform/validation/runs/{id}.'),
    409: errorResponse('A run is already in progress (the message says when it started, UTC).'),
    ...denied,
  },
});

export const listValidationRunsRoute = defineRoute({
  ...validation,
  method: 'get',
  path: VALIDATION_RUNS_PATH,
  summary: 'The latest 20 validation runs, newest first, each with what every check looked at and found.',
  responses: {
    200: jsonContent(z.object({ items: z.array(ValidationRunDoc) }).openapi('ValidationRunList'), 'The runs.'),
    ...denied,
  },
});

export const getValidationRunRoute = defineRoute({
  ...validation,
  method: 'get',
  path: `${VALIDATION_RUNS_PATH}/{id}`,
  summary: 'A run and its findings, 100 a page, in check order with errors first; `check` and `tenantId` narrow them.',
  request: { params: RunParams, query: ValidationFindingsQuery },
  responses: {
    200: jsonContent(
      z
        .object({
          run: ValidationRunDoc,
          findings: z.object({
            items: z.array(ValidationFindingDoc),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
        })
        .openapi('ValidationRunDetail'),
      'The run and a page of its findings.',
    ),
    404: errorResponse('No such run.'),
    422: errorResponse('An unknown check, a tenantId that is not a UUID or a page below 1.'),
    ...denied,
  },
});

const JOB_COUNTS = z.object({
  created: z.number().int(),
  retry: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  failed: z.number().int(),
});

const DebugInfoDoc = z
  .object({
    process: z.object({
      buildVersion: z.string(),
      schemaVersion: z.string().nullable().openapi({ description: 'The last migration this build carries.' }),
      uptimeSeconds: z.number().int(),
      startedAt: z.string(),
      hostname: z.string(),
      pid: z.number().int(),
      nodeVersion: z.string(),
    }),
    processes: z
      .array(
        z.object({
          id: z.string(),
          hostname: z.string(),
          pid: z.number().int(),
          role: z.string(),
          buildVersion: z.string(),
          schemaVersion: z.string().nullable(),
          startedAt: z.string(),
          lastSeenAt: z.string(),
          secondsSinceSeen: z.number().int(),
          isThisProcess: z.boolean(),
          rssBytes: z.number().nullable(),
          nodeVersion: z.string().nullable(),
        }),
      )
      .openapi({ description: 'API processes whose heartbeat is at most 5 minutes old.' }),
    queues: z.array(z.object({ name: z.string(), counts: JOB_COUNTS })),
    failedJobs: z
      .array(
        z.object({
          id: z.string(),
          queue: z.string(),
          failedAt: z.string().nullable(),
          retryCount: z.number().int(),
          error: z.string().nullable().openapi({ description: 'The first line of the error.' }),
          archived: z.boolean().openapi({ description: 'Archived jobs can no longer be retried.' }),
        }),
      )
      .openapi({ description: 'The latest 50 failed jobs, newest first.' }),
    config: z
      .array(z.object({ key: z.string(), value: z.string().nullable(), masked: z.boolean() }))
      .openapi({ description: 'The configuration in effect; every secret masked.' }),
    database: z.object({
      mode: z.enum(['embedded', 'external']),
      location: z.string().openapi({ description: 'host:port/database, without credentials.' }),
      version: z.string(),
      sizeBytes: z.number(),
      appliedMigration: z.string().nullable(),
      tables: z.array(z.object({ name: z.string(), sizeBytes: z.number(), rowEstimate: z.number() })),
    }),
  })
  .openapi('DebugInfo');

export const getDebugInfoRoute = defineRoute({
  ...debug,
  method: 'get',
  path: DEBUG_PATH,
  summary:
    'Diagnostics: build and schema of this process, its uptime, the processes seen in the last 5 minutes, jobs ' +
    'per queue and state, the latest failed jobs, the configuration (secrets masked) and the database.',
  responses: { 200: jsonContent(DebugInfoDoc, 'The diagnostics.'), ...denied },
});

export const retryFailedJobRoute = defineRoute({
  ...debug,
  method: 'post',
  path: `${DEBUG_PATH}/jobs/{id}/retry`,
  summary: 'Puts a failed job back on its queue (audited).',
  request: { params: JobParams },
  responses: {
    200: jsonContent(
      z.object({ id: z.string(), queue: z.string(), state: z.literal('retry') }).openapi('RetriedJob'),
      'The job, waiting to run again.',
    ),
    404: errorResponse('No such job.'),
    409: errorResponse('The job is not failed, or was archived.'),
    422: errorResponse('The id is not a UUID.'),
    ...denied,
  },
});
