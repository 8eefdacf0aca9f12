import { clients, withPlatform, type Tenant } from '@scopewright/db';
import { createClient, createQuote, createTenant, createUser } from '@scopewright/db/testing';
import { AUTH_COPY, CLIENT_COPY, type ClientDetail, type ClientListPage } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../../testing/create-test-app';
import { createIdentityApp } from '../../testing/create-identity-app';
import { signInAs } from '../../testing/sign-in-as';

let h: Awaited<ReturnType<typeof createIdentityApp>>;
beforeAll(async () => {
  h = await createIdentityApp();
});
afterAll(() => h?.close());

type Who = { cookie: string; tenantId: string };
type ErrorJson = { error: { code: string; message: string; details?: unknown } };

async function member(tenant: Tenant, role: 'msp_user' | 'msp_admin' = 'msp_user'): Promise<Who> {
  const user = await createUser(h.owner.db, { tenantId: tenant.id, role });
  return { cookie: (await signInAs(h.owner.db, user.user.id)).cookie, tenantId: tenant.id };
}

async function workspace(overrides: Parameters<typeof createTenant>[1] = {}) {
  const tenant = await createTenant(h.owner.db, overrides);
  return { tenant, user: await member(tenant), admin: await member(tenant, 'msp_admin') };
}

function call(who: Who, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { Origin: APP_URL, Cookie: who.cookie };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return h.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
const json = async <T>(response: Response) => (await response.json()) as T;
const list = async (who: Who, query = '') => json<ClientListPage>(await call(who, 'GET', `/api/clients${query}`));
const create = async (who: Who, body: unknown) => json<ClientDetail>(await call(who, 'POST', '/api/clients', body));
const countClients = (tenantId: string) =>
  withPlatform({ db: h.owner.db }, (tx) => tx.select().from(clients).where(eq(clients.tenantId, tenantId))).then(
    (rows) => rows.length,
  );

describe('clients: happy path', () => {
  it('creates a client with its first contact (primary) in the workspace currency', async () => {
    const { user } = await workspace({ defaultCurrency: 'GBP' });
    const response = await call(user, 'POST', '/api/clients', {
      name: 'Northwind Traders',
      industry: 'Logistics',
      contact: { firstName: 'Ada', lastName: 'Byrne', email: 'ada@northwind.test' },
    });
    expect(response.status).toBe(201);
    const client = await json<ClientDetail>(response);
    expect(client).toMatchObject({ name: 'Northwind Traders', type: 'customer', currency: 'GBP', quotes: [] });
    expect(client.contacts).toEqual([
      expect.objectContaining({ firstName: 'Ada', lastName: 'Byrne', isPrimary: true, isSigner: false }),
    ]);
  });

  it('lists with search, type filter, sorts and keyset pages that cover every client once', async () => {
    const { user } = await workspace();
    for (const name of ['Delta Dental', 'alpha Accounting', 'Charlie Law', 'Bravo Build', 'Echo Energy']) {
      await create(user, { name, type: name.startsWith('E') ? 'prospect' : 'customer', industry: 'Services' });
    }
    const first = await list(user, '?limit=2');
    expect(first.total).toBe(5);
    expect(first.items.map((c) => c.name)).toEqual(['alpha Accounting', 'Bravo Build']);
    const second = await list(user, `?limit=2&cursor=${first.nextCursor}`);
    const third = await list(user, `?limit=2&cursor=${second.nextCursor}`);
    expect([...second.items, ...third.items].map((c) => c.name)).toEqual([
      'Charlie Law',
      'Delta Dental',
      'Echo Energy',
    ]);
    expect(third.nextCursor).toBeNull();

    expect((await list(user, '?q=dent')).items.map((c) => c.name)).toEqual(['Delta Dental']);
    expect((await list(user, '?q=100%25')).items).toEqual([]);
    expect((await list(user, '?type=prospect')).items.map((c) => c.name)).toEqual(['Echo Energy']);
    expect((await list(user, '?sort=name&dir=desc&limit=1')).items[0]?.name).toBe('Echo Energy');
    const newest = await list(user, '?sort=created&limit=3');
    const rest = await list(user, `?sort=created&limit=3&cursor=${newest.nextCursor}`);
    expect([...newest.items, ...rest.items].map((c) => c.name)).toEqual([
      'Echo Energy',
      'Bravo Build',
      'Charlie Law',
      'alpha Accounting',
      'Delta Dental',
    ]);
  });

  it('counts quotes per client, shows them on the client page, and sorts by them', async () => {
    const { tenant, user } = await workspace();
    const busy = await createClient(h.owner.db, tenant.id, { name: 'Busy Co' });
    await createClient(h.owner.db, tenant.id, { name: 'Quiet Co' });
    const quote = await createQuote(h.owner.db, tenant.id, { clientId: busy.id, title: 'Firewall refresh' });
    await createQuote(h.owner.db, tenant.id, { clientId: busy.id });
    const page = await list(user, '?sort=quotes');
    expect(page.items.map((c) => [c.name, c.quoteCount])).toEqual([
      ['Busy Co', 2],
      ['Quiet Co', 0],
    ]);
    const detail = await json<ClientDetail>(await call(user, 'GET', `/api/clients/${busy.id}`));
    expect(detail.quotes).toHaveLength(2);
    expect(detail.quotes).toContainEqual(
      expect.objectContaining({ id: quote.id, number: quote.number, title: 'Firewall refresh', status: 'draft' }),
    );
    expect(detail.sites.map((s) => s.name)).toEqual(['Head office']);
  });

  it('updates, archives (hidden from the list, read-only) and restores', async () => {
    const { user } = await workspace();
    const client = await create(user, { name: 'Acme', email: 'it@acme.test' });
    const updated = await json<ClientDetail>(
      await call(user, 'PATCH', `/api/clients/${client.id}`, { email: '', website: 'acme.test', notes: 'VIP' }),
    );
    expect(updated).toMatchObject({ email: null, website: 'acme.test', notes: 'VIP' });

    const archived = await json<ClientDetail>(await call(user, 'POST', `/api/clients/${client.id}/archive`));
    expect(archived.archivedAt).not.toBeNull();
    expect((await list(user)).items).toEqual([]);
    expect((await list(user, '?archived=only')).items.map((c) => c.id)).toEqual([client.id]);
    const blocked = await call(user, 'PATCH', `/api/clients/${client.id}`, { name: 'Nope' });
    expect(blocked.status).toBe(409);
    expect((await json<ErrorJson>(blocked)).error.message).toBe(CLIENT_COPY.archivedReadOnly);

    await call(user, 'POST', `/api/clients/${client.id}/unarchive`);
    expect((await list(user)).items.map((c) => c.id)).toEqual([client.id]);
  });

  it('deletes a client without quotes, and refuses one with quotes with 409 and the archive advice', async () => {
    const { tenant, admin } = await workspace();
    const quoted = await createClient(h.owner.db, tenant.id);
    await createQuote(h.owner.db, tenant.id, { clientId: quoted.id });
    const refused = await call(admin, 'DELETE', `/api/clients/${quoted.id}`);
    expect(refused.status).toBe(409);
    expect((await json<ErrorJson>(refused)).error.message).toBe('This client has quotes. Archive it instead.');

    const free = await createClient(h.owner.db, tenant.id);
    expect((await call(admin, 'DELETE', `/api/clients/${free.id}`)).status).toBe(204);
    expect((await call(admin, 'GET', `/api/clients/${free.id}`)).status).toBe(404);
    expect(await countClients(tenant.id)).toBe(1);
  });
});

describe('contacts and sites', () => {
  it('keeps exactly one primary contact', async () => {
    const { user } = await workspace();
    const client = await create(user, { name: 'Acme', contact: { firstName: 'Ada' } });
    const ada = client.contacts[0]!;
    const withBo = await json<ClientDetail>(
      await call(user, 'POST', `/api/clients/${client.id}/contacts`, {
        firstName: 'Bo',
        isPrimary: true,
        isSigner: true,
      }),
    );
    const bo = withBo.contacts.find((c) => c.firstName === 'Bo')!;
    expect(withBo.contacts.map((c) => [c.firstName, c.isPrimary])).toEqual([
      ['Bo', true],
      ['Ada', false],
    ]);

    const unset = await call(user, 'PATCH', `/api/clients/${client.id}/contacts/${bo.id}`, { isPrimary: false });
    expect(unset.status).toBe(422);
    expect((await json<ErrorJson>(unset)).error.message).toBe(CLIENT_COPY.primaryRequired);

    const moved = await json<ClientDetail>(
      await call(user, 'PATCH', `/api/clients/${client.id}/contacts/${ada.id}`, { isPrimary: true }),
    );
    expect(moved.contacts.filter((c) => c.isPrimary).map((c) => c.id)).toEqual([ada.id]);

    const afterDelete = await json<ClientDetail>(
      await call(user, 'DELETE', `/api/clients/${client.id}/contacts/${ada.id}`),
    );
    expect(afterDelete.contacts).toEqual([expect.objectContaining({ id: bo.id, isPrimary: true })]);
  });

  it('adds, changes and removes sites', async () => {
    const { user } = await workspace();
    const client = await create(user, { name: 'Acme' });
    const added = await call(user, 'POST', `/api/clients/${client.id}/sites`, { name: 'Leeds office', city: 'Leeds' });
    expect(added.status).toBe(201);
    const site = (await json<ClientDetail>(added)).sites[0]!;
    const changed = await json<ClientDetail>(
      await call(user, 'PATCH', `/api/clients/${client.id}/sites/${site.id}`, { postalCode: 'LS1 4AP' }),
    );
    expect(changed.sites[0]).toMatchObject({ name: 'Leeds office', city: 'Leeds', postalCode: 'LS1 4AP' });
    const removed = await json<ClientDetail>(await call(user, 'DELETE', `/api/clients/${client.id}/sites/${site.id}`));
    expect(removed.sites).toEqual([]);
  });
});

describe('CSV import and export', () => {
  it('validates on a dry run, then creates every row with its contact', async () => {
    const { tenant, user } = await workspace();
    const rows = [
      { name: 'Contoso', type: 'Prospect', currency: 'eur', contactFirstName: 'Ada', contactEmail: 'ada@contoso.test' },
      { name: 'Fabrikam', city: 'Leeds' },
    ];
    const dry = await call(user, 'POST', '/api/clients/import', { rows, dryRun: true });
    expect(await json(dry)).toEqual({ dryRun: true, created: 0, valid: 2 });
    expect(await countClients(tenant.id)).toBe(0);

    expect(await json(await call(user, 'POST', '/api/clients/import', { rows }))).toEqual({
      dryRun: false,
      created: 2,
      valid: 2,
    });
    const page = await list(user);
    expect(page.items.map((c) => [c.name, c.type, c.currency, c.primaryContact?.name ?? null])).toEqual([
      ['Contoso', 'prospect', 'EUR', 'Ada'],
      ['Fabrikam', 'customer', 'USD', null],
    ]);
  });

  it('imports nothing when one row is bad, naming each bad cell', async () => {
    const { tenant, user } = await workspace();
    await createClient(h.owner.db, tenant.id, { name: 'Existing Ltd' });
    const response = await call(user, 'POST', '/api/clients/import', {
      rows: [{ name: 'Fine Co' }, { name: 'Bad Co', email: 'nope' }, { name: 'existing ltd' }, { name: 'Fine co' }],
    });
    expect(response.status).toBe(422);
    expect((await json<ErrorJson>(response)).error.details).toEqual([
      { path: 'rows.1.email', message: CLIENT_COPY.emailInvalid },
      { path: 'rows.2.name', message: CLIENT_COPY.nameTaken('existing ltd') },
      { path: 'rows.3.name', message: CLIENT_COPY.csvDuplicateRow(2) },
    ]);
    expect(await countClients(tenant.id)).toBe(1);
  });

  it('exports the filtered clients as a formula-safe CSV attachment', async () => {
    const { user } = await workspace();
    await create(user, {
      name: 'Acme',
      phone: '+1 555 0100',
      notes: '=HYPERLINK("http://x")',
      contact: { firstName: 'Ada' },
    });
    await create(user, { name: 'Other', type: 'prospect' });
    const response = await call(user, 'GET', '/api/clients/export.csv?type=customer');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFName,Type,Industry,Website,Phone,Email,Address line 1,Address line 2,City,Region,Postal code,Country,' +
        'Currency,Notes,Contact first name,Contact last name,Contact email,Contact phone,Contact job title',
    );
    expect(lines[1]).toBe(`Acme,customer,,,'+1 555 0100,,,,,,,,USD,"'=HYPERLINK(""http://x"")",Ada,,,,`);
    expect(lines).toHaveLength(3);
  });
});

