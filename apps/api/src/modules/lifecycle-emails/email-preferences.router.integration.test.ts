import { tenants, withPlatform } from '@scopewright/db';
import { createTenant } from '@scopewright/db/testing';
import { UNSUBSCRIBE_COPY } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_SESSION_SECRET } from '../../testing/create-identity-app';
import { APP_URL } from '../../testing/create-test-app';
import { caller, type ErrorJson } from '../../testing/quote-harness';
import { UNSUBSCRIBE_RATE_LIMIT } from './email-preferences.router';
import { runLifecycleEmails } from './lifecycle-emails.jobs';
import { DAY, emailsOf, lifecycleSuite, sendsOf, trialWorkspace } from './lifecycle-emails.test-helpers';
import { createUnsubscribeToken, UNSUBSCRIBE_PATH } from './unsubscribe-token';

const suite = lifecycleSuite();
let ip = 0;

/** As a mail system posts RFC 8058 one-click: a form body, no Origin, no cookie. */
function oneClick(token: string | null, headers: Record<string, string> = {}) {
  const query = token === null ? '' : `?token=${encodeURIComponent(token)}`;
  return suite.h.app.request(
    `${UNSUBSCRIBE_PATH}${query}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: 'List-Unsubscribe=One-Click',
    },
    { incoming: { socket: { remoteAddress: `10.7.0.${(ip += 1) % 250}` } } },
  );
}

function openPage(token: string | null, remoteAddress = `10.8.0.${(ip += 1) % 250}`) {
  const query = token === null ? '' : `?token=${encodeURIComponent(token)}`;
  return suite.h.app.request(`${UNSUBSCRIBE_PATH}${query}`, {}, { incoming: { socket: { remoteAddress } } });
}

async function preferencesOf(tenantId: string) {
  const [row] = await withPlatform({ db: suite.h.owner.db }, (tx) =>
    tx.select({ p: tenants.emailPreferences }).from(tenants).where(eq(tenants.id, tenantId)),
  );
  return row!.p;
}

const tokenFor = (tenantId: string, preference: 'trialReminders' | 'usageAlerts' = 'trialReminders') =>
  createUnsubscribeToken(TEST_SESSION_SECRET, { tenantId, preference });

describe('one-click unsubscribe (RFC 8058)', () => {
  it('the link in a queued reminder, posted by a mail system, switches trial reminders off, idempotently', async () => {
    const now = new Date();
    const { tenant, admin } = await trialWorkspace(suite.h, { day: 7, now });
    await runLifecycleEmails(suite.deps(), now);
    const [reminder] = await emailsOf(suite.h, tenant.id);
    const url = new URL(reminder!.metadata.list_unsubscribe_url as string);
    expect(url.origin).toBe(APP_URL);

    const first = await oneClick(url.searchParams.get('token'));
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({
      workspaceName: tenant.name,
      preference: 'trialReminders',
      label: 'Trial reminders',
      isOn: false,
      changed: true,
      message: UNSUBSCRIBE_COPY.done(tenant.name, 'Trial reminders'),
    });
    expect(await preferencesOf(tenant.id)).toEqual({
      trialReminders: false,
      billingNotifications: true,
      usageAlerts: true,
      marketingEmails: false,
    });
    const again = await oneClick(url.searchParams.get('token'));
    expect(await again.json()).toMatchObject({
      changed: false,
      message: UNSUBSCRIBE_COPY.alreadyDone(tenant.name, 'Trial reminders'),
    });

    // Settings shows it off, and the next step is recorded as skipped.
    const settings = await caller(suite.h)(admin, 'GET', '/api/settings/company');
    expect(
      ((await settings.json()) as { emailPreferences: Record<string, boolean> }).emailPreferences.trialReminders,
    ).toBe(false);
    await runLifecycleEmails(suite.deps(), new Date(now.getTime() + 3 * DAY));
    expect(await emailsOf(suite.h, tenant.id)).toHaveLength(1);
    expect((await sendsOf(suite.h, tenant.id)).map((s) => [s.step, s.skippedReason])).toEqual([
      ['trial_reminder:7', null],
      ['trial_reminder:10', 'preference trialReminders is off'],
    ]);
  });

  it('the usage-alerts token switches only usage alerts off', async () => {
    const tenant = await createTenant(suite.h.owner.db);
    expect((await oneClick(tokenFor(tenant.id, 'usageAlerts'))).status).toBe(200);
    expect(await preferencesOf(tenant.id)).toMatchObject({ trialReminders: true, usageAlerts: false });
  });

  it('GET shows a confirmation page and changes nothing; its button posts and gets a page back', async () => {
    const tenant = await createTenant(suite.h.owner.db);
    const token = tokenFor(tenant.id);
    const page = await openPage(token);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await page.text();
    expect(html).toContain(UNSUBSCRIBE_COPY.confirmHeading('Trial reminders'));
    expect(html).toContain(tenant.name);
    expect(html).toContain(`action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}"`);
    expect(html).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(html).not.toMatch(/<script/i);
    expect((await preferencesOf(tenant.id)).trialReminders).toBe(true);

    const posted = await oneClick(token, { Origin: APP_URL, Accept: 'text/html,application/xhtml+xml' });
    expect(posted.status).toBe(200);
    expect(posted.headers.get('content-type')).toMatch(/^text\/html/);
    const done = await posted.text();
    expect(done).toContain(UNSUBSCRIBE_COPY.doneHeading);
    expect(done).toContain(`${APP_URL}/dashboard/settings/company`);
    expect((await preferencesOf(tenant.id)).trialReminders).toBe(false);
  });

  it('escapes the workspace name on the page', async () => {
    const tenant = await createTenant(suite.h.owner.db, { name: '<img src=x onerror=alert(1)> & Co' });
    const html = await (await openPage(tokenFor(tenant.id))).text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; Co');
    expect(html).not.toContain('<img src=x');
  });
});

