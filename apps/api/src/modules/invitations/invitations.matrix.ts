import { randomBytes } from 'node:crypto';
import { invitations, withPlatform } from '@scopewright/db';
import { createInvitation } from '@scopewright/db/testing';
import { eq } from 'drizzle-orm';
import type { AccessFixture, MatrixCase, Persona } from '../../testing/access-fixture';

const freshEmail = (persona: Persona) => `matrix-${persona}-${randomBytes(4).toString('hex')}@invitee.test`;

/** A pending invitation of workspace A per call, so write cells never depend on each other. */
const invitationOfA = (f: AccessFixture) => createInvitation(f.h.owner.db, f.tenantA.id);

const invitationState = (f: AccessFixture, id: string) => () =>
  withPlatform({ db: f.h.owner.db }, (tx) =>
    tx
      .select({ status: invitations.status, tokenHash: invitations.tokenHash, expiresAt: invitations.expiresAt })
      .from(invitations)
      .where(eq(invitations.id, id)),
  );

const ADMIN_ONLY = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 };

export const invitationsMatrix: MatrixCase[] = [
  {
    route: 'POST /api/invitations',
    request: (_f, persona) => ({
      method: 'POST',
      path: '/api/invitations',
      body: { email: freshEmail(persona), role: 'msp_user' },
    }),
    // super_admin: the guard lets platform admins through, but an invitation belongs to the caller's workspace.
    expect: { ...ADMIN_ONLY, msp_admin: 201 },
    crossTenant: { noIds: "creates in the caller's own workspace" },
  },
  {
    route: 'GET /api/invitations',
    request: () => ({ method: 'GET', path: '/api/invitations' }),
    expect: ADMIN_ONLY,
    crossTenant: { noIds: "lists the caller's own workspace" },
  },
  {
    route: 'POST /api/invitations/{id}/resend',
    request: async (f) => ({
      method: 'POST',
      path: `/api/invitations/${(await invitationOfA(f)).invitation.id}/resend`,
    }),
    expect: ADMIN_ONLY,
    crossTenant: async (f) => {
      const { invitation } = await invitationOfA(f);
      return {
        request: { method: 'POST', path: `/api/invitations/${invitation.id}/resend` },
        snapshot: invitationState(f, invitation.id),
      };
    },
  },
  {
    route: 'DELETE /api/invitations/{id}',
    request: async (f) => ({ method: 'DELETE', path: `/api/invitations/${(await invitationOfA(f)).invitation.id}` }),
    expect: ADMIN_ONLY,
    crossTenant: async (f) => {
      const { invitation } = await invitationOfA(f);
      return {
        request: { method: 'DELETE', path: `/api/invitations/${invitation.id}` },
        snapshot: invitationState(f, invitation.id),
      };
    },
  },
  {
    route: 'GET /api/invitations/lookup/{token}',
    request: async (f) => ({ method: 'GET', path: `/api/invitations/lookup/${(await invitationOfA(f)).token}` }),
    expect: { anonymous: 200, pending_user: 200, msp_user: 200, msp_admin: 200, super_admin: 200 },
    crossTenant: { noIds: 'public: addressed by the secret token of the emailed link, not by an id' },
  },
  {
    route: 'POST /api/invitations/{token}/accept',
    // Public: anyone holding the link may create the invited account (its email and role come from the link).
    request: async (f) => ({
      method: 'POST',
      path: `/api/invitations/${(await invitationOfA(f)).token}/accept`,
      body: { firstName: 'Grace', lastName: 'Hopper', password: 'cobol1959', confirmPassword: 'cobol1959' },
    }),
    expect: { anonymous: 200, pending_user: 200, msp_user: 200, msp_admin: 200, super_admin: 200 },
    crossTenant: { noIds: 'public: addressed by the secret token of the emailed link, not by an id' },
  },
  {
    route: 'POST /api/invitations/{token}/accept-oauth',
    // Any session reaches the email check; these invitations name someone else, so each is refused with 422.
    request: async (f) => ({
      method: 'POST',
      path: `/api/invitations/${(await invitationOfA(f)).token}/accept-oauth`,
    }),
    expect: { anonymous: 401, pending_user: 422, msp_user: 422, msp_admin: 422, super_admin: 422 },
    crossTenant: { noIds: "addressed by the link's token and bound to the session's email" },
  },
];
