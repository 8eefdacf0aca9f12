import { clientContacts, clients, clientSites, withPlatform } from '@scopewright/db';
import { createClient } from '@scopewright/db/testing';
import { eq } from 'drizzle-orm';
import type { AccessFixture, ApiRequest, MatrixCase, Persona } from '../../testing/access-fixture';

const OWN_WORKSPACE = "the caller's own workspace: the tenant comes from the session, never from the request";
const MEMBERS = { anonymous: 401, pending_user: 403, msp_user: 200, msp_admin: 200, super_admin: 403 };
const MEMBERS_CREATE = { ...MEMBERS, msp_user: 201, msp_admin: 201 };

/** A fresh client of workspace A (with one contact and one site) per call, so write cells never interfere. */
export async function clientOfA(f: AccessFixture) {
  const client = await createClient(f.h.owner.db, f.tenantA.id);
  const [contact] = await withPlatform({ db: f.h.owner.db }, (tx) =>
    tx.select({ id: clientContacts.id }).from(clientContacts).where(eq(clientContacts.clientId, client.id)),
  );
  const [site] = await withPlatform({ db: f.h.owner.db }, (tx) =>
    tx.select({ id: clientSites.id }).from(clientSites).where(eq(clientSites.clientId, client.id)),
  );
  return { id: client.id, contactId: contact!.id, siteId: site!.id };
}

/** Everything of one client of A, to prove a replay from workspace B changed nothing. */
export const clientStateOf = (f: AccessFixture, id: string) => () =>
  withPlatform({ db: f.h.owner.db }, async (tx) => ({
    client: await tx.select().from(clients).where(eq(clients.id, id)),
    contacts: await tx.select().from(clientContacts).where(eq(clientContacts.clientId, id)),
    sites: await tx.select().from(clientSites).where(eq(clientSites.clientId, id)),
  }));

type Ids = Awaited<ReturnType<typeof clientOfA>>;

/** A route on one client of A: the persona's call, and the same call replayed by workspace B. */
function onClient(
  route: string,
  expect: Record<Persona, number>,
  build: (ids: Ids, persona: Persona | 'replay') => ApiRequest,
): MatrixCase {
  return {
    route,
    request: async (f, persona) => build(await clientOfA(f), persona),
    expect,
    crossTenant: async (f) => {
      const ids = await clientOfA(f);
      return { request: build(ids, 'replay'), snapshot: clientStateOf(f, ids.id) };
    },
  };
}

const base = (ids: Ids) => `/api/clients/${ids.id}`;

export const clientsMatrix: MatrixCase[] = [
  {
    route: 'GET /api/clients',
    request: () => ({ method: 'GET', path: '/api/clients' }),
    expect: MEMBERS,
    crossTenant: { noIds: OWN_WORKSPACE },
  },
  {
    route: 'GET /api/clients/export.csv',
    request: () => ({ method: 'GET', path: '/api/clients/export.csv' }),
    expect: MEMBERS,
    crossTenant: { noIds: OWN_WORKSPACE },
  },
  {
    route: 'POST /api/clients',
    request: (_f, persona) => ({ method: 'POST', path: '/api/clients', body: { name: `Matrix ${persona}` } }),
    expect: MEMBERS_CREATE,
    crossTenant: { noIds: "creates in the caller's own workspace" },
  },
  {
    route: 'POST /api/clients/import',
    request: (_f, persona) => ({
      method: 'POST',
      path: '/api/clients/import',
      body: { rows: [{ name: `Imported ${persona} ${Math.random().toString(36).slice(2)}` }] },
    }),
    expect: MEMBERS,
    crossTenant: { noIds: "creates in the caller's own workspace" },
  },
  onClient('GET /api/clients/{id}', MEMBERS, (ids) => ({ method: 'GET', path: base(ids) })),
  onClient('PATCH /api/clients/{id}', MEMBERS, (ids, who) => ({
    method: 'PATCH',
    path: base(ids),
    body: { industry: `Changed by ${who}` },
  })),
  onClient('POST /api/clients/{id}/archive', MEMBERS, (ids) => ({ method: 'POST', path: `${base(ids)}/archive` })),
  onClient('POST /api/clients/{id}/unarchive', MEMBERS, (ids) => ({
    method: 'POST',
    path: `${base(ids)}/unarchive`,
  })),
  onClient('DELETE /api/clients/{id}', { ...MEMBERS, msp_user: 403, msp_admin: 204 }, (ids) => ({
    method: 'DELETE',
    path: base(ids),
  })),
  onClient('POST /api/clients/{id}/contacts', MEMBERS_CREATE, (ids, who) => ({
    method: 'POST',
    path: `${base(ids)}/contacts`,
    body: { firstName: `Added by ${who}` },
  })),
  onClient('PATCH /api/clients/{id}/contacts/{contactId}', MEMBERS, (ids, who) => ({
    method: 'PATCH',
    path: `${base(ids)}/contacts/${ids.contactId}`,
    body: { jobTitle: `Changed by ${who}` },
  })),
  onClient('DELETE /api/clients/{id}/contacts/{contactId}', MEMBERS, (ids) => ({
    method: 'DELETE',
    path: `${base(ids)}/contacts/${ids.contactId}`,
  })),
  onClient('POST /api/clients/{id}/sites', MEMBERS_CREATE, (ids, who) => ({
    method: 'POST',
    path: `${base(ids)}/sites`,
    body: { name: `Site by ${who}` },
  })),
  onClient('PATCH /api/clients/{id}/sites/{siteId}', MEMBERS, (ids, who) => ({
    method: 'PATCH',
    path: `${base(ids)}/sites/${ids.siteId}`,
    body: { city: `Changed by ${who}` },
  })),
  onClient('DELETE /api/clients/{id}/sites/{siteId}', MEMBERS, (ids) => ({
    method: 'DELETE',
    path: `${base(ids)}/sites/${ids.siteId}`,
  })),
];
