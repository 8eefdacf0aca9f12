import { profiles, tenants, userAvatars, users, withPlatform, withTenant, type Tenant } from '@scopewright/db';
import { createTenant, createUser, type TestUser } from '@scopewright/db/testing';
import { AUTH_COPY, AVATAR_MAX_BYTES, PROFILE_COPY } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../../testing/create-test-app';
import { createIdentityApp } from '../../testing/create-identity-app';
import { signInAs } from '../../testing/sign-in-as';
import { makeImage, TINY_PNG_BASE64 } from '../../testing/test-images';

let h: Awaited<ReturnType<typeof createIdentityApp>>;

beforeAll(async () => {
  h = await createIdentityApp();
});
afterAll(() => h?.close());

type Role = 'pending_user' | 'msp_user' | 'msp_admin' | 'super_admin';
type Member = TestUser & { cookie: string };
type ErrorJson = { error: { code: string; message: string; details?: unknown } };

async function member(tenant: Tenant | null, role: Role, options: { onboarded?: boolean } = {}): Promise<Member> {
  const user = await createUser(h.owner.db, { tenantId: tenant?.id ?? null, role, isOwner: role === 'msp_admin' });
  if (options.onboarded === false) {
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.update(profiles).set({ onboardingCompleted: false }).where(eq(profiles.id, user.user.id)),
    );
  }
  return { ...user, cookie: (await signInAs(h.owner.db, user.user.id)).cookie };
}

function call(who: { cookie: string } | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { Origin: APP_URL };
  if (who) headers.Cookie = who.cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return h.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const profileOf = async (userId: string) =>
  (await withPlatform({ db: h.owner.db }, (tx) => tx.select().from(profiles).where(eq(profiles.id, userId))))[0]!;
const tenantName = async (tenantId: string) =>
  (await h.owner.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)))[0]?.name;
const upload = (who: Member, bytes: Buffer | string) =>
  call(who, 'PUT', '/api/profile/avatar', { image: typeof bytes === 'string' ? bytes : bytes.toString('base64') });
const errorOf = async (response: Response) => ((await response.json()) as ErrorJson).error;

describe('POST /api/onboarding: happy path', () => {
  it("sets the owner's names, the workspace name and the completed flag in one go", async () => {
    const tenant = await createTenant(h.owner.db, { name: 'acme.test' });
    const owner = await member(tenant, 'msp_admin', { onboarded: false });

    const response = await call(owner, 'POST', '/api/onboarding', {
      firstName: ' Grace ',
      lastName: 'Hopper',
      workspaceName: ' Acme IT Services ',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      profile: { id: owner.user.id, firstName: 'Grace', lastName: 'Hopper', onboardingCompleted: true },
      tenant: { id: tenant.id, name: 'Acme IT Services' },
    });
    expect(await tenantName(tenant.id)).toBe('Acme IT Services');
    const [user] = await h.owner.db.select({ name: users.name }).from(users).where(eq(users.id, owner.user.id));
    expect(user?.name).toBe('Grace Hopper');
    const me = (await (await call(owner, 'GET', '/api/me')).json()) as { profile: { onboardingCompleted: boolean } };
    expect(me.profile.onboardingCompleted).toBe(true);
  });

  it('lets a joined pending user finish with names only; the workspace name stays', async () => {
    const tenant = await createTenant(h.owner.db, { name: 'Joined MSP' });
    const pending = await member(tenant, 'pending_user', { onboarded: false });
    const response = await call(pending, 'POST', '/api/onboarding', { firstName: 'Alan', lastName: 'Turing' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ tenant: { name: 'Joined MSP' }, profile: { role: 'pending_user' } });
    expect((await profileOf(pending.user.id)).onboardingCompleted).toBe(true);
  });

  it('works for a super admin without a workspace', async () => {
    const admin = await member(null, 'super_admin');
    const response = await call(admin, 'POST', '/api/onboarding', { firstName: 'Root', lastName: 'Admin' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ tenant: null, profile: { firstName: 'Root' } });
  });
});

