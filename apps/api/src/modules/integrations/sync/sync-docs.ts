import { z } from '@hono/zod-openapi';
import { INTEGRATION_PROVIDERS } from '@scopewright/domain';
import type { IntegrationSyncEventRow, IntegrationSyncRunRow } from '@scopewright/db';

const Candidate = z.object({ id: z.string(), name: z.string(), domain: z.string().nullable(), url: z.string() });

export const SyncRunDoc = z
  .object({
    id: z.uuid(),
    provider: z.enum(INTEGRATION_PROVIDERS),
    kind: z.enum(['push', 'pull']),
    trigger: z.enum(['manual', 'acceptance', 'schedule']),
    status: z.enum(['queued', 'running', 'succeeded', 'failed', 'needs_confirmation']),
    quoteId: z.uuid().nullable(),
    quoteVersionNo: z.number().int().nullable(),
    attempts: z.number().int(),
    errorKind: z.string().nullable(),
    errorMessage: z.string().nullable(),
    psaMessage: z.string().nullable(),
    summary: z.object({
      created: z.number().int().optional(),
      updated: z.number().int().optional(),
      calls: z.number().int().optional(),
      candidates: z.array(Candidate).optional(),
      companyUrl: z.string().optional(),
      opportunityUrl: z.string().optional(),
      projectUrl: z.string().optional(),
      clientsCreated: z.number().int().optional(),
      clientsMatched: z.number().int().optional(),
      contactsCreated: z.number().int().optional(),
    }),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('SyncRun');
export type SyncRun = z.infer<typeof SyncRunDoc>;

export const SyncEventDoc = z
  .object({
    id: z.uuid(),
    level: z.enum(['info', 'warning', 'error']),
    message: z.string(),
    recordKey: z.string().nullable(),
    remoteId: z.string().nullable(),
    remoteUrl: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .openapi('SyncEvent');

export const ExternalRefDoc = z
  .object({ key: z.string(), remoteId: z.string(), remoteUrl: z.string(), provider: z.enum(INTEGRATION_PROVIDERS) })
  .openapi('ExternalRef');

export const QuotePsaSyncDoc = z
  .object({
    connected: z
      .array(z.enum(INTEGRATION_PROVIDERS))
      .openapi({ description: 'The PSAs the workspace is connected to: where "Send to" can push.' }),
    runs: z.array(SyncRunDoc),
    refs: z.array(ExternalRefDoc),
  })
  .openapi('QuotePsaSync');
export const SyncRunPageDoc = z
  .object({ items: z.array(SyncRunDoc), nextCursor: z.string().nullable() })
  .openapi('SyncRunPage');
export const SyncRunDetailDoc = SyncRunDoc.extend({ events: z.array(SyncEventDoc) }).openapi('SyncRunDetail');

const SUMMARY_KEYS = Object.keys(SyncRunDoc.shape.summary.shape);

/** A run as the API answers it; internal summary keys (the confirmed company choice) stay inside. */
export function toSyncRun(row: IntegrationSyncRunRow, provider: SyncRun['provider']): SyncRun {
  const summary = Object.fromEntries(Object.entries(row.summary).filter(([key]) => SUMMARY_KEYS.includes(key)));
  return {
    id: row.id,
    provider,
    kind: row.kind,
    trigger: row.trigger,
    status: row.status,
    quoteId: row.quoteId,
    quoteVersionNo: row.quoteVersionNo,
    attempts: row.attempts,
    errorKind: row.errorKind,
    errorMessage: row.errorMessage,
    psaMessage: row.psaMessage,
    summary: summary as SyncRun['summary'],
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const toSyncEvent = (row: IntegrationSyncEventRow) => ({
  id: row.id,
  level: row.level,
  message: row.message,
  recordKey: row.recordKey,
  remoteId: row.remoteId,
  remoteUrl: row.remoteUrl,
  detail: row.detail,
  createdAt: row.createdAt.toISOString(),
});
