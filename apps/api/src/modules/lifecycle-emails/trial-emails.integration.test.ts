import { emailTemplates, tenants, withPlatform } from '@scopewright/db';
import { createTenant } from '@scopewright/db/testing';
import { dueTrialStep, LIFECYCLE_EMAIL_COPY, type TrialState } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caller, member } from '../../testing/quote-harness';
import { findDueTrialSteps } from './find-due-trial-steps';
import { runLifecycleEmails } from './lifecycle-emails.jobs';
import {
  DAY,
  emailsOf,
  HOUR,
  lifecycleSuite,
  sendsOf,
  templateData,
  trialWorkspace,
} from './lifecycle-emails.test-helpers';
import { UNSUBSCRIBE_PATH } from './unsubscribe-token';

const suite = lifecycleSuite();
const NOW = new Date();
const run = (now: Date = NOW) => runLifecycleEmails(suite.deps(), now);

describe('trial reminders on schedule', () => {
  it('a workspace at day 10 gets exactly one "medium" reminder, with days left, links and the unsubscribe header URL', async () => {
    const { tenant, admin } = await trialWorkspace(suite.h, { day: 10, now: NOW });
    await run();
    const [reminder, ...others] = await emailsOf(suite.h, tenant.id);
    expect(others).toEqual([]);
    expect(reminder).toMatchObject({
      templateName: 'trial_reminder',
      recipientEmail: admin.profile.email,
      emailType: 'system',
      status: 'queued',
      subject: 'Your Scopewright trial ends in 4 days',
    });
    expect(templateData(reminder!)).toMatchObject({
      recipient_name: admin.profile.firstName,
      days_left: 4,
      days_left_text: '4 days',
      urgency: 'medium',
      urgency_message: LIFECYCLE_EMAIL_COPY.urgencyMessage.medium,
      billing_url: 'http://localhost:3000/dashboard/billing',
    });
    const unsubscribe = reminder!.metadata.list_unsubscribe_url as string;
    expect(unsubscribe).toMatch(
      new RegExp(`^http://localhost:3000${UNSUBSCRIBE_PATH}\\?token=1\\.${tenant.id}\\.trialReminders\\.`),
    );
    expect(templateData(reminder!).unsubscribe_url).toBe(unsubscribe);
    expect(reminder!.metadata).toMatchObject({ lifecycle_step: 'trial_reminder:10', urgency: 'medium' });
    expect(await sendsOf(suite.h, tenant.id)).toMatchObject([
      { step: 'trial_reminder:10', emailLogId: reminder!.id, skippedReason: null },
    ]);

    // A later run in the same hour, or after a restart, finds the step claimed.
    await run(new Date(NOW.getTime() + 2 * HOUR));
    expect(await emailsOf(suite.h, tenant.id)).toHaveLength(1);
  });

  it('walks a whole trial: each step once, the spec urgency, only the latest after a gap, expired once, then silence', async () => {
    const { tenant, start } = await trialWorkspace(suite.h, { day: 0, now: NOW });
    const at = (days: number) => new Date(start.getTime() + days * DAY + HOUR);
    // Day 2: nothing yet. Day 3 and 7 on time. The server is down from day 8 to day 12.5: only day 12 goes out.
    for (const day of [2, 3, 3.5, 7, 12.5, 12.7, 13.2, 14.1, 16, 30]) await run(at(day));
    const emails = await emailsOf(suite.h, tenant.id);
    expect(
      emails.map((e) => [e.templateName, templateData(e).urgency ?? null, templateData(e).days_left ?? null]),
    ).toEqual([
      ['trial_reminder', 'low', 11],
      ['trial_reminder', 'low', 7],
      ['trial_reminder', 'high', 2],
      ['trial_reminder', 'urgent', 1],
      ['trial_expired', null, null],
    ]);
    expect(emails.map((e) => e.subject)).toEqual([
      'Your Scopewright trial ends in 11 days',
      'Your Scopewright trial ends in 7 days',
      'Your Scopewright trial ends in 2 days',
      'Your Scopewright trial ends in 1 day',
      'Your Scopewright trial has ended',
    ]);
    expect((await sendsOf(suite.h, tenant.id)).map((s) => s.step)).toEqual([
      'trial_reminder:3',
      'trial_reminder:7',
      'trial_reminder:12',
      'trial_reminder:final',
      'trial_expired',
    ]);
  });

  it('two runs at once, twice over, send each step exactly once', async () => {
    const workspaces = await Promise.all(
      Array.from({ length: 6 }, (_, i) => trialWorkspace(suite.h, { day: 3 + i, now: NOW })),
    );
    await Promise.all([run(), run(), run(), run()]);
    await Promise.all([run(), run()]);
    for (const { tenant } of workspaces) {
      const emails = await emailsOf(suite.h, tenant.id);
      expect(emails).toHaveLength(1);
      expect((await sendsOf(suite.h, tenant.id)).map((s) => s.emailLogId)).toEqual([emails[0]!.id]);
    }
  });

  it('never writes to a workspace that converted, is suspended, ended its trial long ago or has no dates', async () => {
    const converted = await trialWorkspace(suite.h, { day: 10, now: NOW, activeTier: 'premium' });
    const suspended = await trialWorkspace(suite.h, { day: 10, now: NOW, suspended: true });
    const longAgo = await trialWorkspace(suite.h, { day: 25, now: NOW, activeTier: 'readonly_trial_expired' });
    const dateless = await trialWorkspace(suite.h, { day: 10, now: NOW, trialStartDate: null });
    await run();
    for (const { tenant } of [converted, suspended, longAgo, dateless]) {
      expect(await emailsOf(suite.h, tenant.id)).toEqual([]);
      expect(await sendsOf(suite.h, tenant.id)).toEqual([]);
    }
  });

  it('a read-only expired trial (flipped by the tier logic) gets its expired email once', async () => {
    const { tenant } = await trialWorkspace(suite.h, { day: 15, now: NOW, activeTier: 'readonly_trial_expired' });
    await run();
    await run();
    expect((await emailsOf(suite.h, tenant.id)).map((e) => e.templateName)).toEqual(['trial_expired']);
  });
});