describe('POST /api/onboarding: validation and permissions', () => {
  it('refuses fields that cannot be set (400) and changes nothing', async () => {
    const tenant = await createTenant(h.owner.db);
    const pending = await member(tenant, 'pending_user', { onboarded: false });
    for (const extra of [
      { role: 'msp_admin' },
      { tenantId: tenant.id },
      { onboardingCompleted: true },
      { isAdmin: 1 },
    ]) {
      const response = await call(pending, 'POST', '/api/onboarding', { firstName: 'A', lastName: 'B', ...extra });
      expect(response.status).toBe(400);
    }
    const after = await profileOf(pending.user.id);
    expect([after.role, after.onboardingCompleted, after.firstName]).toEqual(['pending_user', false, 'Test']);
  });

  it('answers 422 with the field and its message for blank names', async () => {
    const tenant = await createTenant(h.owner.db);
    const owner = await member(tenant, 'msp_admin', { onboarded: false });
    const response = await call(owner, 'POST', '/api/onboarding', { firstName: ' ', lastName: 'X', workspaceName: '' });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details).toEqual([
      { path: 'firstName', message: PROFILE_COPY.firstNameRequired },
      { path: 'workspaceName', message: PROFILE_COPY.workspaceNameRequired },
    ]);
    expect((await profileOf(owner.user.id)).onboardingCompleted).toBe(false);
  });

  it('lets only an admin name the workspace (403 for users and pending users, nothing changed)', async () => {
    const tenant = await createTenant(h.owner.db, { name: 'Stays' });
    for (const role of ['pending_user', 'msp_user'] as const) {
      const who = await member(tenant, role, { onboarded: false });
      const response = await call(who, 'POST', '/api/onboarding', {
        firstName: 'A',
        lastName: 'B',
        workspaceName: 'Hijacked',
      });
      expect(response.status).toBe(403);
      expect((await errorOf(response)).message).toBe(PROFILE_COPY.workspaceNameAdminOnly);
      expect((await profileOf(who.user.id)).onboardingCompleted).toBe(false);
    }
    expect(await tenantName(tenant.id)).toBe('Stays');
  });

  it('is reachable before onboarding is complete, while other guarded routes are not', async () => {
    const tenant = await createTenant(h.owner.db);
    const user = await member(tenant, 'msp_user', { onboarded: false });
    expect((await call(user, 'GET', '/api/team')).status).toBe(403);
    expect((await call(user, 'POST', '/api/onboarding', { firstName: 'A', lastName: 'B' })).status).toBe(200);
    expect((await call(user, 'GET', '/api/team')).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await call(null, 'POST', '/api/onboarding', { firstName: 'A', lastName: 'B' })).status).toBe(401);
  });
});

describe('PATCH /api/profile', () => {
  it('changes the names only; email, role and workspace stay', async () => {
    const tenant = await createTenant(h.owner.db);
    const user = await member(tenant, 'msp_user');
    const response = await call(user, 'PATCH', '/api/profile', { firstName: 'Ada', lastName: 'Byron' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ firstName: 'Ada', lastName: 'Byron', email: user.profile.email });
    const after = await profileOf(user.user.id);
    expect([after.role, after.tenantId, after.email]).toEqual(['msp_user', tenant.id, user.profile.email]);
  });

  it.each([
    ['email', { email: 'new@evil.test' }],
    ['role', { role: 'super_admin' }],
    ['tenantId', { tenantId: '00000000-0000-7000-8000-000000000000' }],
    ['avatarUrl', { avatarUrl: 'https://evil.example/x.png' }],
    ['__proto__', JSON.parse('{"__proto__": {"isAdmin": true}}') as object],
  ])('refuses %s in the body (400) and changes nothing', async (_name, extra) => {
    const tenant = await createTenant(h.owner.db);
    const user = await member(tenant, 'msp_user');
    const response = await call(user, 'PATCH', '/api/profile', { firstName: 'X', lastName: 'Y', ...extra });
    expect(response.status).toBe(400);
    const after = await profileOf(user.user.id);
    expect([after.firstName, after.role, after.avatarUrl]).toEqual(['Test', 'msp_user', null]);
  });

  it('answers 422 for a missing last name', async () => {
    const user = await member(await createTenant(h.owner.db), 'msp_user');
    const response = await call(user, 'PATCH', '/api/profile', { firstName: 'Ada' });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details).toEqual([{ path: 'lastName', message: PROFILE_COPY.lastNameRequired }]);
  });

  it("a profile that disappeared is PROFILE_MISSING, not someone else's row", async () => {
    const tenant = await createTenant(h.owner.db);
    const user = await member(tenant, 'msp_user');
    await withPlatform({ db: h.owner.db }, (tx) => tx.delete(profiles).where(eq(profiles.id, user.user.id)));
    const response = await call(user, 'PATCH', '/api/profile', { firstName: 'A', lastName: 'B' });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toBe(AUTH_COPY.profileMissing);
  });
});

