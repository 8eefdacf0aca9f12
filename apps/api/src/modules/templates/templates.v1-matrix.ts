import { createClient } from '@scopewright/db/testing';
import type { PublicApiCase } from '../../testing/public-api-matrix';
import { snapshotOf, templateOfA } from './templates.matrix';

const OWN = "the key's own workspace: the workspace comes from the key, never from the request";

export const templatesV1Matrix: PublicApiCase[] = [
  {
    route: 'GET /api/v1/templates',
    ok: 200,
    request: () => ({ method: 'GET', path: '/api/v1/templates?sort=most_used' }),
    crossTenant: { noIds: OWN },
  },
  {
    route: 'GET /api/v1/templates/{id}',
    ok: 200,
    request: async (f) => ({ method: 'GET', path: `/api/v1/templates/${await templateOfA(f)}` }),
    crossTenant: async (f) => {
      const id = await templateOfA(f);
      return { request: { method: 'GET', path: `/api/v1/templates/${id}` }, snapshot: snapshotOf(f, id) };
    },
  },
  {
    route: 'POST /api/v1/templates/{id}/quotes',
    ok: 201,
    request: async (f) => ({
      method: 'POST',
      path: `/api/v1/templates/${await templateOfA(f)}/quotes`,
      body: { clientId: (await createClient(f.h.owner.db, f.tenantA.id)).id, values: { users: 45 } },
    }),
    crossTenant: async (f) => {
      const id = await templateOfA(f);
      const client = await createClient(f.h.owner.db, f.tenantA.id);
      return {
        request: { method: 'POST', path: `/api/v1/templates/${id}/quotes`, body: { clientId: client.id } },
        snapshot: snapshotOf(f, id),
      };
    },
  },
];
