import { randomBytes } from 'node:crypto';
import { accounts, clients, connectOwner, type Database } from '@scopewright/db';
import {
  createScratchDatabase,
  createTenant,
  createUser,
  getTestDatabaseUrl,
  type ScratchDatabase,
} from '@scopewright/db/testing';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_ATTEMPT_LIMIT } from './modules/contact';
import { QUOTE_EXPIRY_QUEUE } from './modules/quote-expiry';
import { SEND_EMAIL_QUEUE } from './platform/mail/send-templated-email';
import { freePort, startApiProcess, type ApiProcess } from './testing/api-process';
import { TEST_INTEGRATIONS_ENCRYPTION_KEY } from './testing/create-identity-app';
import { BACKEND_HEADER, startRoundRobinProxy, type RoundRobinProxy } from './testing/round-robin-proxy';
import { startSmtpReceiver } from './testing/smtp-receiver';
import { readSse } from './testing/sse-reader';

/**
 * Three real API processes on one PostgreSQL — two web-only, one worker-only — behind a
 * round-robin proxy behave as one: sessions, rate limits, the profile stream, cron and the outbox, and a SIGKILL
 * of any one of them loses no acknowledged write (docs/architecture.md#processes-and-lifecycle).
 */
const PASSWORD = 'Multi-process-1';
const SECRET = randomBytes(32).toString('base64url');

let scratch: ScratchDatabase;
let owner: Database;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let proxy: RoundRobinProxy;
let env: Record<string, string>;
const web: ApiProcess[] = [];
let worker: ApiProcess;
let cronFrom: Date;
let standby: Promise<ApiProcess>;

/** Every process that came up, stopped after the run even when a sibling failed to start. */
const spawned: ApiProcess[] = [];
const start = async (name: string, extra: Record<string, string>) => {
  const started = await startApiProcess(name, { ...env, ...extra });
  spawned.push(started);
  return started;
};
const startWeb = async (name: string) => {
  const port = await freePort();
  return { started: await start(name, { PORT: String(port), WORKER: 'off' }), port };
};
const startWorker = (name: string) => start(name, { WEB: 'off' });

beforeAll(async () => {
  [scratch, smtp, proxy] = await Promise.all([
    createScratchDatabase(getTestDatabaseUrl(), 'scopewright_multi_process'),
    startSmtpReceiver(),
    startRoundRobinProxy([]),
  ]);
  env = {
    DATABASE_URL: scratch.url,
    SESSION_SECRET: SECRET,
    INTEGRATIONS_ENCRYPTION_KEY: TEST_INTEGRATIONS_ENCRYPTION_KEY,
    APP_URL: proxy.url,
    TRUST_PROXY: 'on',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
    SHUTDOWN_TIMEOUT_MS: '3000',
  };
  // All three at once on an empty database: migrations, seed and pg-boss set-up race as in a real roll-out.
  const [a, b, w] = await Promise.all([startWeb('web-a'), startWeb('web-b'), startWorker('worker')]);
  web.push(a.started, b.started);
  worker = w;
  proxy.backends.push(a.port, b.port);
  owner = connectOwner(scratch.url, { applicationName: 'scopewright-test-owner' });
  // Quote expiry runs every 15 minutes; every minute here, and the scheduler's next check (every 30 s) looks.
  cronFrom = new Date();
  await owner.pool.query(`update pgboss.schedule set cron = '* * * * *' where name = $1`, [QUOTE_EXPIRY_QUEUE]);
  await owner.pool.query(`update pgboss.version set cron_on = now() - interval '1 hour'`);
}, 150_000);

afterAll(async () => {
  await standby?.catch(() => undefined);
  await Promise.all(spawned.map((p) => p.kill('SIGKILL')));
  await owner?.close();
  await Promise.all([proxy?.close(), smtp?.close()]);
  await scratch?.drop();
});

