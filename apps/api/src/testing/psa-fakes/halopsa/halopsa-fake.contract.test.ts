import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHaloPsaFake } from './create-halopsa-fake';
import { seedHaloClient, seedHaloClients } from './halopsa-fake-seeds';
import {
  HaloClientList,
  HaloFaults,
  HaloItemList,
  HaloNamed,
  HaloOAuthError,
  HaloTicketList,
  HaloTokenResponse,
  HaloUserList,
} from './halopsa-schemas';

const BASE = 'http://halo.test';

async function connect(configure?: Parameters<typeof createHaloPsaFake>[0]) {
  const fake = createHaloPsaFake(configure);
  const { clientId, clientSecret } = fake.state.application;
  const tokenResponse = await fake.app.request(`${BASE}/auth/token`, tokenRequest(clientId, clientSecret));
  const { access_token } = HaloTokenResponse.parse(await tokenResponse.json());
  const call = (path: string, body?: unknown) =>
    fake.app.request(`${BASE}/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { ...fake, call };
}

function tokenRequest(clientId: string, clientSecret: string, grant = 'client_credentials') {
  const body = new URLSearchParams({
    grant_type: grant,
    client_id: clientId,
    client_secret: clientSecret,
    scope: 'all',
  });
  return { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() };
}

describe('HaloPSA fake: authentication', () => {
  it('issues a bearer token for the right client credentials', async () => {
    const { app } = createHaloPsaFake();
    const response = await app.request(`${BASE}/auth/token`, tokenRequest('scopewright-app', 'halo-secret'));
    expect(response.status).toBe(200);
    expect(HaloTokenResponse.safeParse(await response.json()).success).toBe(true);
  });

  it.each([
    ['a wrong secret', tokenRequest('scopewright-app', 'nope'), 'invalid_client'],
    ['an unknown client', tokenRequest('someone-else', 'halo-secret'), 'invalid_client'],
    ['another grant', tokenRequest('scopewright-app', 'halo-secret', 'password'), 'unsupported_grant_type'],
  ])('refuses %s with an OAuth error', async (_name, request, error) => {
    const { app } = createHaloPsaFake();
    const response = await app.request(`${BASE}/auth/token`, request);
    expect(response.status).toBe(400);
    expect(HaloOAuthError.parse(await response.json()).error).toBe(error);
  });

  it('answers an HTML 500 when the application has no agent to log in as', async () => {
    const { app, state } = createHaloPsaFake();
    state.loginAgentId = null;
    const response = await app.request(`${BASE}/auth/token`, tokenRequest('scopewright-app', 'halo-secret'));
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('answers 401 to API calls without a valid bearer token', async () => {
    const { app } = createHaloPsaFake();
    const response = await app.request(`${BASE}/api/Client`, { headers: { authorization: 'Bearer forged' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/Bearer/);
  });
});

describe('HaloPSA fake: clients and users', () => {
  it('pages clients as {record_count, clients}', async () => {
    const { call, state } = await connect();
    seedHaloClients(state, 7);
    const body = HaloClientList.parse(await (await call('Client?pageinate=true&page_size=5&page_no=2')).json());
    expect(body.record_count).toBe(7);
    expect(body.clients.map((c) => c.name)).toEqual(['Client 006', 'Client 007']);
  });

  it('refuses a client without a name, or a body that is not an array, with a message', async () => {
    const { call } = await connect();
    const missing = await call('Client', [{ website: 'acme.com' }]);
    expect(missing.status).toBe(400);
    expect(z.string().parse(await missing.json())).toMatch(/name/);
    expect((await call('Client', { name: 'Acme' })).status).toBe(400);
  });

  it('upserts clients: an id updates the existing one', async () => {
    const { call, state } = await connect();
    const created = HaloNamed.parse(await (await call('Client', [{ name: 'Acme' }])).json());
    await call('Client', [{ id: created.id, website: 'acme.com' }]);
    expect(state.companies).toEqual([expect.objectContaining({ id: created.id, name: 'Acme', website: 'acme.com' })]);
  });

  it('lists users of one client as {record_count, users}', async () => {
    const { call, state } = await connect();
    const acme = seedHaloClient(state, { name: 'Acme', contacts: ['Jane Doe'] });
    seedHaloClient(state, { name: 'Globex', contacts: ['Hank Scorpio'] });
    const body = HaloUserList.parse(
      await (await call(`Users?client_id=${acme.id}&pageinate=true&page_size=100&page_no=1`)).json(),
    );
    expect(body.users.map((u) => u.name)).toEqual(['General User', 'Jane Doe']);
  });
});

describe('HaloPSA fake: tickets', () => {
  it('creates a project with milestones and returns it with ids', async () => {
    const { call, state } = await connect();
    const acme = seedHaloClient(state, { name: 'Acme' });
    const response = await call('Projects', [
      { summary: 'Migration', client_id: acme.id, tickettype_id: 22, milestones: [{ name: 'Discovery', sequence: 1 }] },
    ]);
    expect(response.status).toBe(201);
    const project = HaloFaults.parse(await response.json());
    expect(project.milestones?.[0]?.id).toBeGreaterThan(0);
  });

  it('upserts an array of child tickets in one call and lists them by parent, 100 at most per page', async () => {
    const { call, state } = await connect();
    const acme = seedHaloClient(state, { name: 'Acme' });
    const project = HaloFaults.parse(
      await (
        await call('Projects', [{ summary: 'P', client_id: acme.id, milestones: [{ name: 'M', sequence: 1 }] }])
      ).json(),
    );
    const milestoneId = project.milestones?.[0]?.id;
    const tasks = Array.from({ length: 120 }, (_, i) => ({
      summary: `Task ${i}`,
      parent_id: project.id,
      client_id: acme.id,
      tickettype_id: 23,
      milestone_id: milestoneId,
      estimate: 2,
    }));
    const saved = z.array(HaloFaults).parse(await (await call('Tickets', tasks)).json());
    expect(saved).toHaveLength(120);
    const page = HaloTicketList.parse(
      await (await call(`Tickets?parent_id=${project.id}&pageinate=true&page_size=500&page_no=1`)).json(),
    );
    expect(page.record_count).toBe(120);
    expect(page.tickets).toHaveLength(100);
  });

  it.each([
    ['no summary', { client_id: 'ACME', tickettype_id: 23 }, 400, /Summary/],
    ['an unknown client', { summary: 'x', client_id: 999999 }, 400, /Client/],
    ['an unknown budget type', { summary: 'x', client_id: 'ACME', budgettype_id: 77 }, 400, /Budget Type/],
    ['an unknown ticket id', { id: 987654, summary: 'x', client_id: 'ACME' }, 404, /not found/],
    ['a milestone of no parent', { summary: 'x', client_id: 'ACME', milestone_id: 5 }, 400, /Milestone/],
  ])('refuses a ticket with %s', async (_name, ticket, status, message) => {
    const { call, state } = await connect();
    const acme = seedHaloClient(state, { name: 'Acme' });
    const body = { ...ticket, client_id: ticket.client_id === 'ACME' ? acme.id : ticket.client_id };
    const response = await call('Tickets', [body]);
    expect(response.status).toBe(status);
    expect(z.string().parse(await response.json())).toMatch(message);
    expect(state.tickets.size).toBe(0);
  });

  it('serves the lookups the client reads as plain arrays', async () => {
    const { call } = await connect();
    for (const path of ['TicketType', 'Status', 'BudgetType', 'Lookup?lookupid=57']) {
      expect(z.array(HaloNamed).parse(await (await call(path)).json()).length).toBeGreaterThan(0);
    }
    expect(
      HaloItemList.safeParse(await (await call('Item?pageinate=true&page_size=100&page_no=1')).json()).success,
    ).toBe(true);
  });

  it('refuses a note or attachment on a ticket that does not exist', async () => {
    const { call } = await connect();
    expect((await call('Actions', [{ ticket_id: 4040, note: 'hi' }])).status).toBe(404);
    expect((await call('Attachment', [{ ticket_id: 4040, filename: 'a.pdf', data_base64: 'AA==' }])).status).toBe(404);
  });
});

describe('HaloPSA fake: faults', () => {
  it('answers 429 with Retry-After, then serves normally', async () => {
    const { call, state } = await connect();
    state.faults.push({ kind: 'rate_limit', retryAfter: '12', path: '/api/Client' });
    const limited = await call('Client');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('12');
    expect((await call('Client')).status).toBe(200);
  });

  it('can slow answers down', async () => {
    const { call, state } = await connect();
    state.faults.push({ kind: 'delay', ms: 120, path: '/api/Status' });
    const started = Date.now();
    expect((await call('Status')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });
});
