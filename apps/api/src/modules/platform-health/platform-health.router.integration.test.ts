import { randomBytes } from 'node:crypto';
import {
  auditEvents,
  emailTemplates,
  newId,
  processHeartbeats,
  quotes,
  quoteVersions,
  validationRuns,
  withPlatform,
  withTenant,
  type Quote,
} from '@scopewright/db';
import { createQuote, createTenant, createUser } from '@scopewright/db/testing';
import {
  appLinks,
  calculateQuoteTotals,
  listFiguresOf,
  MASKED_VALUE,
  VALIDATION_CHECKS,
  type PricingInput,
} from '@scopewright/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { createIdentityApp } from '../../testing/create-identity-app';
import { APP_URL } from '../../testing/create-test-app';
import { signInAs } from '../../testing/sign-in-as';
import type { DebugInfo } from './get-debug-info';
import type { ValidationRunDetail } from './get-validation-run';
import { startHeartbeats, deleteOldHeartbeats } from './heartbeats';
import { handlePlatformValidationJob } from './platform-validation.jobs';
import { createFailedJob } from './platform-health.test-helpers';
import { CHECK_RUNNERS } from './run-validation';
import type { ValidationRunView } from './validation-runs.queries';

/** Every secret of the environment carries one of these; none may appear in Debug's answer. */
const CANARY = `canary${randomBytes(6).toString('hex')}`;
const KEY_NOW = randomBytes(32).toString('hex');
const KEY_BEFORE = randomBytes(32).toString('hex');
const PRICES = Object.fromEntries(
  ['ESSENTIALS', 'PREMIUM', 'ENTERPRISE'].flatMap((tier) =>
    ['MONTHLY', 'ANNUAL'].map((interval) => [`STRIPE_PRICE_${tier}_${interval}`, `price_${tier}_${interval}`]),
  ),
);
const SECRETS = {
  DATABASE_URL: `postgres://scopewright:${CANARY}dbpass@db.internal:5432/scopewright`,
  SESSION_SECRET: `${CANARY}-session-secret-at-least-32-chars`,
  INTEGRATIONS_ENCRYPTION_KEY: KEY_NOW,
  INTEGRATIONS_ENCRYPTION_KEYS_PREVIOUS: KEY_BEFORE,
  SMTP_URL: `smtp://mailer:${CANARY}smtp@smtp.example.com:587`,
  DEMO_PASSWORD: `${CANARY}demo`,
  GOOGLE_CLIENT_ID: 'google-client-id',
  GOOGLE_CLIENT_SECRET: `${CANARY}google`,
  MICROSOFT_CLIENT_ID: 'microsoft-client-id',
  MICROSOFT_CLIENT_SECRET: `${CANARY}microsoft`,
  SLACK_WEBHOOK_URL: `https://hooks.slack.com/services/T0000/B0000/${CANARY}slack`,
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: 'https://llm.example.com/v1',
  AI_API_KEY: `${CANARY}ai`,
  AI_MODEL: 'small-model',
  POSTMARK_WEBHOOK_USER: 'postmark',
  POSTMARK_WEBHOOK_PASSWORD: `${CANARY}postmark`,
  STRIPE_SECRET_KEY: `sk_test_${CANARY}stripe`,
  STRIPE_WEBHOOK_SECRET: `whsec_${CANARY}webhook`,
  ...PRICES,
};

let h: Awaited<ReturnType<typeof createIdentityApp>>;
let superCookie: string;
let superId: string;
let adminCookie: string;

beforeAll(async () => {
  h = await createIdentityApp({ platformHealth: { config: loadEnv(SECRETS) } });
  const superAdmin = await createUser(h.owner.db, { tenantId: null, role: 'super_admin' });
  superId = superAdmin.user.id;
  superCookie = (await signInAs(h.owner.db, superId)).cookie;
  const tenant = await createTenant(h.owner.db);
  const admin = await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_admin' });
  adminCookie = (await signInAs(h.owner.db, admin.user.id)).cookie;
}, 60_000);
afterAll(() => h?.close());

function call(method: 'GET' | 'POST', path: string, cookie = superCookie) {
  return h.app.request(path, { method, headers: { Origin: APP_URL, Cookie: cookie } });
}

const errorOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error;
const deps = () => ({ database: h.database, jobs: h.jobs, logger: h.log.logger });