let clientIp = 0;
/** A request through the proxy as a browser at a fresh address (one shared address when `ip` is given). */
async function call(method: string, path: string, options: { cookie?: string; body?: unknown; ip?: string } = {}) {
  const headers: Record<string, string> = {
    Origin: proxy.url,
    'X-Forwarded-For': options.ip ?? `10.9.${Math.floor(++clientIp / 250)}.${clientIp % 250}`,
  };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${proxy.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { response, backend: response.headers.get(BACKEND_HEADER) };
}

async function signedInAdmin() {
  const tenant = await createTenant(owner.db);
  const admin = await createUser(owner.db, { tenantId: tenant.id, role: 'msp_admin', isOwner: true });
  await owner.db.insert(accounts).values({
    userId: admin.user.id,
    providerId: 'credential',
    accountId: admin.user.id,
    password: await hashPassword(PASSWORD),
  });
  const { response, backend } = await call('POST', '/api/auth/sign-in/email', {
    body: { email: admin.user.email, password: PASSWORD },
  });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { tenant, admin, cookie, signedInOn: backend };
}

const contact = (marker: string) => ({
  name: 'Multi Process',
  email: 'buyer@example.com',
  company: 'Load Test Ltd',
  message: `Please call me back: ${marker}`,
});
const mailsWith = (marker: string) => smtp.messages.filter((m) => m.decoded.includes(marker));

async function until<T>(
  probe: () => Promise<T> | T,
  done: (value: T) => boolean,
  timeoutMs: number,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await probe();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    value = await probe();
  }
  return value;
}

const jobStates = async (queue: string) =>
  (
    await owner.pool.query<{
      id: string;
      state: string;
      created_on: Date;
      started_on: Date;
      singleton_on: Date | null;
      singleton_key: string | null;
    }>('select id, state, created_on, started_on, singleton_on, singleton_key from pgboss.job where name = $1', [queue])
  ).rows;