describe('clients: validation', () => {
  it('refuses unknown fields with 400 and bad values with 422, changing nothing', async () => {
    const { tenant, user } = await workspace();
    const unknown = await call(user, 'POST', '/api/clients', { name: 'A', tenantId: tenant.id });
    expect(unknown.status).toBe(400);
    const bad = await call(user, 'POST', '/api/clients', { name: '', email: 'x', contact: { firstName: '' } });
    expect(bad.status).toBe(422);
    expect((await json<ErrorJson>(bad)).error.details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: CLIENT_COPY.nameRequired },
        { path: 'email', message: CLIENT_COPY.emailInvalid },
        { path: 'contact.firstName', message: CLIENT_COPY.firstNameRequired },
      ]),
    );
    expect(await countClients(tenant.id)).toBe(0);
  });

  it('rejects a tampered cursor and an import over 2,000 rows', async () => {
    const { user } = await workspace();
    expect((await call(user, 'GET', '/api/clients?cursor=not-a-cursor')).status).toBe(422);
    const rows = Array.from({ length: 2001 }, (_, i) => ({ name: `C${i}` }));
    expect((await call(user, 'POST', '/api/clients/import', { rows })).status).toBe(422);
  });
});

describe('clients: permissions', () => {
  it('a read-only workspace reads clients but cannot change them', async () => {
    const { tenant, user } = await workspace({ activeTier: 'read_only', selectedTier: 'premium' });
    const client = await createClient(h.owner.db, tenant.id, { name: 'Kept' });
    expect((await list(user)).items.map((c) => c.name)).toEqual(['Kept']);
    expect((await call(user, 'GET', '/api/clients/export.csv')).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/api/clients', { name: 'New' }],
      ['PATCH', `/api/clients/${client.id}`, { name: 'Changed' }],
      ['POST', `/api/clients/${client.id}/archive`, undefined],
      ['POST', '/api/clients/import', { rows: [{ name: 'X' }] }],
    ] as const) {
      const response = await call(user, method, path, body);
      expect(response.status).toBe(403);
      expect((await json<ErrorJson>(response)).error.details).toMatchObject({ guard: 'permissions' });
    }
  });

  it('a suspended workspace gets the suspended guard, pointing to billing', async () => {
    const { user } = await workspace({ suspended: true });
    const response = await call(user, 'GET', '/api/clients');
    expect(response.status).toBe(403);
    expect(await json<ErrorJson>(response)).toMatchObject({
      error: { message: AUTH_COPY.tenantSuspended, details: { guard: 'suspended', redirectTo: '/dashboard/billing' } },
    });
  });

  it('only admins delete', async () => {
    const { tenant, user } = await workspace();
    const client = await createClient(h.owner.db, tenant.id);
    expect((await call(user, 'DELETE', `/api/clients/${client.id}`)).status).toBe(403);
    expect(await countClients(tenant.id)).toBe(1);
  });
});

