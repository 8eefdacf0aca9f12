import { templates, templateVersions, withPlatform } from '@scopewright/db';
import { createClient, createQuote, createTemplate, sampleTemplateDocument } from '@scopewright/db/testing';
import { TEMPLATE_FORMAT_VERSION } from '@scopewright/domain';
import { asc, eq } from 'drizzle-orm';
import type { AccessFixture, ApiRequest, MatrixCase, Persona } from '../../testing/access-fixture';

// A super admin works on global templates: a workspace's template is not found for them (docs/decisions/0044-templates.md).
const READ = { anonymous: 401, pending_user: 403, msp_user: 200, msp_admin: 200, super_admin: 200 };
const READ_ONE = { ...READ, super_admin: 404 };
const CREATE = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 201, super_admin: 201 };
const EDIT = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 404 };
const PLATFORM = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 403, super_admin: 200 };
const OWN_WORKSPACE = "the caller's own templates: the owner comes from the session, never from the request";

const tag = (persona: Persona) => `${persona}-${Math.random().toString(36).slice(2, 8)}`;
export const templateOfA = async (f: AccessFixture) => (await createTemplate(f.h.owner.db, f.tenantA.id)).id;

export const snapshotOf = (f: AccessFixture, id: string) => () =>
  withPlatform({ db: f.h.owner.db }, async (tx) => ({
    row: await tx.select().from(templates).where(eq(templates.id, id)),
    versions: await tx
      .select()
      .from(templateVersions)
      .where(eq(templateVersions.templateId, id))
      .orderBy(asc(templateVersions.version)),
  }));

type Replay = Exclude<MatrixCase['crossTenant'], { noIds: string }>;
const replay =
  (build: (id: string) => ApiRequest): Replay =>
  async (f) => {
    const id = await templateOfA(f);
    return { request: build(id), snapshot: snapshotOf(f, id) };
  };

const body = (persona: Persona) => ({ name: `Matrix ${tag(persona)}`, document: sampleTemplateDocument() });

