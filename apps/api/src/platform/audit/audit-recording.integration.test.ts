import { emailLogs, withPlatform } from '@scopewright/db';
import { createClient, createEmailLog, createInvitation } from '@scopewright/db/testing';
import type { BrandingSettings, QuoteDetail } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnsubscribeToken, UNSUBSCRIBE_PATH } from '../../modules/lifecycle-emails';
import { createIdentityApp, TEST_SESSION_SECRET } from '../../testing/create-identity-app';
import type { MockOAuthProvider } from '../../testing/mock-oauth-provider';
import { createOAuthBrowser } from '../../testing/oauth-browser';
import { startOAuthIdentityApp, type OAuthIdentityApp } from '../../testing/oauth-identity-app';
import { makeImage } from '../../testing/test-images';
import { draftOf, sampleContent } from '../../testing/quote-harness';
import { SECRET_REMOVED } from '../mail/email-secrets';
import { auditHarness, expectActor, expectFromRequest, USER_AGENT, type Harness } from './audit-recording.test-helpers';

/**
 * The audit log is written by the product (docs/product-rules.md#audit-log): sign-in and sessions, members,
 * settings and branding, quotes — through the real routes, in the transaction of the change they record.
 */
let h: Harness;
beforeAll(async () => {
  h = await createIdentityApp();
}, 60_000);
afterAll(() => h?.close());

const { call, member, workspace, givePassword, entries, onlyEntry, allOf } = auditHarness(() => h);

const PASSWORD = 'Audit-password-1';
const NEW_PASSWORD = 'Audit-password-2';
const sessionCookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((c) => c.startsWith('scopewright.session_token='))
    ?.split(';')[0];

async function passwordMember() {
  const { tenant, admin } = await workspace();
  const person = await member(tenant, 'msp_user');
  await givePassword(person, PASSWORD);
  return { tenant, admin, person };
}

const signIn = (email: string, password: string) => call(null, 'POST', '/api/auth/sign-in/email', { email, password });

