import { emailTemplates, emailTemplateVersions, withPlatform } from '@scopewright/db';
import { eq, max } from 'drizzle-orm';
import type { AccessFixture, MatrixCase } from '../../testing/access-fixture';

const PLATFORM = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 403, super_admin: 200 };
const NO_IDS = { noIds: 'email templates belong to the platform, not to a workspace: only super admins reach them' };

/** A seeded template the matrix may change (its own database: nothing else reads it). */
async function templateOf(f: AccessFixture, alias = 'contact_message') {
  return withPlatform({ db: f.h.owner.db }, async (tx) => {
    const [row] = await tx.select().from(emailTemplates).where(eq(emailTemplates.alias, alias));
    const [latest] = await tx
      .select({ no: max(emailTemplateVersions.versionNo) })
      .from(emailTemplateVersions)
      .where(eq(emailTemplateVersions.templateId, row!.id));
    return { ...row!, versionNo: latest?.no ?? 0 };
  });
}

const draftOf = (t: { subject: string; htmlBody: string; textBody: string }) => ({
  subject: t.subject,
  htmlBody: t.htmlBody,
  textBody: t.textBody,
});

export const emailTemplatesMatrix: MatrixCase[] = [
  {
    route: 'GET /api/email-templates',
    request: () => ({ method: 'GET', path: '/api/email-templates?active=true' }),
    expect: PLATFORM,
    crossTenant: NO_IDS,
  },
  {
    route: 'GET /api/email-templates/{id}',
    request: async (f) => ({ method: 'GET', path: `/api/email-templates/${(await templateOf(f)).id}` }),
    expect: PLATFORM,
    crossTenant: NO_IDS,
  },
  {
    route: 'PUT /api/email-templates/{id}',
    request: async (f, who) => {
      const template = await templateOf(f);
      return {
        method: 'PUT',
        path: `/api/email-templates/${template.id}`,
        body: { ...draftOf(template), subject: `${template.subject} (${who})`, baseVersionNo: template.versionNo },
      };
    },
    expect: PLATFORM,
    crossTenant: NO_IDS,
  },
  {
    route: 'POST /api/email-templates/{id}/preview',
    request: async (f) => {
      const template = await templateOf(f);
      return { method: 'POST', path: `/api/email-templates/${template.id}/preview`, body: draftOf(template) };
    },
    expect: PLATFORM,
    crossTenant: NO_IDS,
  },
  {
    route: 'POST /api/email-templates/{id}/test-send',
    request: async (f) => ({
      method: 'POST',
      path: `/api/email-templates/${(await templateOf(f)).id}/test-send`,
      body: {},
    }),
    expect: { ...PLATFORM, super_admin: 200 },
    crossTenant: NO_IDS,
  },
  {
    route: 'GET /api/email-templates/{id}/versions',
    request: async (f) => ({ method: 'GET', path: `/api/email-templates/${(await templateOf(f)).id}/versions` }),
    expect: PLATFORM,
    crossTenant: NO_IDS,
  },
  {
    route: 'GET /api/email-templates/{id}/versions/{no}',
    request: async (f) => ({ method: 'GET', path: `/api/email-templates/${(await templateOf(f)).id}/versions/1` }),
    expect: PLATFORM,
    crossTenant: NO_IDS,
  },
  {
    route: 'POST /api/email-templates/{id}/versions/{no}/restore',
    request: async (f) => ({
      method: 'POST',
      path: `/api/email-templates/${(await templateOf(f)).id}/versions/1/restore`,
    }),
    expect: PLATFORM,
    crossTenant: NO_IDS,
  },
  ...(['deactivate', 'activate'] as const).map((action): MatrixCase => ({
    route: `POST /api/email-templates/{id}/${action}`,
    request: async (f) => ({
      method: 'POST',
      path: `/api/email-templates/${(await templateOf(f, 'webhook_endpoint_disabled')).id}/${action}`,
    }),
    expect: PLATFORM,
    crossTenant: NO_IDS,
  })),
];
