// PSA push budgets: a 60-line, 6-phase accepted quote pushed to the ConnectWise fake, timed from the enqueue to
// the run's `succeeded` (job pick-up included), with its PSA calls; then 100 pushes while about one in ten hits a
// transient fault (503 or 429 with Retry-After), each converging to exactly one project.
// In-process against PostgreSQL (DATABASE_URL, the test server by default): the app on a scratch database, a
// pg-boss worker polling every 0.5 s, the fake on loopback. Signed PDFs are rendered before the clock starts (the
// signing job does that right after an acceptance).
import { integrationSyncRuns, withPlatform, withTenant } from '@scopewright/db';
import { createTenant } from '@scopewright/db/testing';
import { and, eq, inArray } from 'drizzle-orm';
import { enqueuePsaPush } from '../apps/api/src/modules/integrations';
import { buildLabourContent } from '../apps/api/src/modules/integrations/sync/sync-content.test-helpers';
import { createQuoteWith, ensureConnection } from '../apps/api/src/modules/integrations/sync/sync.test-helpers';
import { acceptThroughLink } from '../apps/api/src/modules/quote-acceptance/quote-acceptance.test-helpers';
import { ensureSignedPdf } from '../apps/api/src/modules/quote-documents';
import { createConnectWiseFake } from '../apps/api/src/testing/psa-fakes/connectwise/create-connectwise-fake';
import { serveFake } from '../apps/api/src/testing/psa-fakes/serve-fake';
import { startPsaBenchApp } from './psa-push-setup';

const SINGLE_RUNS = 5;
const CONVERGENCE_PUSHES = 100;
const FAULTS = 10;

export interface PsaPushResult {
  pushMsMedian: number;
  pushMsMax: number;
  callsPerPush: number;
  converged: number;
  pushes: number;
  faultsPlayed: number;
  retriedRuns: number;
  convergenceSeconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchPsaPush(): Promise<PsaPushResult> {
  const fake = createConnectWiseFake();
  const served = await serveFake(fake.app);
  const h = await startPsaBenchApp(new URL(served.url).host);
  try {
    const tenant = await createTenant(h.owner.db);
    await ensureConnection(h.owner.db, tenant.id, 'connectwise', { site: served.url, ...fake.state.credentials });
    const acceptedQuote = async () => {
      const quote = await createQuoteWith(h.owner.db, tenant.id, buildLabourContent());
      await acceptThroughLink(h.app, h.owner.db, quote);
      await ensureSignedPdf(h.database.db, tenant.id, quote.currentVersionId as string);
      return quote;
    };
    const enqueue = (quoteId: string) =>
      withTenant({ db: h.database.db, tenantId: tenant.id }, (tx) =>
        enqueuePsaPush(h.jobs, tx, {
          tenantId: tenant.id,
          quoteId,
          provider: 'connectwise',
          trigger: 'manual',
          userId: null,
        }),
      );
    const runsOf = (quoteIds: string[]) =>
      withPlatform({ db: h.owner.db }, (tx) =>
        tx
          .select()
          .from(integrationSyncRuns)
          .where(and(eq(integrationSyncRuns.tenantId, tenant.id), inArray(integrationSyncRuns.quoteId, quoteIds))),
      );

    const times: number[] = [];
    let calls = 0;
    for (let i = 0; i < SINGLE_RUNS; i += 1) {
      const quote = await acceptedQuote();
      const started = performance.now();
      await enqueue(quote.id);
      for (;;) {
        const [run] = await runsOf([quote.id]);
        if (run?.status === 'failed' || run?.status === 'needs_confirmation')
          throw new Error(`push ${run.status}: ${run.errorMessage}`);
        if (run?.status === 'succeeded') {
          times.push(performance.now() - started);
          calls = Number(run.summary.calls);
          break;
        }
        await sleep(5);
      }
    }

    const quotes = [];
    for (let i = 0; i < CONVERGENCE_PUSHES; i += 1) quotes.push(await acceptedQuote());
    const projectsBefore = fake.state.projects.size;
    for (let i = 0; i < FAULTS; i += 1) {
      const after = 300 + Math.floor(Math.random() * 500);
      fake.state.faults.push(
        i % 3 === 2 ? { kind: 'rate-limit', retryAfter: '1', after } : { kind: 'unavailable', after },
      );
    }
    const started = performance.now();
    for (const quote of quotes) await enqueue(quote.id);
    const ids = quotes.map((quote) => quote.id);
    let runs = await runsOf(ids);
    while (runs.some((run) => run.status === 'queued' || run.status === 'running')) {
      if (performance.now() - started > 600_000) throw new Error('pushes did not converge in 10 minutes');
      await sleep(200);
      runs = await runsOf(ids);
    }
    const convergenceSeconds = (performance.now() - started) / 1000;
    const projectIds = new Set(runs.map((run) => String(run.summary.projectUrl)));
    const phasesPerProject = new Map<number, number>();
    for (const phase of fake.state.phases.values())
      phasesPerProject.set(phase.projectId, (phasesPerProject.get(phase.projectId) ?? 0) + 1);
    const exactlyOne =
      fake.state.projects.size - projectsBefore === CONVERGENCE_PUSHES && projectIds.size === CONVERGENCE_PUSHES;
    if (!exactlyOne || [...phasesPerProject.values()].some((n) => n !== 6))
      throw new Error('a push duplicated or lost a project');
    const sorted = [...times].sort((a, b) => a - b);
    return {
      pushMsMedian: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      pushMsMax: Math.round(sorted.at(-1) ?? 0),
      callsPerPush: calls,
      converged: runs.filter((run) => run.status === 'succeeded').length,
      pushes: CONVERGENCE_PUSHES,
      faultsPlayed: FAULTS - fake.state.faults.length,
      retriedRuns: runs.filter((run) => run.attempts > 1).length,
      convergenceSeconds: Math.round(convergenceSeconds * 10) / 10,
    };
  } finally {
    await h.close();
    await served.close();
  }
}