describe('avatar: happy path', () => {
  it.each(['png', 'jpeg', 'webp'] as const)(
    'accepts a %s, stores a 256 × 256 WebP without metadata and serves it with fixed headers',
    async (format) => {
      const user = await member(await createTenant(h.owner.db), 'msp_user');
      const response = await upload(user, await makeImage(format, 640, 480, { withExif: format !== 'png' }));
      expect(response.status).toBe(200);
      const profile = (await response.json()) as { avatarUrl: string };
      expect(profile.avatarUrl).toBe(`/api/avatars/${user.user.id}?v=1`);

      const served = await call(user, 'GET', profile.avatarUrl);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 256, 256]);
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes('secret-exif-canary')).toBe(false);
    },
  );

  it('bumps the version on a new upload; an old address is no longer cached for good', async () => {
    const user = await member(await createTenant(h.owner.db), 'msp_user');
    await upload(user, TINY_PNG_BASE64);
    const second = (await (await upload(user, await makeImage('jpeg', 50, 50))).json()) as { avatarUrl: string };
    expect(second.avatarUrl).toBe(`/api/avatars/${user.user.id}?v=2`);
    const old = await call(user, 'GET', `/api/avatars/${user.user.id}?v=1`);
    expect(old.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('removes the photo: the profile forgets it and the address answers 404', async () => {
    const user = await member(await createTenant(h.owner.db), 'msp_user');
    await upload(user, TINY_PNG_BASE64);
    const response = await call(user, 'DELETE', '/api/profile/avatar');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { avatarUrl: string | null }).avatarUrl).toBeNull();
    expect((await call(user, 'GET', `/api/avatars/${user.user.id}`)).status).toBe(404);
    expect((await call(user, 'DELETE', '/api/profile/avatar')).status).toBe(200);
  });

  it('strips a script appended to a valid PNG (polyglot): the stored file is a fresh encoding', async () => {
    const user = await member(await createTenant(h.owner.db), 'msp_user');
    const polyglot = Buffer.concat([await makeImage('png', 64, 64), Buffer.from('<script>alert(1)</script>')]);
    expect((await upload(user, polyglot)).status).toBe(200);
    const [row] = await h.owner.db.select().from(userAvatars).where(eq(userAvatars.userId, user.user.id));
    expect(row?.image.includes('<script>')).toBe(false);
    expect(row?.contentType).toBe('image/webp');
  });
});

describe('avatar: hostile files are refused', () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const cases: [string, () => Promise<Buffer | string>, string][] = [
    ['SVG', async () => svg, PROFILE_COPY.avatarUnsupportedType],
    ['SVG named .png (no magic bytes)', async () => svg, PROFILE_COPY.avatarUnsupportedType],
    ['GIF', async () => Buffer.from('GIF89a\x01\x00\x01\x00'), PROFILE_COPY.avatarUnsupportedType],
    ['HTML', async () => Buffer.from('<html><body onload=alert(1)>'), PROFILE_COPY.avatarUnsupportedType],
    ['empty file', async () => '', PROFILE_COPY.avatarUnreadable],
    ['not base64', async () => '***not-base64***', PROFILE_COPY.avatarUnreadable],
    [
      'PNG signature on garbage',
      async () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]),
      PROFILE_COPY.avatarUnreadable,
    ],
    [
      'JPEG bytes behind a PNG signature',
      async () =>
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), await makeImage('jpeg', 8, 8)]),
      PROFILE_COPY.avatarUnreadable,
    ],
    ['wider than 4096 pixels', () => makeImage('png', 5000, 10), PROFILE_COPY.avatarTooManyPixels],
    [
      'larger than 2 MB',
      async () => Buffer.concat([await makeImage('png', 8, 8), Buffer.alloc(AVATAR_MAX_BYTES)]),
      PROFILE_COPY.avatarTooLarge,
    ],
  ];

  it.each(cases)('%s → 422 with a precise message, nothing stored', async (_name, make, message) => {
    const user = await member(await createTenant(h.owner.db), 'msp_user');
    const response = await upload(user, await make());
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toMatchObject({ message, details: [{ path: 'image', message }] });
    expect(await h.owner.db.select().from(userAvatars).where(eq(userAvatars.userId, user.user.id))).toEqual([]);
    expect((await profileOf(user.user.id)).avatarUrl).toBeNull();
  });

  it('a body past the upload limit is 413; JSON is required; unknown fields are 400', async () => {
    const user = await member(await createTenant(h.owner.db), 'msp_user');
    expect((await upload(user, 'A'.repeat(3 * 1024 * 1024))).status).toBe(413);
    const form = await h.app.request('/api/profile/avatar', {
      method: 'PUT',
      headers: { Origin: APP_URL, Cookie: user.cookie, 'Content-Type': 'image/png' },
      body: await makeImage('png', 4, 4),
    });
    expect(form.status).toBe(415);
    const extra = await call(user, 'PUT', '/api/profile/avatar', { image: TINY_PNG_BASE64, userId: 'x' });
    expect(extra.status).toBe(400);
  });
});