describe('three processes on one database behind a round-robin proxy', () => {
  it('starts on the external database and every web process answers ready', async () => {
    for (const p of [...web, worker]) expect(p.output()).toMatch(/Database:\s+DATABASE_URL/);
    expect(worker.output()).toMatch(/App:\s+not served \(WEB=off\)/);
    const backends = new Set<string | null>();
    for (let i = 0; i < 4; i++) {
      const { response, backend } = await call('GET', '/api/ready');
      expect(response.status).toBe(200);
      backends.add(backend);
    }
    expect(backends.size).toBe(2);
  });

  it('a session signed in on one process is valid on the other', async () => {
    const { cookie, signedInOn } = await signedInAdmin();
    const answeredBy = new Set<string | null>();
    for (let i = 0; i < 4; i++) {
      const { response, backend } = await call('GET', '/api/me', { cookie });
      expect(response.status).toBe(200);
      answeredBy.add(backend);
    }
    expect([...answeredBy].filter((b) => b !== signedInOn)).toHaveLength(1);
    const signOut = await call('POST', '/api/auth/sign-out', { cookie, body: {} });
    expect(signOut.response.status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await call('GET', '/api/me', { cookie })).response.status).toBe(401);
  });

  it('a concurrent burst spread over both processes meets one shared counter', async () => {
    const ip = '10.20.0.1';
    const burst = await Promise.all(
      Array.from({ length: CONTACT_ATTEMPT_LIMIT.max + 4 }, () => call('POST', '/api/contact', { body: {}, ip })),
    );
    const statuses = burst.map((r) => r.response.status);
    expect(new Set(burst.map((r) => r.backend)).size).toBe(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    expect(statuses.filter((s) => s === 422)).toHaveLength(CONTACT_ATTEMPT_LIMIT.max);
  });

  it('the profile stream on one process hears a change made through the other', async () => {
    const { cookie } = await signedInAdmin();
    const abort = new AbortController();
    const response = await fetch(`${proxy.url}/api/me/events`, {
      headers: { Cookie: cookie, Accept: 'text/event-stream', Origin: proxy.url },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    const streamedBy = response.headers.get(BACKEND_HEADER);
    const stream = readSse(response, abort);
    try {
      expect(await stream.waitFor((e) => e.event === 'ready', 5_000)).not.toBeNull();
      let changedOn = streamedBy;
      for (let attempt = 0; changedOn === streamedBy && attempt < 4; attempt++) {
        const update = await call('PATCH', '/api/profile', {
          cookie,
          body: { firstName: 'Other', lastName: 'Process' },
        });
        expect(update.response.status).toBe(200);
        changedOn = update.backend;
      }
      expect(changedOn).not.toBe(streamedBy);
      expect(await stream.waitFor((e) => e.event === 'profile' && e.data === 'changed', 3_000)).not.toBeNull();
    } finally {
      await stream.close();
    }
  });

  it('the outbox: emails queued by both web processes are sent once each by the worker', async () => {
    const ip = '10.21.0.1';
    const markers = Array.from({ length: 12 }, () => `outbox-${randomBytes(6).toString('hex')}`);
    const answers = await Promise.all(markers.map((m) => call('POST', '/api/contact', { body: contact(m), ip })));
    // The hourly cap per address (10) holds across processes too: counted in the same transaction as the write.
    const accepted = markers.filter((_, i) => answers[i]?.response.status === 201);
    expect(accepted).toHaveLength(10);
    expect(answers.filter((a) => a.response.status === 429)).toHaveLength(2);
    expect(new Set(answers.map((a) => a.backend)).size).toBe(2);
    await until(
      () => accepted.filter((m) => mailsWith(m).length > 0).length,
      (n) => n === accepted.length,
      30_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(accepted.map((m) => mailsWith(m).length)).toEqual(accepted.map(() => 1));
    expect(markers.filter((m) => !accepted.includes(m)).flatMap(mailsWith)).toEqual([]);
  });

  it('cron: each quote-expiry tick runs exactly once, also with a second worker up', async () => {
    // A second worker starts now (as a process manager would restart a dead one; it takes a while to boot) and
    // its scheduler joins the first: one job per tick still.
    standby = startWorker('worker-2');
    standby.catch(() => {});
    const schedules = await owner.pool.query('select name from pgboss.schedule where name = $1', [QUOTE_EXPIRY_QUEUE]);
    expect(schedules.rowCount).toBe(1);
    const runs = await until(
      () => jobStates(QUOTE_EXPIRY_QUEUE),
      (rows) => rows.some((j) => j.state === 'completed'),
      80_000,
    );
    // The scheduler's own jobs for this queue only: other crons (lifecycle, billing…) tick on their own minutes.
    const ticks = (await jobStates('__pgboss__send-it')).filter((t) => t.singleton_key === QUOTE_EXPIRY_QUEUE);
    expect(runs.filter((j) => j.created_on >= cronFrom).length).toBeGreaterThanOrEqual(1);
    // A tick's job is inserted just before its send-it job completes: between the two, one more run than ticks done.
    expect(runs.length).toBeGreaterThanOrEqual(ticks.filter((t) => t.state === 'completed').length);
    expect(runs.length).toBeLessThanOrEqual(ticks.length);
    expect(new Set(ticks.map((t) => t.singleton_on?.getTime())).size).toBe(ticks.length);
    expect(runs.filter((j) => j.state === 'failed')).toEqual([]);
  }, 90_000);

  it('SIGKILL of the worker mid-batch: every committed email is still sent', async () => {
    const replacement = await standby;
    const markers = Array.from({ length: 40 }, () => `batch-${randomBytes(6).toString('hex')}`);
    const answers = await Promise.all(markers.map((m) => call('POST', '/api/contact', { body: contact(m) })));
    expect(answers.map((a) => a.response.status)).toEqual(markers.map(() => 201));
    await until(
      () => markers.filter((m) => mailsWith(m).length > 0).length,
      (n) => n >= 1,
      30_000,
      5,
    );
    await worker.kill('SIGKILL');
    worker = replacement;
    const sentBeforeKill = markers.filter((m) => mailsWith(m).length > 0).length;
    expect(sentBeforeKill).toBeLessThan(markers.length);
    const killedAt = new Date();
    // The other worker's jobs take milliseconds: whatever started before the kill and is still active is orphaned.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const orphans = (await jobStates(SEND_EMAIL_QUEUE)).filter((j) => j.state === 'active' && j.started_on < killedAt);
    // pg-boss cannot tell a dead worker's job from a slow one: an orphan stays active until it expires (120 s),
    // then maintenance (every 2 min) retries it. Play that clock forward rather than wait four minutes.
    if (orphans.length > 0) await expireOrphans(orphans.map((j) => j.id));
    const sent = await until(
      () => markers.filter((m) => mailsWith(m).length > 0).length,
      (n) => n === markers.length,
      45_000,
    );
    expect(sent).toBe(markers.length);
    const duplicates = markers.filter((m) => mailsWith(m).length > 1);
    expect(duplicates.length).toBeLessThanOrEqual(orphans.length);
    console.info(
      `worker kill: ${sentBeforeKill}/${markers.length} sent before, ${orphans.length} in flight, ${duplicates.length} sent twice`,
    );
  }, 120_000);

  it('SIGKILL of a web process under write load: every acknowledged write exists', async () => {
    const { tenant, cookie } = await signedInAdmin();
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let writing = true;
    const writer = async (n: number) => {
      for (let i = 0; writing; i++) {
        const { response } = await call('POST', '/api/clients', { cookie, body: { name: `Load ${n}-${i}` } }).catch(
          () => ({ response: new Response(null, { status: 599 }) }),
        );
        statuses.push(response.status);
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
      }
    };
    const writers = Array.from({ length: 6 }, (_, n) => writer(n));
    await until(
      () => acknowledged.length,
      (n) => n >= 20,
      20_000,
    );
    const victim = web[1]!;
    await victim.kill('SIGKILL');
    const ackAtKill = acknowledged.length;
    await until(
      () => acknowledged.length,
      (n) => n >= ackAtKill + 20,
      20_000,
    );
    writing = false;
    await Promise.all(writers);

    const stored = await owner.db.select({ id: clients.id }).from(clients).where(eq(clients.tenantId, tenant.id));
    const storedIds = new Set(stored.map((r) => r.id));
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
    // Unacknowledged only: 502 from the proxy (backend gone) or a reset (599 here); never an error from the app.
    expect(statuses.filter((s) => ![201, 502, 599].includes(s))).toEqual([]);
    console.info(
      `web kill: ${acknowledged.length} writes acknowledged, all stored; ${statuses.filter((s) => s === 502).length} answered 502 by the proxy`,
    );
  }, 60_000);

  it('SIGTERM: the remaining web process and worker drain and exit 0', async () => {
    const remaining = [web[0]!, worker];
    await Promise.all(remaining.map((p) => p.kill('SIGTERM')));
    expect(await Promise.all(remaining.map((p) => p.exited))).toEqual([0, 0]);
  }, 30_000);
});

/** Ages active jobs past their expiry, and lets pg-boss's maintenance (every 2 min in a worker) retry them. */
async function expireOrphans(ids: string[]) {
  await owner.pool.query(`update pgboss.job set started_on = started_on - expire_in where id = any($1::uuid[])`, [ids]);
  const boss = new PgBoss({
    connectionString: scratch.url,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: 1,
  });
  await boss.start();
  try {
    await until(
      async () => (await jobStates(SEND_EMAIL_QUEUE)).filter((j) => ids.includes(j.id) && j.state === 'active').length,
      (n) => n === 0,
      10_000,
    );
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
  // …and past the retry delay (10 s) as well.
  await owner.pool.query(`update pgboss.job set start_after = now() where id = any($1::uuid[]) and state = 'retry'`, [
    ids,
  ]);
}