export const templatesMatrix: MatrixCase[] = [
  {
    route: 'GET /api/templates',
    request: () => ({ method: 'GET', path: '/api/templates?sort=most_used' }),
    expect: READ,
    crossTenant: { noIds: OWN_WORKSPACE },
  },
  {
    route: 'POST /api/templates',
    request: (_f, persona) => ({ method: 'POST', path: '/api/templates', body: body(persona) }),
    expect: CREATE,
    crossTenant: { noIds: OWN_WORKSPACE },
  },
  {
    route: 'POST /api/templates/import',
    request: (_f, persona) => ({
      method: 'POST',
      path: '/api/templates/import',
      body: {
        file: JSON.stringify({
          format: 'scopewright.template',
          formatVersion: TEMPLATE_FORMAT_VERSION,
          exportedAt: new Date().toISOString(),
          template: body(persona),
        }),
      },
    }),
    expect: CREATE,
    crossTenant: { noIds: OWN_WORKSPACE },
  },
  {
    route: 'POST /api/templates/from-quote',
    request: async (f, persona) => ({
      method: 'POST',
      path: '/api/templates/from-quote',
      body: { quoteId: (await createQuote(f.h.owner.db, f.tenantA.id)).id, name: `From quote ${tag(persona)}` },
    }),
    // A super admin has no workspace quote to save.
    expect: { ...CREATE, super_admin: 403 },
    crossTenant: async (f) => {
      const quote = await createQuote(f.h.owner.db, f.tenantA.id);
      return {
        request: { method: 'POST', path: '/api/templates/from-quote', body: { quoteId: quote.id, name: 'Replay' } },
        snapshot: () =>
          withPlatform({ db: f.h.owner.db }, (tx) => tx.select().from(templates).where(eq(templates.name, 'Replay'))),
      };
    },
  },
  {
    route: 'GET /api/templates/{id}',
    request: async (f) => ({ method: 'GET', path: `/api/templates/${await templateOfA(f)}` }),
    expect: READ_ONE,
    crossTenant: replay((id) => ({ method: 'GET', path: `/api/templates/${id}` })),
  },
  {
    route: 'PUT /api/templates/{id}',
    request: async (f, persona) => ({
      method: 'PUT',
      path: `/api/templates/${await templateOfA(f)}`,
      body: { ...body(persona), baseVersion: 1 },
    }),
    expect: EDIT,
    crossTenant: replay((id) => ({
      method: 'PUT',
      path: `/api/templates/${id}`,
      body: { ...body('msp_admin'), baseVersion: 1 },
    })),
  },
  {
    route: 'DELETE /api/templates/{id}',
    request: async (f) => ({ method: 'DELETE', path: `/api/templates/${await templateOfA(f)}` }),
    expect: { ...EDIT, msp_admin: 204 },
    crossTenant: replay((id) => ({ method: 'DELETE', path: `/api/templates/${id}` })),
  },
  {
    route: 'POST /api/templates/{id}/duplicate',
    request: async (f) => ({ method: 'POST', path: `/api/templates/${await templateOfA(f)}/duplicate` }),
    expect: { ...CREATE, super_admin: 404 },
    crossTenant: replay((id) => ({ method: 'POST', path: `/api/templates/${id}/duplicate` })),
  },
  ...(['archive', 'unarchive'] as const).map((action): MatrixCase => ({
    route: `POST /api/templates/{id}/${action}`,
    request: async (f) => ({ method: 'POST', path: `/api/templates/${await templateOfA(f)}/${action}` }),
    expect: EDIT,
    crossTenant: replay((id) => ({ method: 'POST', path: `/api/templates/${id}/${action}` })),
  })),
  ...(['publish', 'unpublish'] as const).map((action): MatrixCase => ({
    route: `POST /api/templates/{id}/${action}`,
    request: async (f) => ({
      method: 'POST',
      path: `/api/templates/${(await createTemplate(f.h.owner.db, null, { isPublished: action === 'publish' ? false : true })).id}/${action}`,
    }),
    expect: PLATFORM,
    crossTenant: { noIds: 'global templates belong to no workspace; only super admins change them' },
  })),
  {
    route: 'GET /api/templates/{id}/versions',
    request: async (f) => ({ method: 'GET', path: `/api/templates/${await templateOfA(f)}/versions` }),
    expect: READ_ONE,
    crossTenant: replay((id) => ({ method: 'GET', path: `/api/templates/${id}/versions` })),
  },
  {
    route: 'GET /api/templates/{id}/versions/{version}',
    request: async (f) => ({ method: 'GET', path: `/api/templates/${await templateOfA(f)}/versions/1` }),
    expect: READ_ONE,
    crossTenant: replay((id) => ({ method: 'GET', path: `/api/templates/${id}/versions/1` })),
  },
  {
    route: 'POST /api/templates/{id}/versions/{version}/restore',
    request: async (f) => ({
      method: 'POST',
      path: `/api/templates/${await templateOfA(f)}/versions/1/restore`,
      body: { baseVersion: 1 },
    }),
    expect: EDIT,
    crossTenant: replay((id) => ({
      method: 'POST',
      path: `/api/templates/${id}/versions/1/restore`,
      body: { baseVersion: 1 },
    })),
  },
  {
    route: 'GET /api/templates/{id}/export',
    request: async (f) => ({ method: 'GET', path: `/api/templates/${await templateOfA(f)}/export` }),
    expect: READ_ONE,
    crossTenant: replay((id) => ({ method: 'GET', path: `/api/templates/${id}/export` })),
  },
  {
    route: 'POST /api/templates/{id}/apply',
    request: async (f) => ({
      method: 'POST',
      path: `/api/templates/${await templateOfA(f)}/apply`,
      body: { values: { users: 45 } },
    }),
    expect: READ_ONE,
    crossTenant: replay((id) => ({ method: 'POST', path: `/api/templates/${id}/apply`, body: { values: {} } })),
  },
  {
    route: 'POST /api/templates/{id}/quotes',
    request: async (f) => ({
      method: 'POST',
      path: `/api/templates/${await templateOfA(f)}/quotes`,
      body: { clientId: (await createClient(f.h.owner.db, f.tenantA.id)).id, values: { users: 45 } },
    }),
    // A super admin has no workspace to put a quote in.
    expect: { anonymous: 401, pending_user: 403, msp_user: 201, msp_admin: 201, super_admin: 403 },
    crossTenant: async (f) => {
      const id = await templateOfA(f);
      const client = await createClient(f.h.owner.db, f.tenantA.id);
      return {
        request: { method: 'POST', path: `/api/templates/${id}/quotes`, body: { clientId: client.id } },
        snapshot: snapshotOf(f, id),
      };
    },
  },
];
