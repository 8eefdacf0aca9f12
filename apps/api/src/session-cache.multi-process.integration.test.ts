import { accounts, connectOwner, type Database } from '@scopewright/db';
import {
  createScratchDatabase,
  createTenant,
  createUser,
  getTestDatabaseUrl,
  type ScratchDatabase,
} from '@scopewright/db/testing';
import { hashPassword } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startApiProcess, type ApiProcess } from './testing/api-process';
import { TEST_INTEGRATIONS_ENCRYPTION_KEY, TEST_SESSION_SECRET } from './testing/create-identity-app';
import { signInAs } from './testing/sign-in-as';

/**
 * Security promise 7 with the in-memory session cache on (its default; docs/decisions/0038-session-cache.md): a
 * change made through process A — sign-out, password change, removal, role change — takes effect on process B,
 * which has the session cached, within 1 s.
 */
const PASSWORD = 'Session-cache-1';
const WITHIN_MS = 1_000;

let scratch: ScratchDatabase;
let owner: Database;
const processes: { process: ApiProcess; url: string }[] = [];
const urlOf = (i: 0 | 1) => processes[i]!.url;

beforeAll(async () => {
  scratch = await createScratchDatabase(getTestDatabaseUrl(), 'scopewright_session_cache');
  const start = async (name: string) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = {
      DATABASE_URL: scratch.url,
      SESSION_SECRET: TEST_SESSION_SECRET,
      INTEGRATIONS_ENCRYPTION_KEY: TEST_INTEGRATIONS_ENCRYPTION_KEY,
      APP_URL: url,
      PORT: String(port),
      WORKER: 'off',
      LOG_LEVEL: 'warn',
      SESSION_CACHE: 'on',
    };
    processes.push({ process: await startApiProcess(name, env), url });
  };
  // One after the other: the first migrates and seeds the empty database.
  await start('session-a');
  await start('session-b');
  owner = connectOwner(scratch.url, { applicationName: 'scopewright-test-owner' });
}, 180_000);

afterAll(async () => {
  await Promise.all(processes.map(({ process }) => process.kill('SIGKILL')));
  await owner?.close();
  await scratch?.drop();
});

let ip = 0;
async function call(on: 0 | 1, method: string, path: string, cookie: string, body?: unknown) {
  return fetch(`${urlOf(on)}${path}`, {
    method,
    headers: {
      Cookie: cookie,
      Origin: urlOf(on),
      'X-Forwarded-For': `10.7.0.${++ip % 250}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** B answers `path` for `cookie` from its cache: two answers in a row, the second without the database. */
async function warm(cookie: string, path: string, status = 200) {
  for (let i = 0; i < 2; i++) expect((await call(1, 'GET', path, cookie)).status).toBe(status);
}

/** Polls B until `path` answers `status`; fails after WITHIN_MS. Returns how long it took. */
async function expectOnBWithin(cookie: string, path: string, status: number): Promise<number> {
  const started = performance.now();
  let last = 0;
  while (performance.now() - started <= WITHIN_MS) {
    last = (await call(1, 'GET', path, cookie)).status;
    if (last === status) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`process B still answered ${last} (not ${status}) for ${path} after ${WITHIN_MS} ms`);
}

async function workspaceWithMember(memberRole: 'msp_user' | 'msp_admin' = 'msp_user') {
  const tenant = await createTenant(owner.db);
  const admin = await createUser(owner.db, { tenantId: tenant.id, role: 'msp_admin', isOwner: true });
  const member = await createUser(owner.db, { tenantId: tenant.id, role: memberRole });
  await owner.db.insert(accounts).values({
    userId: member.user.id,
    providerId: 'credential',
    accountId: member.user.id,
    password: await hashPassword(PASSWORD),
  });
  return {
    admin: { ...admin, ...(await signInAs(owner.db, admin.user.id)) },
    member: { ...member, ...(await signInAs(owner.db, member.user.id)) },
  };
}

describe('the session cache keeps security promise 7 across processes', () => {
  it('both processes answer ready with the cache on', async () => {
    for (const i of [0, 1] as const) expect((await fetch(`${urlOf(i)}/api/ready`)).status).toBe(200);
  });

  it('sign-out on A: B refuses the cached session within 1 s', async () => {
    const { member } = await workspaceWithMember();
    await warm(member.cookie, '/api/me');
    expect((await call(0, 'POST', '/api/auth/sign-out', member.cookie, {})).status).toBe(200);
    console.info(`sign-out reached B in ${Math.round(await expectOnBWithin(member.cookie, '/api/me', 401))} ms`);
  });

  it('password change on A ends the other sessions: B refuses them within 1 s', async () => {
    const { member } = await workspaceWithMember();
    const phone = await signInAs(owner.db, member.user.id);
    await warm(phone.cookie, '/api/me');
    const changed = await call(0, 'POST', '/api/auth/change-password', member.cookie, {
      currentPassword: PASSWORD,
      newPassword: 'Session-cache-2',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    console.info(`password change reached B in ${Math.round(await expectOnBWithin(phone.cookie, '/api/me', 401))} ms`);
  });

  it('removal from the workspace on A: B refuses the removed member within 1 s', async () => {
    const { admin, member } = await workspaceWithMember();
    await warm(member.cookie, '/api/me');
    expect((await call(0, 'DELETE', `/api/team/${member.user.id}`, admin.cookie)).status).toBe(200);
    console.info(`removal reached B in ${Math.round(await expectOnBWithin(member.cookie, '/api/me', 401))} ms`);
  });

  it('a role change on A: B stops granting the old role within 1 s', async () => {
    const { admin, member } = await workspaceWithMember('msp_admin');
    await warm(member.cookie, '/api/invitations');
    const demoted = await call(0, 'PATCH', `/api/team/${member.user.id}`, admin.cookie, { role: 'msp_user' });
    expect(demoted.status).toBe(200);
    console.info(
      `demotion reached B in ${Math.round(await expectOnBWithin(member.cookie, '/api/invitations', 403))} ms`,
    );
  });

  it('a suspended workspace on A: B refuses its members within 1 s', async () => {
    const { member } = await workspaceWithMember();
    await warm(member.cookie, '/api/clients');
    await owner.pool.query('update tenants set suspended = true where id = $1', [member.profile.tenantId]);
    const ms = await expectOnBWithin(member.cookie, '/api/clients', 403);
    console.info(`suspension reached B in ${Math.round(ms)} ms`);
  });
});