describe('sign-in and sessions', () => {
  it('records a password sign-in for the account, with the request id, address and user agent', async () => {
    const { tenant, person } = await passwordMember();
    const answer = await signIn(person.user.email, PASSWORD);
    expect(answer.status).toBe(200);
    const entry = await onlyEntry({ action: 'auth.sign_in', actorUserId: person.user.id });
    expect(entry).toMatchObject({
      tenantId: tenant.id,
      targetType: 'user',
      targetId: person.user.id,
      targetLabel: person.user.email,
      metadata: { method: 'password' },
    });
    expectActor(entry, person);
    expectFromRequest(entry, answer);
  });

  it('records a failed sign-in: a known account with its workspace and email, an unknown address masked', async () => {
    const { tenant, person } = await passwordMember();
    const wrong = await signIn(person.user.email, 'Not-the-password-1');
    expect(wrong.status).toBe(401);
    const known = await onlyEntry({ action: 'auth.sign_in_failed', targetId: person.user.id });
    expect(known).toMatchObject({
      tenantId: tenant.id,
      actorKind: 'anonymous',
      actorUserId: null,
      actorLabel: person.user.email,
      metadata: { reason: 'invalid_credentials' },
    });
    expectFromRequest(known, wrong);

    const stranger = `someone.typed.this@stranger-${tenant.id.slice(0, 8)}.example`;
    const unknown = await signIn(stranger, 'Whatever-pass-1');
    expect(unknown.status).toBe(401);
    const masked = await onlyEntry({
      action: 'auth.sign_in_failed',
      actorLabel: `***@stranger-${tenant.id.slice(0, 8)}.example`,
    });
    expect(masked).toMatchObject({ tenantId: null, actorKind: 'anonymous', targetId: null });
    expectFromRequest(masked, unknown);
    expect(JSON.stringify(await allOf(null))).not.toContain('someone.typed.this');
    // A success after the failure is one sign-in, no more failures.
    expect((await signIn(person.user.email, PASSWORD)).status).toBe(200);
    expect(await entries({ action: 'auth.sign_in_failed', targetId: person.user.id })).toHaveLength(1);
  });

  it('records a sign-out', async () => {
    const { tenant, person } = await passwordMember();
    const signedIn = await signIn(person.user.email, PASSWORD);
    const cookie = sessionCookieOf(signedIn.headers)!;
    const out = await call(cookie, 'POST', '/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    const entry = await onlyEntry({ action: 'auth.sign_out', actorUserId: person.user.id });
    expect(entry).toMatchObject({ tenantId: tenant.id, targetId: person.user.id });
    expectActor(entry, person);
    expectFromRequest(entry, out);
  });

  it('records a password change and the other sessions it signed out; the fresh session is not a sign-in', async () => {
    const { tenant, person } = await passwordMember();
    const refused = await call(person, 'POST', '/api/auth/change-password', {
      currentPassword: 'Not-my-password-1',
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(refused.status).toBe(400);
    expect(await entries({ tenantId: tenant.id, actorUserId: person.user.id })).toEqual([]);

    const changed = await call(person, 'POST', '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    const own = await entries({ actorUserId: person.user.id });
    expect(own.map((e) => e.action)).toEqual(['auth.password_changed', 'auth.sessions_revoked']);
    for (const entry of own) {
      expect(entry).toMatchObject({ tenantId: tenant.id, targetId: person.user.id });
      expectActor(entry, person);
      expectFromRequest(entry, changed);
    }
    expect(own[0]!.metadata).toEqual({ otherSessionsRevoked: true });
  });

  it('records a reset request for a known account only (the answers stay alike), and the reset', async () => {
    const { tenant, person } = await passwordMember();
    const stranger = `nobody-${tenant.id.slice(0, 8)}@example.test`;
    const unknown = await call(null, 'POST', '/api/auth/request-password-reset', { email: stranger });
    const known = await call(null, 'POST', '/api/auth/request-password-reset', { email: person.user.email });
    expect([unknown.status, known.status]).toEqual([200, 200]);
    expect(unknown.text).toBe(known.text);
    expect(JSON.stringify(await allOf(null))).not.toContain(stranger);
    const requested = await onlyEntry({ action: 'auth.password_reset_requested', targetId: person.user.id });
    expect(requested).toMatchObject({ tenantId: tenant.id, actorUserId: person.user.id });
    expectFromRequest(requested, known);

    const [log] = await withPlatform({ db: h.owner.db }, (tx) =>
      tx
        .select()
        .from(emailLogs)
        .where(and(eq(emailLogs.recipientEmail, person.user.email), eq(emailLogs.templateName, 'password_reset'))),
    );
    const resetUrl = new URL((log!.metadata.template_data as { reset_url: string }).reset_url);
    const token = new URLSearchParams(resetUrl.hash.slice(1)).get('access_token')!;
    const reset = await call(null, 'POST', '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    const done = await onlyEntry({ action: 'auth.password_reset', targetId: person.user.id });
    // The sessions the reset ended are not sign-outs.
    expect((await entries({ actorUserId: person.user.id })).map((e) => e.action)).toEqual([
      'auth.password_reset_requested',
      'auth.password_reset',
    ]);
    expect(done).toMatchObject({
      tenantId: tenant.id,
      actorUserId: person.user.id,
      metadata: { sessionsRevoked: true },
    });
    expectFromRequest(done, reset);
    // Neither the reset token nor the password is anywhere in the log.
    const text = JSON.stringify(await allOf(null));
    expect(text).not.toContain(token);
    expect(text).not.toContain(NEW_PASSWORD);
  });

  it('records joining an existing workspace by sign-up; founding a new one is its own entry, not a join', async () => {
    const { tenant } = await workspace();
    const email = `joiner@${tenant.domain}`;
    const joined = await call(null, 'POST', '/api/signup', {
      email,
      password: PASSWORD,
      firstName: 'Jo',
      lastName: 'Iner',
      companyDomain: tenant.domain,
    });
    expect(joined.status).toBe(200);
    const entry = await onlyEntry({ action: 'member.joined', tenantId: tenant.id });
    expect(entry).toMatchObject({
      actorKind: 'user',
      actorLabel: email,
      targetLabel: email,
      metadata: { via: 'sign_up', method: 'password', role: 'pending_user' },
    });
    expect(entry.actorUserId).toBe(entry.targetId);
    expectFromRequest(entry, joined);

    const founder = await call(null, 'POST', '/api/signup', {
      email: `founder@brand-new-${tenant.id.slice(0, 8)}.test`,
      password: PASSWORD,
      firstName: 'Fo',
      lastName: 'Under',
      companyDomain: `brand-new-${tenant.id.slice(0, 8)}.test`,
    });
    expect(founder.status).toBe(200);
    const founderEmail = `founder@brand-new-${tenant.id.slice(0, 8)}.test`;
    expect(await entries({ action: 'member.joined', actorLabel: founderEmail })).toEqual([]);
    const founded = await onlyEntry({ action: 'workspace.created', actorLabel: founderEmail });
    expect(founded).toMatchObject({
      actorKind: 'user',
      targetType: 'workspace',
      targetLabel: `brand-new-${tenant.id.slice(0, 8)}.test`,
      metadata: { via: 'sign_up', method: 'password', tier: 'enterprise', owner: founderEmail },
    });
    expect(founded.targetId).toBe(founded.tenantId);
    expectFromRequest(founded, founder);
  });
});

describe('OAuth', () => {
  let o: OAuthIdentityApp;
  let mock: MockOAuthProvider;
  beforeAll(async () => {
    ({ h: o, mock } = await startOAuthIdentityApp());
  }, 60_000);
  afterAll(async () => {
    await o?.close();
    await mock?.close();
  });
  const oauth = auditHarness(() => o);

  it('records a Google sign-in with its method, and joining a workspace through it', async () => {
    const domain = `oauth-${randomBytes(4).toString('hex')}.test`;
    const founder = createOAuthBrowser(o, mock, '10.43.0.1');
    await founder.signIn('google', 'sign-up', {
      identity: { sub: `sub-${randomBytes(6).toString('hex')}`, email: `owner@${domain}`, emailVerified: true },
    });
    expect((await founder.finish()).status).toBe(200);
    const joiner = createOAuthBrowser(o, mock, '10.43.0.2');
    await joiner.signIn('google', 'sign-up', {
      identity: { sub: `sub-${randomBytes(6).toString('hex')}`, email: `grace@${domain}`, emailVerified: true },
    });
    expect(await (await joiner.finish()).json()).toEqual({ success: true, outcome: 'joined' });

    const signIn = await oauth.onlyEntry({ action: 'auth.sign_in', actorLabel: `grace@${domain}` });
    expect(signIn).toMatchObject({ actorKind: 'user', metadata: { method: 'google' }, ip: '10.43.0.2' });
    const joined = await oauth.onlyEntry({ action: 'member.joined', actorLabel: `grace@${domain}` });
    expect(joined).toMatchObject({
      actorUserId: signIn.actorUserId,
      metadata: { via: 'sign_up', method: 'oauth', role: 'pending_user' },
      ip: '10.43.0.2',
    });
    expect(joined.tenantId).not.toBeNull();
  });
});

describe('members and invitations', () => {
  it('records a role change with the role before and after; a refused change records nothing', async () => {
    const { tenant, admin } = await workspace();
    const user = await member(tenant, 'msp_user');
    const changed = await call(admin, 'PATCH', `/api/team/${user.user.id}`, { role: 'msp_admin' });
    expect(changed.status).toBe(200);
    const entry = await onlyEntry({ action: 'member.role_changed', targetId: user.user.id });
    expect(entry).toMatchObject({
      tenantId: tenant.id,
      targetType: 'user',
      targetLabel: user.user.email,
      changes: { role: { before: 'msp_user', after: 'msp_admin' } },
    });
    expectActor(entry, admin);
    expectFromRequest(entry, changed);

    // The owner's role is locked (409) and a bad role is a 422: neither leaves an entry.
    const other = await member(tenant, 'msp_admin');
    expect((await call(other, 'PATCH', `/api/team/${admin.user.id}`, { role: 'msp_user' })).status).toBe(409);
    expect((await call(admin, 'PATCH', `/api/team/${user.user.id}`, { role: 'owner' })).status).toBe(422);
    expect(await entries({ action: 'member.role_changed', tenantId: tenant.id })).toHaveLength(1);
  });

  it('records a removal', async () => {
    const { tenant, admin } = await workspace();
    const user = await member(tenant, 'msp_user');
    const removed = await call(admin, 'DELETE', `/api/team/${user.user.id}`);
    expect(removed.status).toBe(200);
    const entry = await onlyEntry({ action: 'member.removed', targetId: user.user.id });
    expect(entry).toMatchObject({
      tenantId: tenant.id,
      targetLabel: user.user.email,
      changes: { role: { before: 'msp_user', after: null } },
    });
    expectActor(entry, admin);
    expectFromRequest(entry, removed);
    expect((await call(admin, 'DELETE', `/api/team/${admin.user.id}`)).status).toBe(409);
    expect(await entries({ action: 'member.removed', tenantId: tenant.id })).toHaveLength(1);
  });

  it('records an invitation sent, resent and revoked; a duplicate is refused and records nothing', async () => {
    const { tenant, admin } = await workspace();
    const email = `invitee-${tenant.id.slice(0, 8)}@example.test`;
    const created = await call(admin, 'POST', '/api/invitations', { email, role: 'msp_user' });
    expect(created.status, created.text).toBe(201);
    const { invitation } = created.json<{ invitation: { id: string } }>();
    const invited = await onlyEntry({ action: 'member.invited', targetId: invitation.id });
    expect(invited).toMatchObject({
      tenantId: tenant.id,
      targetType: 'invitation',
      targetLabel: email,
      changes: { role: { before: null, after: 'msp_user' } },
    });
    expectActor(invited, admin);
    expectFromRequest(invited, created);

    expect((await call(admin, 'POST', '/api/invitations', { email, role: 'msp_user' })).status).toBe(409);
    expect(await entries({ action: 'member.invited', tenantId: tenant.id })).toHaveLength(1);

    const resent = await call(admin, 'POST', `/api/invitations/${invitation.id}/resend`);
    expect(resent.status).toBe(200);
    expectFromRequest(await onlyEntry({ action: 'member.invitation_resent', targetId: invitation.id }), resent);

    const revoked = await call(admin, 'DELETE', `/api/invitations/${invitation.id}`);
    expect(revoked.status).toBe(200);
    const entry = await onlyEntry({ action: 'member.invitation_revoked', targetId: invitation.id });
    expect(entry).toMatchObject({ tenantId: tenant.id, targetLabel: email });
    expectFromRequest(entry, revoked);
    // Revoking twice changes nothing and records nothing more.
    expect((await call(admin, 'DELETE', `/api/invitations/${invitation.id}`)).status).toBe(200);
    expect(await entries({ action: 'member.invitation_revoked', tenantId: tenant.id })).toHaveLength(1);
    // The invitation token is never in the log.
    expect(JSON.stringify(await allOf(tenant.id))).not.toMatch(/invite_token|\/invite\//);
  });

  it('records a failed invitation email resent from the email log as a resent invitation', async () => {
    const { tenant, admin } = await workspace();
    const { invitation } = await createInvitation(h.owner.db, tenant.id, {
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const log = await createEmailLog(h.owner.db, tenant.id, {
      status: 'failed',
      templateName: 'user_invitation',
      recipientEmail: invitation.email,
      subject: 'You are invited',
      error: 'Sending failed: 550 5.1.1 mailbox unavailable',
      metadata: {
        invitation_id: invitation.id,
        event: 'invite',
        template_data: {
          recipient_name: 'Grace',
          company_name: 'Northwind',
          inviter_name: 'Ines',
          role: 'User',
          invite_url: SECRET_REMOVED,
          invite_token: SECRET_REMOVED,
        },
        secrets_removed: true,
      },
    });
    const resent = await call(admin, 'POST', `/api/email-logs/${log.id}/resend`);
    expect(resent.status, resent.text).toBe(201);
    const entry = await onlyEntry({ action: 'member.invitation_resent', targetId: invitation.id });
    expect(entry).toMatchObject({ tenantId: tenant.id, targetLabel: invitation.email, metadata: { via: 'email_log' } });
    expectActor(entry, admin);
    expectFromRequest(entry, resent);
  });

  it('records accepting an invitation as the new member joining, then their sign-in', async () => {
    const { tenant } = await workspace();
    const email = `accepts-${tenant.id.slice(0, 8)}@example.test`;
    const { invitation, token } = await createInvitation(h.owner.db, tenant.id, { email, role: 'msp_user' });
    const accepted = await call(null, 'POST', `/api/invitations/${token}/accept`, {
      firstName: 'Ac',
      lastName: 'Cepts',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(accepted.status, accepted.text).toBe(200);
    const joined = await onlyEntry({ action: 'member.joined', tenantId: tenant.id });
    expect(joined).toMatchObject({
      actorKind: 'user',
      actorLabel: email,
      targetLabel: email,
      changes: { role: { before: null, after: 'msp_user' } },
      metadata: { via: 'invitation', method: 'password', invitationId: invitation.id },
    });
    expectFromRequest(joined, accepted);
    const signedIn = await onlyEntry({ action: 'auth.sign_in', actorUserId: joined.actorUserId! });
    expect(signedIn).toMatchObject({ tenantId: tenant.id, metadata: { method: 'password' } });
    expect(signedIn.userAgent).toBe(USER_AGENT);
    expect(JSON.stringify(await allOf(tenant.id))).not.toContain(token);
  });
});

describe('settings and branding', () => {
  it('records the company fields and the email preferences that changed, as two entries', async () => {
    const { tenant, admin } = await workspace();
    const saved = await call(admin, 'PATCH', '/api/settings/company', {
      name: 'Northwind IT',
      defaultTaxRateBps: 825,
      emailPreferences: { usageAlerts: false },
    });
    expect(saved.status, saved.text).toBe(200);
    const company = await onlyEntry({ action: 'settings.company_updated', tenantId: tenant.id });
    expect(company).toMatchObject({
      targetType: 'workspace',
      targetId: tenant.id,
      targetLabel: 'Northwind IT',
      changes: {
        name: { before: tenant.name, after: 'Northwind IT' },
        defaultTaxRateBps: { before: tenant.defaultTaxRateBps, after: 825 },
      },
    });
    expectActor(company, admin);
    expectFromRequest(company, saved);
    const preferences = await onlyEntry({ action: 'settings.email_preferences_updated', tenantId: tenant.id });
    expect(preferences.changes).toEqual({ usageAlerts: { before: true, after: false } });

    // Invalid input (422) and a save that changes nothing record nothing.
    expect((await call(admin, 'PATCH', '/api/settings/company', { defaultTaxRateBps: -5 })).status).toBe(422);
    expect((await call(admin, 'PATCH', '/api/settings/company', { name: 'Northwind IT' })).status).toBe(200);
    expect(await entries({ action: 'settings.company_updated', tenantId: tenant.id })).toHaveLength(1);
  });

  it('records a one-click unsubscribe as a preference change by the link, no person named', async () => {
    const { tenant } = await workspace();
    const token = createUnsubscribeToken(TEST_SESSION_SECRET, { tenantId: tenant.id, preference: 'trialReminders' });
    const response = await h.app.request(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': USER_AGENT },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    const entry = await onlyEntry({ action: 'settings.email_preferences_updated', tenantId: tenant.id });
    expect(entry).toMatchObject({
      actorKind: 'anonymous',
      actorUserId: null,
      changes: { trialReminders: { before: true, after: false } },
      metadata: { via: 'unsubscribe_link' },
      userAgent: USER_AGENT,
    });
    expect(entry.requestId).toBeTruthy();
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it('records the branding fields that changed, and a new or removed logo without its bytes', async () => {
    const { tenant, admin } = await workspace();
    const current = (await call(admin, 'GET', '/api/settings/branding')).json<BrandingSettings>();
    const { logoUrl: _l, logoWidth: _w, logoHeight: _h, updatedAt: _u, ...fields } = current;
    const saved = await call(admin, 'PUT', '/api/settings/branding', {
      ...fields,
      primaryColor: '#123456',
      footerText: 'Northwind IT · 1 Main St',
    });
    expect(saved.status, saved.text).toBe(200);
    const entry = await onlyEntry({ action: 'branding.updated', tenantId: tenant.id });
    expect(entry.changes).toEqual({
      primaryColor: { before: current.primaryColor, after: '#123456' },
      footerText: { before: current.footerText, after: 'Northwind IT · 1 Main St' },
    });
    expectActor(entry, admin);
    expectFromRequest(entry, saved);
    expect((await call(admin, 'PUT', '/api/settings/branding', { ...fields, font: 'Comic Sans' })).status).toBe(422);
    expect(await entries({ action: 'branding.updated', tenantId: tenant.id })).toHaveLength(1);

    const image = (await makeImage('png', 40, 20)).toString('base64');
    const logo = await call(admin, 'POST', '/api/settings/branding/logo', { image });
    expect(logo.status, logo.text).toBe(200);
    const removed = await call(admin, 'DELETE', '/api/settings/branding/logo');
    expect(removed.status).toBe(200);
    const logos = await entries({ action: 'branding.logo_updated', tenantId: tenant.id });
    expect(logos.map((e) => [e.changes, e.metadata.removed])).toEqual([
      [{ logo: { before: null, after: '[image]' } }, false],
      [{ logo: { before: '[image]', after: null } }, true],
    ]);
    expectFromRequest(logos[0]!, logo);
    expect(JSON.stringify(logos)).not.toContain(image.slice(0, 40));
  });
});

describe('quotes', () => {
  it('records a version restore with the versions, and a deletion with the quote number and title', async () => {
    const { tenant, admin } = await workspace();
    const created = await call(admin, 'POST', '/api/quotes', {
      clientId: (await createClient(h.owner.db, tenant.id)).id,
      title: 'Server upgrade',
      content: sampleContent(),
    });
    expect(created.status, created.text).toBe(201);
    const quote = created.json<QuoteDetail>();
    // Saves of the draft (the wizard's autosave) are not in the log.
    const saved = await call(admin, 'PUT', `/api/quotes/${quote.id}/draft`, draftOf(quote, sampleContent()));
    expect(saved.status, saved.text).toBe(200);
    const { lockVersion } = saved.json<{ lockVersion: number }>();
    expect((await call(admin, 'POST', `/api/quotes/${quote.id}/send`, { lockVersion })).status).toBe(200);

    const restored = await call(admin, 'POST', `/api/quotes/${quote.id}/versions/1/restore`);
    expect(restored.status, restored.text).toBe(201);
    const restore = await onlyEntry({ action: 'quote.version_restored', targetId: quote.id });
    expect(restore).toMatchObject({
      tenantId: tenant.id,
      targetType: 'quote',
      targetLabel: `Q-${quote.number} · Server upgrade`,
      metadata: { fromVersion: 1, newVersion: 2, supersededVersion: 1 },
    });
    expectActor(restore, admin);
    expectFromRequest(restore, restored);
    // Restoring the current draft again is refused (409) and records nothing.
    expect((await call(admin, 'POST', `/api/quotes/${quote.id}/versions/2/restore`)).status).toBe(409);
    expect(await entries({ action: 'quote.version_restored', tenantId: tenant.id })).toHaveLength(1);

    const deleted = await call(admin, 'DELETE', `/api/quotes/${quote.id}`);
    expect(deleted.status).toBe(204);
    const entry = await onlyEntry({ action: 'quote.deleted', targetId: quote.id });
    expect(entry).toMatchObject({
      tenantId: tenant.id,
      targetLabel: `Q-${quote.number} · Server upgrade`,
      metadata: { number: quote.number, versionNo: 2 },
    });
    expectFromRequest(entry, deleted);
    expect((await call(admin, 'DELETE', `/api/quotes/${quote.id}`)).status).toBe(404);
    const actions = (await allOf(tenant.id)).map((e) => e.action);
    expect(actions).toEqual(['quote.version_restored', 'quote.deleted']);
  });
});