describe('the SQL and the domain rule agree', () => {
  it('on a grid of trial days, states and trial lengths', async () => {
    const now = new Date(Date.UTC(2031, 2, 30, 12)); // across the European daylight-saving change
    const days = [0, 2.9, 3, 5, 7, 9.99, 10, 11.5, 12, 12.9, 13, 13.5, 13.99, 14, 15, 20.9, 21.1, 30];
    const states = ['trial', 'readonly_trial_expired', 'premium', 'read_only'];
    const made: (TrialState & { tenant: { id: string } })[] = [];
    for (const day of days) {
      for (const activeTier of states) {
        for (const length of [14, 12.5, 30]) {
          const start = new Date(now.getTime() - day * DAY);
          const values = { activeTier, trialStartDate: start, trialEndDate: new Date(start.getTime() + length * DAY) };
          made.push({ ...values, suspended: false, tenant: await createTenant(suite.h.owner.db, values) });
        }
      }
    }
    const due = await withPlatform(suite.h.database, (tx) => findDueTrialSteps(tx, now, undefined, 100_000));
    const sql = new Map(due.map((row) => [row.tenantId, row.step]));
    for (const { tenant, ...state } of made) {
      expect(sql.get(tenant.id) ?? null, JSON.stringify(state)).toBe(dueTrialStep(state, now)?.step ?? null);
    }
    expect(new Set(due.filter((row) => made.some((m) => m.tenant.id === row.tenantId)).map((r) => r.step)).size).toBe(
      6,
    );
  });
});

describe('recipients and preferences', () => {
  it('without a contact email every admin gets it; the claim points at the first', async () => {
    const { tenant, admin } = await trialWorkspace(suite.h, { day: 7, now: NOW, contactEmail: null });
    const second = await member(suite.h, tenant, 'msp_admin');
    await member(suite.h, tenant, 'msp_user');
    await run();
    const emails = await emailsOf(suite.h, tenant.id);
    expect(emails.map((e) => e.recipientEmail).toSorted()).toEqual(
      [admin.profile.email, second.profile.email].toSorted(),
    );
    const [send] = await sendsOf(suite.h, tenant.id);
    expect(emails.map((e) => e.id)).toContain(send!.emailLogId);
  });

  it('a contact email nobody in the workspace holds is greeted by the workspace name', async () => {
    const { tenant } = await trialWorkspace(suite.h, { day: 7, now: NOW, contactEmail: 'billing@elsewhere.test' });
    await run();
    const [email] = await emailsOf(suite.h, tenant.id);
    expect(email).toMatchObject({ recipientEmail: 'billing@elsewhere.test', userId: null });
    expect(templateData(email!).recipient_name).toBe(tenant.name);
  });

  it('no contact email and no admin: recorded as skipped, never retried', async () => {
    const { tenant, admin } = await trialWorkspace(suite.h, { day: 7, now: NOW, contactEmail: null });
    await withPlatform({ db: suite.h.owner.db }, (tx) =>
      tx.execute(`update profiles set role = 'msp_user' where id = '${admin.user.id}'`),
    );
    await run();
    await run();
    expect(await emailsOf(suite.h, tenant.id)).toEqual([]);
    expect(await sendsOf(suite.h, tenant.id)).toMatchObject([
      {
        step: 'trial_reminder:7',
        emailLogId: null,
        skippedReason: 'no recipient: the workspace has no contact email and no admin',
      },
    ]);
  });

  it('trial reminders switched off in Settings by an admin: the step is recorded as skipped and not sent later', async () => {
    const { tenant, admin } = await trialWorkspace(suite.h, { day: 10, now: NOW });
    const patch = await caller(suite.h)(admin, 'PATCH', '/api/settings/company', {
      emailPreferences: { trialReminders: false },
    });
    expect(patch.status).toBe(200);
    await run();
    expect(await emailsOf(suite.h, tenant.id)).toEqual([]);
    expect(await sendsOf(suite.h, tenant.id)).toMatchObject([
      { step: 'trial_reminder:10', emailLogId: null, skippedReason: 'preference trialReminders is off' },
    ]);
    // Switched on again: day 10 stays skipped; the next step (day 12) goes out.
    await caller(suite.h)(admin, 'PATCH', '/api/settings/company', { emailPreferences: { trialReminders: true } });
    await run();
    expect(await emailsOf(suite.h, tenant.id)).toEqual([]);
    await run(new Date(NOW.getTime() + 2 * DAY));
    expect((await emailsOf(suite.h, tenant.id)).map((e) => templateData(e).urgency)).toEqual(['high']);
  });

  it('other preferences off do not stop trial reminders', async () => {
    const { tenant } = await trialWorkspace(suite.h, { day: 3, now: NOW });
    await withPlatform({ db: suite.h.owner.db }, (tx) =>
      tx
        .update(tenants)
        .set({
          emailPreferences: {
            trialReminders: true,
            billingNotifications: false,
            usageAlerts: false,
            marketingEmails: false,
          },
        })
        .where(eq(tenants.id, tenant.id)),
    );
    await run();
    expect(await emailsOf(suite.h, tenant.id)).toHaveLength(1);
  });
});