/** The pricing input of a factory quote's current version (one section, one labour line). */
async function pricingOf(quote: Quote): Promise<PricingInput> {
  return withTenant({ db: h.owner.db, tenantId: quote.tenantId }, async (tx) => {
    // The same columns the check reads.
    const { rows } = await tx.execute<{ sections: PricingInput['sections'] }>(
      sql`select coalesce(json_agg(json_build_object('id', s.stable_key,
        'isOptional', s.is_optional, 'isSelected', s.is_selected, 'lines', (select json_agg(json_build_object(
          'id', l.stable_key, 'kind', l.kind, 'quantity', l.quantity, 'minutes', l.minutes,
          'unitPriceCents', l.unit_price_cents, 'unitCostCents', l.unit_cost_cents, 'frequency', l.frequency,
          'termMonths', l.term_months, 'discountType', l.discount_type, 'discountValue', l.discount_value,
          'taxable', l.taxable, 'isOptional', l.is_optional, 'isSelected', l.is_selected))
          from quote_lines l where l.tenant_id = s.tenant_id and l.section_id = s.id))), '[]'::json) as sections
        from quote_sections s where s.tenant_id = ${quote.tenantId} and s.version_id = ${quote.currentVersionId}`,
    );
    return {
      contractTermMonths: 12,
      taxRateBps: 0,
      discountType: 'none',
      discountValue: 0,
      sections: rows[0]!.sections,
    };
  });
}

/** A quote whose version snapshot and list mirror are what the engine says; `skewCents` moves the mirror off. */
async function quoteWithTotals(tenantId: string, skewCents = 0): Promise<Quote> {
  const quote = await createQuote(h.owner.db, tenantId);
  const totals = calculateQuoteTotals(await pricingOf(quote));
  const figures = listFiguresOf(totals);
  await withTenant({ db: h.owner.db, tenantId }, async (tx) => {
    await tx
      .update(quoteVersions)
      .set({ totals: totals as unknown as Record<string, unknown> })
      .where(and(eq(quoteVersions.tenantId, tenantId), eq(quoteVersions.id, quote.currentVersionId!)));
    await tx
      .update(quotes)
      .set({ ...figures, oneTimeTotalCents: figures.oneTimeTotalCents + skewCents })
      .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, quote.id)));
  });
  return quote;
}

