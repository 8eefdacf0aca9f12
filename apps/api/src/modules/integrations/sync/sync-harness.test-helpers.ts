import { integrationSyncEvents, integrationSyncRuns, withPlatform } from '@scopewright/db';
import { createTenant, createUser } from '@scopewright/db/testing';
import type { IntegrationProviderId, QuoteContent } from '@scopewright/domain';
import { asc, eq } from 'drizzle-orm';
import { APP_URL } from '../../../testing/create-test-app';
import { createIdentityApp } from '../../../testing/create-identity-app';
import { signInAs } from '../../../testing/sign-in-as';
import { acceptThroughLink } from '../../quote-acceptance/quote-acceptance.test-helpers';
import { PSA_SYNC_QUEUE, type PsaSyncJobData } from './psa-sync-queue';
import { runPsaSyncJob, type SyncJobDeps } from './run-psa-sync-job';
import { createQuoteWith, ensureConnection, TEST_KEYRING } from './sync.test-helpers';

export type SyncHarness = Awaited<ReturnType<typeof createSyncHarness>>;

/** The app on its own database, one Premium-trial workspace with a signed-in admin, and a job runner. */
export async function createSyncHarness() {
  const h = await createIdentityApp();
  const tenant = await createTenant(h.owner.db);
  const admin = await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_admin' });
  const { cookie } = await signInAs(h.owner.db, admin.user.id);
  const connection: SyncJobDeps['connection'] = { keyring: TEST_KEYRING, outboundAllowList: [] };
  const deps: SyncJobDeps = { database: h.database, jobs: h.jobs, logger: h.log.logger, connection };

  const call = (method: string, path: string, body?: unknown) =>
    h.app.request(path, {
      method,
      headers: {
        Origin: APP_URL,
        Cookie: cookie,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** Runs every job that is due now, as the worker would; a thrown job is failed (pg-boss retries it later). */
  async function drain(): Promise<unknown[]> {
    const errors: unknown[] = [];
    for (;;) {
      const jobs = await h.jobs.boss.fetch<PsaSyncJobData>(PSA_SYNC_QUEUE, { batchSize: 20 });
      if (jobs.length === 0) return errors;
      for (const job of jobs) {
        try {
          await runPsaSyncJob(deps, job.data);
          await h.jobs.boss.complete(PSA_SYNC_QUEUE, job.id);
        } catch (error) {
          errors.push(error);
          await h.jobs.boss.fail(PSA_SYNC_QUEUE, job.id, { message: String(error) });
        }
      }
    }
  }

  return {
    h,
    tenant,
    deps,
    call,
    drain,
    /** Points the job runner at a served fake (its host:port allowed over http). */
    allow(url: string, extra: Partial<SyncJobDeps['connection']> = {}) {
      Object.assign(connection, { outboundAllowList: [new URL(url).host], ...extra });
    },
    connect: (
      provider: IntegrationProviderId,
      credentials: Record<string, string>,
      settings: Record<string, unknown> = {},
    ) => ensureConnection(h.owner.db, tenant.id, provider, credentials, settings),
    async acceptedQuote(
      content: QuoteContent,
      client: { name?: string; website?: string | null; phone?: string | null } = {},
    ) {
      const quote = await createQuoteWith(h.owner.db, tenant.id, content, client);
      await acceptThroughLink(h.app, h.owner.db, quote);
      return quote;
    },
    runsOf: (quoteId: string) =>
      withPlatform({ db: h.owner.db }, (tx) =>
        tx
          .select()
          .from(integrationSyncRuns)
          .where(eq(integrationSyncRuns.quoteId, quoteId))
          .orderBy(asc(integrationSyncRuns.createdAt)),
      ),
    eventsOf: (runId: string) =>
      withPlatform({ db: h.owner.db }, (tx) =>
        tx
          .select()
          .from(integrationSyncEvents)
          .where(eq(integrationSyncEvents.runId, runId))
          .orderBy(asc(integrationSyncEvents.createdAt), asc(integrationSyncEvents.id)),
      ),
    close: () => h.close(),
  };
}
