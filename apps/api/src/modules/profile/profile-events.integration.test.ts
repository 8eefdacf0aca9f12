import { connectDatabase, profiles, userRoles, withPlatform, withTenant } from '@scopewright/db';
import { createTenant, createUser } from '@scopewright/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createAuth } from '../../platform/auth/auth';
import { listenHttp, type HttpServer } from '../../platform/http-server';
import { APP_URL, memoryLogger } from '../../testing/create-test-app';
import { createIdentityApp, TEST_SESSION_SECRET } from '../../testing/create-identity-app';
import { signInAs } from '../../testing/sign-in-as';
import { readSse } from '../../testing/sse-reader';
import { createAppServices, type AppServices } from '../../platform/services';

/**
 * Two API instances on one database, each on its own port with its own pool and LISTEN connection, like two
 * processes behind a load balancer: a change made through instance 1 (or straight in SQL) must reach a stream
 * served by instance 2 within 2 s.
 */
let h: Awaited<ReturnType<typeof createIdentityApp>>;
let second: { identity: AppServices; close: () => Promise<void> };
let one: HttpServer;
let two: HttpServer;

beforeAll(async () => {
  h = await createIdentityApp();
  const url = String(h.database.pool.options.connectionString);
  const database = connectDatabase(url, { max: 4, applicationName: 'scopewright-test-2' });
  const log = memoryLogger();
  const config = {
    appUrl: APP_URL,
    nodeEnv: 'production' as const,
    sessionSecret: TEST_SESSION_SECRET,
    trustProxy: false,
    superAdminEmailDomains: [] as string[],
    googleClientId: undefined,
    googleClientSecret: undefined,
    microsoftClientId: undefined,
    microsoftClientSecret: undefined,
    oauthMockUrl: undefined,
  };
  const mail = { jobs: h.jobs, transport: 'outbox' as const };
  const auth = createAuth({ config, logger: log.logger, database, ...mail });
  const identity = await createAppServices({ auth, database, mail, config, logger: log.logger });
  const app2 = createApp({ config, logger: log.logger, pool: database.pool, webRoot: null, services: identity });
  [one, two] = await Promise.all([
    listenHttp((request, env) => h.app.fetch(request, env), 0, '127.0.0.1'),
    listenHttp((request, env) => app2.fetch(request, env), 0, '127.0.0.1'),
  ]);
  second = {
    identity,
    close: async () => {
      await identity.profileEvents.close();
      await database.close();
    },
  };
});

afterAll(async () => {
  await h?.identity.profileEvents.close();
  await second?.identity.profileEvents.close();
  await Promise.all([one?.close(1000), two?.close(1000)]);
  await second?.close();
  await h?.close();
});

const base = (server: HttpServer) => `http://127.0.0.1:${server.port}`;

/** An open GET /api/me/events read as a real client would, event by event. */
async function openStream(server: HttpServer, cookie: string) {
  const abort = new AbortController();
  const response = await fetch(`${base(server)}/api/me/events`, {
    headers: { Cookie: cookie, Accept: 'text/event-stream', Origin: APP_URL },
    signal: abort.signal,
  });
  return { response, ...readSse(response, abort) };
}

async function signedInMember() {
  const tenant = await createTenant(h.owner.db);
  const member = await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_user' });
  return { tenant, member, cookie: (await signInAs(h.owner.db, member.user.id)).cookie };
}

describe('GET /api/me/events across two API instances', () => {
  it('streams with the SSE headers and confirms the subscription', async () => {
    const { cookie } = await signedInMember();
    const stream = await openStream(two, cookie);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(await stream.waitFor((e) => e.event === 'ready')).not.toBeNull();
    await stream.close();
  });

  it('a profile change through instance 1 reaches the stream on instance 2 in < 2 s', async () => {
    const { cookie } = await signedInMember();
    const stream = await openStream(two, cookie);
    await stream.waitFor((e) => e.event === 'ready');
    await second.identity.profileEvents.ready();

    const started = performance.now();
    const patch = await fetch(`${base(one)}/api/profile`, {
      method: 'PATCH',
      headers: { Cookie: cookie, Origin: APP_URL, 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Live', lastName: 'Update' }),
    });
    expect(patch.status).toBe(200);
    const event = await stream.waitFor((e) => e.event === 'profile');
    expect(event?.data).toBe('changed');
    const latencyMs = (event?.at ?? Infinity) - started;
    expect(latencyMs).toBeLessThan(2000);
    console.info(`profile event latency across instances: ${latencyMs.toFixed(1)} ms`);
    await stream.close();
  });

  it('a role change made straight in SQL (an admin elsewhere) reaches both instances', async () => {
    const { tenant, member, cookie } = await signedInMember();
    const [onOne, onTwo] = [await openStream(one, cookie), await openStream(two, cookie)];
    await Promise.all([onOne.waitFor((e) => e.event === 'ready'), onTwo.waitFor((e) => e.event === 'ready')]);
    await Promise.all([h.identity.profileEvents.ready(), second.identity.profileEvents.ready()]);

    await withTenant({ db: h.owner.db, tenantId: tenant.id }, async (tx) => {
      await tx.update(userRoles).set({ role: 'msp_admin' }).where(eq(userRoles.userId, member.user.id));
      await tx.update(profiles).set({ role: 'msp_admin' }).where(eq(profiles.id, member.user.id));
    });
    expect(await onOne.waitFor((e) => e.event === 'profile', 2000)).not.toBeNull();
    expect(await onTwo.waitFor((e) => e.event === 'profile', 2000)).not.toBeNull();
    await Promise.all([onOne.close(), onTwo.close()]);
  });

  it('tells nobody else, and a sign-in (last_login only) tells nobody', async () => {
    const watcher = await signedInMember();
    const other = await signedInMember();
    const stream = await openStream(two, watcher.cookie);
    await stream.waitFor((e) => e.event === 'ready');
    await second.identity.profileEvents.ready();

    await withPlatform({ db: h.owner.db }, async (tx) => {
      await tx.update(profiles).set({ firstName: 'Someone' }).where(eq(profiles.id, other.member.user.id));
      await tx.update(profiles).set({ lastLogin: new Date() }).where(eq(profiles.id, watcher.member.user.id));
    });
    expect(await stream.waitFor((e) => e.event === 'profile', 800)).toBeNull();
    await stream.close();
  });

  it('unsubscribes when the client goes away, and ends open streams on shutdown', async () => {
    const { cookie } = await signedInMember();
    const before = second.identity.profileEvents.subscriberCount();
    const leaving = await openStream(two, cookie);
    await leaving.waitFor((e) => e.event === 'ready');
    expect(second.identity.profileEvents.subscriberCount()).toBe(before + 1);
    await leaving.close();
    await expect.poll(() => second.identity.profileEvents.subscriberCount(), { timeout: 2000 }).toBe(before);

    const staying = await openStream(one, cookie);
    await staying.waitFor((e) => e.event === 'ready');
    await h.identity.profileEvents.close();
    await expect.poll(() => staying.isEnded(), { timeout: 2000 }).toBe(true);
  });

  it('needs a session', async () => {
    const response = await fetch(`${base(two)}/api/me/events`, { headers: { Accept: 'text/event-stream' } });
    expect(response.status).toBe(401);
  });
});