describe('clients: tenant isolation', () => {
  it("never lists, reads or changes another workspace's clients, contacts or sites", async () => {
    const a = await workspace();
    const b = await workspace();
    const theirs = await create(a.user, { name: 'Theirs', contact: { firstName: 'Ada' } });
    await call(a.user, 'POST', `/api/clients/${theirs.id}/sites`, { name: 'HQ' });
    const full = await json<ClientDetail>(await call(a.user, 'GET', `/api/clients/${theirs.id}`));

    expect((await list(b.user, '?archived=include')).items).toEqual([]);
    expect(await (await call(b.user, 'GET', '/api/clients/export.csv')).text()).not.toContain('Theirs');
    expect((await call(b.user, 'GET', `/api/clients/${theirs.id}`)).status).toBe(404);
    expect((await call(b.admin, 'DELETE', `/api/clients/${theirs.id}`)).status).toBe(404);
    expect((await call(b.user, 'POST', `/api/clients/${theirs.id}/contacts`, { firstName: 'Eve' })).status).toBe(404);
    const contactPath = `/api/clients/${theirs.id}/contacts/${full.contacts[0]!.id}`;
    expect((await call(b.user, 'PATCH', contactPath, { email: 'eve@evil.test' })).status).toBe(404);
    // A's own contact id under B's client is not found either: a contact belongs to one client.
    const mine = await create(b.user, { name: 'Mine' });
    expect(
      (await call(b.user, 'PATCH', `/api/clients/${mine.id}/contacts/${full.contacts[0]!.id}`, { jobTitle: 'x' }))
        .status,
    ).toBe(404);
    expect((await call(b.user, 'DELETE', `/api/clients/${mine.id}/sites/${full.sites[0]!.id}`)).status).toBe(404);

    expect(await json<ClientDetail>(await call(a.user, 'GET', `/api/clients/${theirs.id}`))).toEqual(full);
  });
});
