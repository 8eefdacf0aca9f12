import { emailLogs, withPlatform } from '@scopewright/db';
import { createEmailLog } from '@scopewright/db/testing';
import { eq, or } from 'drizzle-orm';
import type { AccessFixture, MatrixCase } from '../../testing/access-fixture';

const ADMIN = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 };
const PLATFORM = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 403, super_admin: 200 };
const OWN = "the caller's own workspace's emails: the workspace comes from the session";
const EVERY = 'super admins read every workspace: no workspace id to cross';

/** A failed email of workspace A that can be resent (a template without links, its data kept). */
const failedEmailOfA = (f: AccessFixture) =>
  createEmailLog(f.h.owner.db, f.tenantA.id, {
    status: 'failed',
    templateName: 'trial_converted',
    error: 'Sending failed: 550 mailbox unavailable',
    metadata: { template_data: { recipient_name: 'Ada', tier_label: 'Premium' }, secrets_removed: true },
  });

const chainOf = (f: AccessFixture, id: string) => () =>
  withPlatform({ db: f.h.owner.db }, (tx) =>
    tx
      .select()
      .from(emailLogs)
      .where(or(eq(emailLogs.id, id), eq(emailLogs.resentFromId, id))),
  );

export const emailLogsMatrix: MatrixCase[] = [
  {
    route: 'GET /api/email-logs',
    request: () => ({ method: 'GET', path: '/api/email-logs?status=failed' }),
    expect: ADMIN,
    crossTenant: { noIds: OWN },
  },
  {
    route: 'GET /api/email-logs/metrics',
    request: () => ({ method: 'GET', path: '/api/email-logs/metrics?range=week' }),
    expect: ADMIN,
    crossTenant: { noIds: OWN },
  },
  {
    route: 'GET /api/email-logs/{id}',
    request: async (f) => ({ method: 'GET', path: `/api/email-logs/${(await failedEmailOfA(f)).id}` }),
    expect: ADMIN,
    crossTenant: async (f) => {
      const { id } = await failedEmailOfA(f);
      return { request: { method: 'GET', path: `/api/email-logs/${id}` }, snapshot: chainOf(f, id) };
    },
  },
  {
    route: 'POST /api/email-logs/{id}/resend',
    request: async (f) => ({ method: 'POST', path: `/api/email-logs/${(await failedEmailOfA(f)).id}/resend` }),
    expect: { ...ADMIN, msp_admin: 201 },
    crossTenant: async (f) => {
      const { id } = await failedEmailOfA(f);
      return { request: { method: 'POST', path: `/api/email-logs/${id}/resend` }, snapshot: chainOf(f, id) };
    },
  },
  {
    route: 'GET /api/platform/email-logs',
    request: (f) => ({ method: 'GET', path: `/api/platform/email-logs?tenantId=${f.tenantA.id}` }),
    expect: PLATFORM,
    crossTenant: { noIds: EVERY },
  },
  {
    route: 'GET /api/platform/email-logs/metrics',
    request: () => ({ method: 'GET', path: '/api/platform/email-logs/metrics?range=year' }),
    expect: PLATFORM,
    crossTenant: { noIds: EVERY },
  },
  {
    route: 'GET /api/platform/email-logs/workspaces',
    request: () => ({ method: 'GET', path: '/api/platform/email-logs/workspaces?q=a' }),
    expect: PLATFORM,
    crossTenant: { noIds: EVERY },
  },
  {
    route: 'GET /api/platform/email-logs/{id}',
    request: async (f) => ({ method: 'GET', path: `/api/platform/email-logs/${(await failedEmailOfA(f)).id}` }),
    expect: PLATFORM,
    crossTenant: { noIds: EVERY },
  },
  {
    route: 'POST /api/platform/email-logs/{id}/resend',
    request: async (f) => ({
      method: 'POST',
      path: `/api/platform/email-logs/${(await failedEmailOfA(f)).id}/resend`,
    }),
    expect: { ...PLATFORM, super_admin: 201 },
    crossTenant: { noIds: EVERY },
  },
];
