import { userAvatars } from '@scopewright/db';
import { eq } from 'drizzle-orm';
import type { AccessFixture, MatrixCase } from '../../testing/access-fixture';
import { TINY_PNG_BASE64 } from '../../testing/test-images';

const signedInOk = { anonymous: 401, pending_user: 200, msp_user: 200, msp_admin: 200, super_admin: 200 };

/** Workspace A's admin always has a photo when the avatar row runs (other rows may have removed it). */
async function adminPhotoOfA(f: AccessFixture): Promise<string> {
  const userId = f.a.msp_admin.user.id;
  const image = Buffer.from(TINY_PNG_BASE64, 'base64');
  const values = { userId, image, width: 1, height: 1, byteSize: image.length };
  await f.h.owner.db.insert(userAvatars).values(values).onConflictDoUpdate({ target: userAvatars.userId, set: values });
  return userId;
}

export const profileMatrix: MatrixCase[] = [
  {
    route: 'POST /api/onboarding',
    request: () => ({ method: 'POST', path: '/api/onboarding', body: { firstName: 'Ada', lastName: 'Lovelace' } }),
    expect: signedInOk,
    crossTenant: { noIds: "the caller's own profile" },
  },
  {
    route: 'PATCH /api/profile',
    request: () => ({ method: 'PATCH', path: '/api/profile', body: { firstName: 'Ada', lastName: 'Lovelace' } }),
    expect: signedInOk,
    crossTenant: { noIds: "the caller's own profile" },
  },
  {
    route: 'PUT /api/profile/avatar',
    request: () => ({ method: 'PUT', path: '/api/profile/avatar', body: { image: TINY_PNG_BASE64 } }),
    expect: signedInOk,
    crossTenant: { noIds: "the caller's own photo" },
  },
  {
    route: 'DELETE /api/profile/avatar',
    request: () => ({ method: 'DELETE', path: '/api/profile/avatar' }),
    expect: signedInOk,
    crossTenant: { noIds: "the caller's own photo" },
  },
  {
    route: 'GET /api/avatars/{userId}',
    request: async (f) => ({ method: 'GET', path: `/api/avatars/${await adminPhotoOfA(f)}` }),
    // Pending users see only their own profile (docs/product-rules.md#roles), so a colleague's photo does not exist for them.
    expect: { anonymous: 401, pending_user: 404, msp_user: 200, msp_admin: 200, super_admin: 200 },
    crossTenant: async (f) => {
      const userId = await adminPhotoOfA(f);
      return {
        request: { method: 'GET', path: `/api/avatars/${userId}` },
        snapshot: () => f.h.owner.db.select().from(userAvatars).where(eq(userAvatars.userId, userId)),
      };
    },
  },
  {
    route: 'GET /api/me/events',
    // The stream never ends, so the matrix calls it without Accept: text/event-stream (400 after the access
    // check). The stream itself: profile-events.integration.test.ts.
    request: () => ({ method: 'GET', path: '/api/me/events' }),
    expect: { anonymous: 401, pending_user: 400, msp_user: 400, msp_admin: 400, super_admin: 400 },
    crossTenant: { noIds: "the caller's own events" },
  },
];