describe('avatar: who may see it', () => {
  it('the user, their workspace colleagues and super admins; not pending users, other workspaces or strangers', async () => {
    const tenant = await createTenant(h.owner.db);
    const owner = await member(tenant, 'msp_admin');
    await upload(owner, TINY_PNG_BASE64);
    const path = `/api/avatars/${owner.user.id}`;
    const cases: [string, Member | null, number][] = [
      ['the user', owner, 200],
      ['a colleague', await member(tenant, 'msp_user'), 200],
      ['a super admin', await member(null, 'super_admin'), 200],
      ['a pending user of the workspace', await member(tenant, 'pending_user'), 404],
      ['anonymous', null, 401],
    ];
    for (const [name, who, status] of cases)
      expect([name, (await call(who, 'GET', path)).status]).toEqual([name, status]);
    const pending = await member(tenant, 'pending_user');
    await upload(pending, TINY_PNG_BASE64);
    expect((await call(pending, 'GET', `/api/avatars/${pending.user.id}`)).status).toBe(200);
  });

  it('an unknown or malformed id is 404', async () => {
    const user = await member(await createTenant(h.owner.db), 'msp_user');
    expect((await call(user, 'GET', '/api/avatars/00000000-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await call(user, 'GET', "/api/avatars/1' or '1'='1")).status).toBe(404);
  });
});

describe('avatar: tenant isolation', () => {
  it("workspace B's members get 404 for A's photo, exactly like a missing one", async () => {
    const [a, b] = [await createTenant(h.owner.db), await createTenant(h.owner.db)];
    const ownerA = await member(a, 'msp_admin');
    await upload(ownerA, TINY_PNG_BASE64);
    for (const role of ['msp_user', 'msp_admin'] as const) {
      const response = await call(await member(b, role), 'GET', `/api/avatars/${ownerA.user.id}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain(a.id);
    }
  });

  it("RLS: in B's scope the runtime role sees no row of A's photos", async () => {
    const [a, b] = [await createTenant(h.owner.db), await createTenant(h.owner.db)];
    const ownerA = await member(a, 'msp_admin');
    await upload(ownerA, TINY_PNG_BASE64);
    const seen = (tenantId: string) =>
      withTenant({ db: h.database.db, tenantId }, (tx) =>
        tx.select({ userId: userAvatars.userId }).from(userAvatars).where(eq(userAvatars.userId, ownerA.user.id)),
      );
    expect(await seen(b.id)).toEqual([]);
    expect(await seen(a.id)).toEqual([{ userId: ownerA.user.id }]);
    expect((await h.database.pool.query('select count(*)::int as n from user_avatars')).rows[0].n).toBe(0);
  });

  it('user_avatars is a forced-RLS table with its policy (the owner does not skip it either)', async () => {
    const { rows } = await h.owner.pool.query(
      `select c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
        (select count(*)::int from pg_policies p where p.tablename = c.relname) as policies
       from pg_class c where c.relname = 'user_avatars'`,
    );
    expect(rows).toEqual([{ enabled: true, forced: true, policies: 1 }]);
  });
});
