import { withPlatform } from '@scopewright/db';
import { createClient } from '@scopewright/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { caller, expectJson, workspace, type Harness, type Workspace } from '../../testing/quote-harness';
import type { SearchResults } from './search.routes';

let h: Harness;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  h = await createIdentityApp();
  call = caller(h);
});
afterAll(() => h?.close());

async function insertQuote(ws: Workspace, n: number, title: string, clientId = ws.client.id, status = 'draft') {
  await withPlatform({ db: h.owner.db }, (tx) =>
    tx.execute(sql`
      insert into quotes (tenant_id, id, number, title, client_id, status, currency, updated_at)
      values (${ws.tenant.id}, gen_random_uuid(), ${n}, ${title}, ${clientId}, ${status}, 'USD',
        now() - ${`${n} minutes`}::interval)`),
  );
}

const search = async (ws: Workspace, q: string) =>
  expectJson<SearchResults>(await call(ws.user, 'GET', `/api/search?q=${encodeURIComponent(q)}`), 200);

describe('GET /api/search', () => {
  it('finds quotes by number, title and client name, and clients by name', async () => {
    const ws = await workspace(h);
    const harbor = await createClient(h.owner.db, ws.tenant.id, { name: 'Harbor Dental Group' });
    await insertQuote(ws, 1028, 'Firewall refresh');
    await insertQuote(ws, 1029, 'Clinic modernisation', harbor.id);
    await insertQuote(ws, 1030, 'Old work', harbor.id, 'archived');

    const byNumber = await search(ws, 'Q-1028');
    expect(byNumber.quotes.map((q) => q.number)).toEqual([1028]);
    expect(byNumber.quotes[0]).toMatchObject({ title: 'Firewall refresh', clientName: 'Contoso Dental' });
    expect((await search(ws, '1029')).quotes.map((q) => q.number)).toEqual([1029]);
    expect((await search(ws, 'Q-10')).quotes.map((q) => q.number)).toEqual([1028, 1029]);
    expect((await search(ws, 'firewall')).quotes.map((q) => q.number)).toEqual([1028]);

    const byClient = await search(ws, 'harbor');
    expect(byClient.quotes.map((q) => q.number)).toEqual([1029]);
    expect(byClient.clients).toEqual([{ id: harbor.id, name: 'Harbor Dental Group' }]);

    expect(await search(ws, 'nothing like this')).toEqual({ quotes: [], clients: [] });
  });

  it('treats % and _ as text, and limits each list to 8', async () => {
    const ws = await workspace(h);
    for (let n = 1; n <= 10; n += 1) await insertQuote(ws, n, `Backup rollout ${n}`);
    expect((await search(ws, 'backup')).quotes).toHaveLength(8);
    expect((await search(ws, '%')).quotes).toEqual([]);
  });

  it("never returns another workspace's quotes or clients (tenant isolation)", async () => {
    const a = await workspace(h);
    const b = await workspace(h);
    await createClient(h.owner.db, a.tenant.id, { name: 'Zephyr Logistics' });
    await insertQuote(a, 4242, 'Zephyr datacentre move');
    expect(await search(b, 'Zephyr')).toEqual({ quotes: [], clients: [] });
    expect(await search(b, 'Q-4242')).toEqual({ quotes: [], clients: [] });
    expect((await search(a, 'Zephyr')).quotes).toHaveLength(1);
  });

  it('refuses an empty query', async () => {
    const ws = await workspace(h);
    expect((await call(ws.user, 'GET', '/api/search?q=%20')).status).toBe(422);
  });
});