describe('the trial welcome at sign-up', () => {
  const signUp = (email: string) =>
    suite.h.app.request('/api/signup', {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'Welcome-pass-1',
        firstName: 'Wendy',
        lastName: 'Welcome',
        companyDomain: email.split('@')[1],
      }),
    });

  it('a new workspace is sent the welcome once, in the sign-up transaction; joining one is not', async () => {
    const domain = `welcome-${Date.now()}.test`;
    expect((await signUp(`wendy@${domain}`)).status).toBe(200);
    const [tenant] = await withPlatform({ db: suite.h.owner.db }, (tx) =>
      tx.select().from(tenants).where(eq(tenants.domain, domain)),
    );
    const welcome = (await emailsOf(suite.h, tenant!.id)).filter((e) => e.templateName === 'trial_welcome');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]).toMatchObject({
      recipientEmail: `wendy@${domain}`,
      subject: 'Welcome to Scopewright: your trial has started',
    });
    expect(templateData(welcome[0]!)).toMatchObject({
      recipient_name: 'Wendy',
      company_name: domain,
      dashboard_url: 'http://localhost:3000/dashboard',
    });
    expect(templateData(welcome[0]!).trial_end_date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(welcome[0]!.metadata.list_unsubscribe_url).toBeUndefined();
    expect(await sendsOf(suite.h, tenant!.id)).toMatchObject([{ step: 'trial_welcome', emailLogId: welcome[0]!.id }]);

    expect((await signUp(`second@${domain}`)).status).toBe(200);
    expect((await emailsOf(suite.h, tenant!.id)).filter((e) => e.templateName === 'trial_welcome')).toHaveLength(1);
  });

  it('a welcome that cannot be queued never fails the sign-up: it is recorded as skipped', async () => {
    await withPlatform({ db: suite.h.owner.db }, (tx) =>
      tx
        .update(emailTemplates)
        .set({ variables: ['recipient_name', 'company_name', 'trial_end_date', 'dashboard_url', 'not_provided'] })
        .where(eq(emailTemplates.alias, 'trial_welcome')),
    );
    try {
      const domain = `broken-welcome-${Date.now()}.test`;
      expect((await signUp(`wendy@${domain}`)).status).toBe(200);
      const [tenant] = await withPlatform({ db: suite.h.owner.db }, (tx) =>
        tx.select().from(tenants).where(eq(tenants.domain, domain)),
      );
      const sends = await sendsOf(suite.h, tenant!.id);
      expect(sends).toHaveLength(1);
      expect(sends[0]!.skippedReason).toMatch(
        /^not queued: Email template "trial_welcome" is missing variable\(s\): not_provided/,
      );
      // The verification email of the same transaction went out as usual.
      expect((await emailsOf(suite.h, tenant!.id)).map((e) => e.templateName)).toEqual(['email_verification']);
    } finally {
      await withPlatform({ db: suite.h.owner.db }, (tx) =>
        tx
          .update(emailTemplates)
          .set({ variables: ['recipient_name', 'company_name', 'trial_end_date', 'dashboard_url'] })
          .where(eq(emailTemplates.alias, 'trial_welcome')),
      );
    }
  });
});