async function findingsOf(runId: string, query = '') {
  const response = await call('GET', `/api/platform/validation/runs/${runId}${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ValidationRunDetail;
}

describe('validation runs', () => {
  let runId: string;
  let good: Quote;
  let bad: Quote;
  let overLimitTenant: string;
  let editedTemplateId: string;

  beforeAll(async () => {
    const workspace = await createTenant(h.owner.db);
    good = await quoteWithTotals(workspace.id);
    bad = await quoteWithTotals(workspace.id, 12_345);
    // Essentials allows one user: two members are over its limit.
    const essentials = await createTenant(h.owner.db, { activeTier: 'essentials', selectedTier: 'essentials' });
    overLimitTenant = essentials.id;
    await createUser(h.owner.db, { tenantId: essentials.id, role: 'msp_admin' });
    await createUser(h.owner.db, { tenantId: essentials.id, role: 'msp_user' });
    const [template] = await h.owner.db.select().from(emailTemplates).limit(1);
    editedTemplateId = template!.id;
    await h.owner.db
      .update(emailTemplates)
      .set({ subject: `${template!.subject} {{undeclaredThing}}` })
      .where(eq(emailTemplates.id, template!.id));
  });

  it('starts a run at once (202), refuses a second start while it runs (409), and audits the start', async () => {
    const started = await call('POST', '/api/platform/validation/runs');
    expect(started.status).toBe(202);
    const run = (await started.json()) as ValidationRunView;
    expect(run).toMatchObject({ trigger: 'manual', status: 'running', startedBy: { id: superId }, checks: [] });
    runId = run.id;

    const again = await call('POST', '/api/platform/validation/runs');
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(
      `A validation run is already in progress (started ${run.startedAt.slice(11, 16)} UTC)`,
    );

    const audited = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(auditEvents).where(eq(auditEvents.action, 'platform.validation_started')),
    );
    expect(audited).toEqual([
      expect.objectContaining({ actorUserId: superId, actorKind: 'super_admin', targetId: runId, tenantId: null }),
    ]);
  });

  it('the job runs every check and finds the bad quote total, the over-limit workspace and the bad template', async () => {
    await handlePlatformValidationJob(deps(), { runId });
    const { run, findings } = await findingsOf(runId);
    expect(run.status).toBe('completed');
    expect(run.finishedAt).not.toBeNull();
    expect(run.checks.map((c) => c.check)).toEqual([...VALIDATION_CHECKS]);
    expect(run.checks.find((c) => c.check === 'quote_totals')!.checked).toBeGreaterThanOrEqual(2);
    expect(run.findings).toBe(findings.total);

    const onBad = findings.items.filter((f) => f.subjectId === bad.id);
    expect(onBad).toEqual([
      expect.objectContaining({
        check: 'quote_totals',
        severity: 'error',
        tenantId: bad.tenantId,
        fixPath: appLinks.quote(bad.id),
        message: expect.stringMatching(/^Q-\d+: the totals stored on its quote row \(the list\) differ/),
      }),
    ]);
    expect(onBad[0]!.message).toContain('one-time revenue $823.45 stored, $700.00 computed');
    expect(findings.items.filter((f) => f.subjectId === good.id)).toEqual([]);

    expect(findings.items.filter((f) => f.tenantId === overLimitTenant)).toEqual([
      expect.objectContaining({
        check: 'tier_limits',
        severity: 'warning',
        message: '2 members on the Essentials plan, which allows 1.',
        fixPath: `/dashboard/company/${overLimitTenant}`,
        tenantName: expect.stringMatching(/^Test MSP /),
      }),
    ]);
    expect(findings.items).toContainEqual(
      expect.objectContaining({
        check: 'email_templates',
        severity: 'error',
        subjectId: editedTemplateId,
        tenantId: null,
        fixPath: `/dashboard/email-templates/${editedTemplateId}`,
        message: expect.stringContaining('undeclaredThing'),
      }),
    );
    // A sound database: no table without forced RLS, no broken reference.
    expect(findings.items.filter((f) => f.check === 'rls' || f.check === 'references')).toEqual([]);
  });

  it('filters findings by check and workspace, and refuses unknown filters', async () => {
    const limits = await findingsOf(runId, `?check=tier_limits&tenantId=${overLimitTenant}`);
    expect(limits.findings.items.map((f) => f.check)).toEqual(['tier_limits']);
    expect(limits.findings).toMatchObject({ total: 1, page: 1, pageSize: 100 });
    const bogus = await call('GET', `/api/platform/validation/runs/${runId}?check=bogus`);
    expect(bogus.status).toBe(422);
    expect((await errorOf(bogus)).message).not.toContain('Internal');
    expect((await call('GET', `/api/platform/validation/runs/${newId()}`)).status).toBe(404);
  });

  it('lists the latest runs, newest first, with their summaries', async () => {
    const response = await call('GET', '/api/platform/validation/runs');
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: ValidationRunView[] };
    expect(items[0]).toMatchObject({ id: runId, status: 'completed', startedBy: { id: superId } });
    expect(items[0]!.checks).toHaveLength(VALIDATION_CHECKS.length);
  });

  it('a run that crashes ends failed with the first line of its error', async () => {
    const started = (await (await call('POST', '/api/platform/validation/runs')).json()) as ValidationRunView;
    const original = CHECK_RUNNERS.stuck_jobs;
    CHECK_RUNNERS.stuck_jobs = () => Promise.reject(new Error('The job table is gone\n    at somewhere'));
    try {
      await handlePlatformValidationJob(deps(), { runId: started.id });
    } finally {
      CHECK_RUNNERS.stuck_jobs = original;
    }
    const { run } = await findingsOf(started.id);
    expect(run).toMatchObject({ status: 'failed', error: 'The job table is gone' });
    expect(run.checks.map((c) => c.check)).toEqual(VALIDATION_CHECKS.filter((c) => c !== 'stuck_jobs'));
  });

  it('a run left running for over 30 minutes is marked "Timed out" and replaced', async () => {
    const staleId = newId();
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx
        .insert(validationRuns)
        .values({ id: staleId, trigger: 'nightly', startedAt: new Date(Date.now() - 31 * 60_000) }),
    );
    const started = await call('POST', '/api/platform/validation/runs');
    expect(started.status).toBe(202);
    const [stale] = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(validationRuns).where(eq(validationRuns.id, staleId)),
    );
    expect(stale).toMatchObject({ status: 'failed', error: 'Timed out' });
    await handlePlatformValidationJob(deps(), { runId: ((await started.json()) as ValidationRunView).id });
  });

  it('the nightly job starts a nightly run, and skips it while one is in progress', async () => {
    await handlePlatformValidationJob({ ...deps(), jobs: h.jobs }, {});
    const [nightly] = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(validationRuns).where(eq(validationRuns.status, 'running')),
    );
    expect(nightly).toMatchObject({ trigger: 'nightly', startedBy: null });
    await handlePlatformValidationJob(deps(), {});
    const running = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(validationRuns).where(eq(validationRuns.status, 'running')),
    );
    expect(running.map((r) => r.id)).toEqual([nightly!.id]);
    await handlePlatformValidationJob(deps(), { runId: nightly!.id });
  });

  it('is for super admins only', async () => {
    expect((await call('POST', '/api/platform/validation/runs', adminCookie)).status).toBe(403);
    expect((await call('GET', '/api/platform/validation/runs', adminCookie)).status).toBe(403);
  });
});

describe('debug', () => {
  it('shows this process, the processes seen lately, queues, failed jobs, the database; no secret at all', async () => {
    const heartbeats = startHeartbeats({ database: h.database, logger: h.log.logger, role: 'web+worker' });
    await heartbeats.stop();
    const failedId = await createFailedJob(h.jobs, 'SMTP refused the message\n    at send (mail.ts:1:1)');

    const response = await call('GET', '/api/platform/debug');
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const secret of [CANARY, KEY_NOW, KEY_BEFORE]) expect(text).not.toContain(secret);

    const debug = JSON.parse(text) as DebugInfo;
    expect(debug.process).toMatchObject({ buildVersion: expect.stringMatching(/^\d+\.\d+\.\d+/), pid: process.pid });
    expect(debug.process.schemaVersion).toMatch(/^\d{4}_/);
    expect(debug.processes).toContainEqual(
      expect.objectContaining({ id: heartbeats.id, role: 'web+worker', isThisProcess: true }),
    );
    expect(debug.processes.find((p) => p.id === heartbeats.id)!.secondsSinceSeen).toBeLessThan(60);
    const validationQueue = debug.queues.find((q) => q.name === 'platform-validation');
    expect(validationQueue?.counts.failed).toBeGreaterThanOrEqual(1);
    expect(debug.failedJobs).toContainEqual(
      expect.objectContaining({ id: failedId, queue: 'platform-validation', error: 'SMTP refused the message' }),
    );

    const config = new Map(debug.config.map((entry) => [entry.key, entry]));
    expect(config.get('databaseUrl')).toEqual({
      key: 'databaseUrl',
      value: `postgres://scopewright:${MASKED_VALUE}@db.internal:5432/scopewright`,
      masked: true,
    });
    for (const key of ['sessionSecret', 'slackWebhookUrl', 'ai.apiKey', 'stripe.secretKey', 'integrationsKeyring'])
      expect(config.get(key)).toEqual({ key, value: MASKED_VALUE, masked: true });
    expect(config.get('smtpUrl')?.value).toBe(`smtp://mailer:${MASKED_VALUE}@smtp.example.com:587`);
    expect(config.get('googleClientId')).toEqual({ key: 'googleClientId', value: 'google-client-id', masked: false });

    expect(debug.database).toMatchObject({ mode: 'external', appliedMigration: debug.process.schemaVersion });
    expect(debug.database.location).toMatch(/^[^@:/]+:\d+\/scopewright_identity/);
    expect(debug.database.version).toMatch(/^\d+/);
    expect(debug.database.sizeBytes).toBeGreaterThan(0);
    expect(debug.database.tables.length).toBeGreaterThan(0);
  });

  it('deletes heartbeats older than a week', async () => {
    const old = `old-host:1:${new Date(0).toISOString()}`;
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await h.owner.db.insert(processHeartbeats).values({
      id: old,
      hostname: 'old-host',
      pid: 1,
      role: 'web',
      buildVersion: '0.0.1',
      startedAt: eightDaysAgo,
      lastSeenAt: eightDaysAgo,
    });
    expect(await deleteOldHeartbeats(h.database)).toBeGreaterThanOrEqual(1);
    expect(await h.owner.db.select().from(processHeartbeats).where(eq(processHeartbeats.id, old))).toEqual([]);
  });

  it('retries a failed job (audited); a job that is not failed is a 409, an unknown one a 404', async () => {
    const failedId = await createFailedJob(h.jobs);
    const retried = await call('POST', `/api/platform/debug/jobs/${failedId}/retry`);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ id: failedId, queue: 'platform-validation', state: 'retry' });
    const job = await h.jobs.boss.getJobById('platform-validation', failedId);
    expect(job?.state).toBe('retry');
    const audited = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(auditEvents).where(eq(auditEvents.action, 'platform.job_retried')),
    );
    expect(audited).toContainEqual(
      expect.objectContaining({ targetId: failedId, targetLabel: 'platform-validation', actorUserId: superId }),
    );

    const twice = await call('POST', `/api/platform/debug/jobs/${failedId}/retry`);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe('This job is retry, not failed: only a failed job can be retried.');
    const waiting = await h.jobs.boss.send('platform-validation', { runId: newId() });
    expect((await call('POST', `/api/platform/debug/jobs/${waiting!}/retry`)).status).toBe(409);
    expect((await call('POST', `/api/platform/debug/jobs/${newId()}/retry`)).status).toBe(404);
    expect((await call('POST', '/api/platform/debug/jobs/not-a-uuid/retry')).status).toBe(422);
    expect((await call('POST', `/api/platform/debug/jobs/${failedId}/retry`, adminCookie)).status).toBe(403);
    expect((await call('GET', '/api/platform/debug', adminCookie)).status).toBe(403);
  });
});