describe('bad links: a precise message each, nothing changed', () => {
  it.each([
    ['no token', null, UNSUBSCRIBE_COPY.missingToken],
    ['an empty token', '', UNSUBSCRIBE_COPY.missingToken],
    ['a cut-off token', (t: string) => t.slice(0, 60), UNSUBSCRIBE_COPY.malformedToken],
    [
      'an unknown preference',
      (t: string) => t.replace('trialReminders', 'everything'),
      UNSUBSCRIBE_COPY.malformedToken,
    ],
    ['another version', (t: string) => `2${t.slice(1)}`, UNSUBSCRIBE_COPY.malformedToken],
    [
      'a different preference, same signature',
      (t: string) => t.replace('trialReminders', 'billingNotifications'),
      UNSUBSCRIBE_COPY.badSignature,
    ],
    [
      'a changed signature',
      (t: string) => `${t.slice(0, -3)}${t.endsWith('AAA') ? 'BBB' : 'AAA'}`,
      UNSUBSCRIBE_COPY.badSignature,
    ],
    ['a token signed with another secret', 'foreign', UNSUBSCRIBE_COPY.badSignature],
  ] as const)('%s → 422', async (_name, variant, message) => {
    const tenant = await createTenant(suite.h.owner.db);
    const good = tokenFor(tenant.id);
    const token =
      variant === null
        ? null
        : variant === 'foreign'
          ? createUnsubscribeToken('another-secret-'.padEnd(40, 'y'), {
              tenantId: tenant.id,
              preference: 'trialReminders',
            })
          : typeof variant === 'function'
            ? variant(good)
            : variant;
    const posted = await oneClick(token);
    expect(posted.status).toBe(422);
    const body = (await posted.json()) as ErrorJson;
    expect(body.error).toMatchObject({ code: 'VALIDATION', message, details: [{ path: 'token', message }] });
    const page = await openPage(token);
    expect(page.status).toBe(422);
    const html = await page.text();
    expect(html).toContain(UNSUBSCRIBE_COPY.invalidHeading);
    expect(html).toContain(message.replaceAll("'", '&#39;'));
    expect(html).not.toContain('<form');
    expect(await preferencesOf(tenant.id)).toMatchObject({ trialReminders: true, billingNotifications: true });
  });

  it('a workspace that no longer exists → 404 saying so', async () => {
    const tenant = await createTenant(suite.h.owner.db);
    const token = tokenFor(tenant.id);
    await withPlatform({ db: suite.h.owner.db }, (tx) => tx.delete(tenants).where(eq(tenants.id, tenant.id)));
    const posted = await oneClick(token);
    expect(posted.status).toBe(404);
    expect(((await posted.json()) as ErrorJson).error.message).toBe(UNSUBSCRIBE_COPY.workspaceGone);
    const page = await openPage(token);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain(UNSUBSCRIBE_COPY.workspaceGone);
  });

  it(`more than ${UNSUBSCRIBE_RATE_LIMIT.max} requests a minute from one address → 429 with Retry-After`, async () => {
    const tenant = await createTenant(suite.h.owner.db);
    const token = tokenFor(tenant.id);
    const statuses: number[] = [];
    for (let i = 0; i < UNSUBSCRIBE_RATE_LIMIT.max + 2; i++) statuses.push((await openPage(token, '10.99.0.1')).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(UNSUBSCRIBE_RATE_LIMIT.max);
    const limited = await openPage(token, '10.99.0.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
