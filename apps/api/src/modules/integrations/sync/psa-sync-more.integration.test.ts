import { randomUUID } from 'node:crypto';
import { clientContacts, clients, integrationConnections, quotes, withPlatform, withTenant } from '@scopewright/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAutotaskFake } from '../../../testing/psa-fakes/autotask/start-autotask-fake';
import { createConnectWiseFake } from '../../../testing/psa-fakes/connectwise/create-connectwise-fake';
import { createHaloPsaFake } from '../../../testing/psa-fakes/halopsa/create-halopsa-fake';
import { serveFake, type ServedFake } from '../../../testing/psa-fakes/serve-fake';
import { createIdentityApp } from '../../../testing/create-identity-app';
import { PSA_SYNC_QUEUE } from './psa-sync-queue';
import type { SyncRun } from './sync-docs';
import { buildLabourContent } from './sync-content.test-helpers';
import { createSyncHarness, type SyncHarness } from './sync-harness.test-helpers';
import { createQuoteWith, ensureConnection } from './sync.test-helpers';
import { acceptThroughLink } from '../../quote-acceptance/quote-acceptance.test-helpers';
import { createTenant } from '@scopewright/db/testing';

let s: SyncHarness;
const servers: ServedFake[] = [];
beforeAll(async () => {
  s = await createSyncHarness();
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await s?.close();
});

const pushAndRun = async (quoteId: string, provider: string) => {
  expect((await s.call('POST', `/api/quotes/${quoteId}/psa-push`, { provider })).status).toBe(202);
  expect(await s.drain()).toEqual([]);
  const run = (await s.runsOf(quoteId)).at(-1);
  expect([run?.errorKind, run?.errorMessage]).toEqual([null, null]);
  return run;
};

describe('pushes to Autotask and HaloPSA', () => {
  it('Autotask: one project of 6 phases and 60 tasks and a charge per product line; a deleted charge is made again', async () => {
    const at = await startAutotaskFake(0);
    servers.push(at);
    s.allow(at.url, { autotaskZoneLookupUrl: at.url });
    const connectionId = await s.connect('autotask', { ...at.state.credentials });
    const firewallItem = randomUUID();
    await withTenant({ db: s.h.owner.db, tenantId: s.tenant.id }, (tx) =>
      tx
        .update(integrationConnections)
        .set({ mapping: { products: { [firewallItem]: '501' } } })
        .where(eq(integrationConnections.id, connectionId)),
    );
    const product = { id: randomUUID(), kind: 'product' as const, unitPriceCents: 90_000, unitCostCents: 60_000 };
    const content = buildLabourContent({
      extraLines: [
        { ...product, name: 'Meraki MX68', quantity: 2, source: 'catalog', sourceRef: firewallItem },
        { ...product, id: randomUUID(), name: 'Rack shelf', unitPriceCents: 5_000, unitCostCents: 2_500 },
      ],
    });
    const quote = await s.acceptedQuote(content, { name: 'Woodgrove Clinic', phone: '555-0100' });
    const first = await pushAndRun(quote.id, 'autotask');
    expect(first).toMatchObject({ status: 'succeeded' });
    const counts = () => [
      at.state.projects.length,
      at.state.phases.length,
      at.state.tasks.length,
      at.state.projectCharges.length,
    ];
    expect(counts()).toEqual([1, 6, 60, 2]);
    expect(at.state.projectCharges).toEqual([
      expect.objectContaining({ name: 'Meraki MX68', productID: 501, unitQuantity: 2, unitPrice: 900, unitCost: 600 }),
      expect.objectContaining({ name: 'Rack shelf', unitQuantity: 1, unitPrice: 50, unitCost: 25 }),
    ]);
    const messages = (await s.eventsOf(first!.id)).map((event) => event.message);
    expect(messages[0]).toBe('New project: will create 6 phases, 60 tasks and 2 products.');
    expect(messages).toContainEqual(
      expect.stringMatching(/60 tasks, 2 products \(1 with no mapped PSA product, sent by name\)$/),
    );

    expect(await pushAndRun(quote.id, 'autotask')).toMatchObject({
      status: 'succeeded',
      summary: expect.objectContaining({ created: 0 }),
    });
    expect(counts()).toEqual([1, 6, 60, 2]);

    const shelf = at.state.projectCharges[1]!;
    at.state.deleteRecord('projectCharges', shelf.id);
    const third = await pushAndRun(quote.id, 'autotask');
    expect(third).toMatchObject({ status: 'succeeded', summary: expect.objectContaining({ created: 1 }) });
    expect(counts()).toEqual([1, 6, 60, 2]);
    expect(at.state.projectCharges[1]).toMatchObject({ name: 'Rack shelf' });
    expect((await s.eventsOf(third!.id)).filter((event) => event.level === 'warning')).toEqual([
      expect.objectContaining({
        message: 'A linked record was deleted in the PSA; making it again.',
        recordKey: `charge:${content.sections.at(-1)!.lines.at(-1)!.id}`,
      }),
    ]);
  }, 60_000);

  it('HaloPSA: one project of 6 phases and 60 tasks', async () => {
    const halo = createHaloPsaFake();
    const served = await serveFake(halo.app);
    servers.push(served);
    s.allow(served.url);
    const { clientId, clientSecret } = halo.state.application;
    await s.connect('halopsa', { instanceUrl: served.url, clientId, clientSecret });
    const quote = await s.acceptedQuote(buildLabourContent());
    expect(await pushAndRun(quote.id, 'halopsa')).toMatchObject({ status: 'succeeded' });
    expect([halo.state.projects.length, halo.state.phases.length, halo.state.tasks.length]).toEqual([1, 6, 60]);
  }, 60_000);
});

describe('pull companies from ConnectWise', () => {
  it('creates the missing clients with their contacts once; a second pull creates none', async () => {
    const cw = createConnectWiseFake();
    const served = await serveFake(cw.app);
    servers.push(served);
    s.allow(served.url);
    for (const [id, name] of [
      [501, 'Pulled Alpha'],
      [502, 'Pulled Beta'],
      [503, 'Pulled Gamma'],
    ] as const) {
      cw.state.companies.set(id, {
        id,
        identifier: name.replace(' ', ''),
        name,
        status: { id: 1, name: 'Active' },
        deletedFlag: false,
      });
    }
    cw.state.contacts.set(77, {
      id: 77,
      firstName: 'Jane',
      lastName: 'Doe',
      company: { id: 501 },
      inactiveFlag: false,
    });
    await createQuoteWith(s.h.owner.db, s.tenant.id, buildLabourContent({ sections: 1, linesPerSection: 1 }), {
      name: 'pulled gamma',
    });
    await s.connect('connectwise', { site: served.url, ...cw.state.credentials });
    const pull = async () => {
      const queued = await s.call('POST', '/api/integrations/connectwise/pull');
      expect(queued.status).toBe(202);
      expect(await s.drain()).toEqual([]);
      const page = (await (await s.call('GET', '/api/integrations/connectwise/runs')).json()) as { items: SyncRun[] };
      return page.items[0];
    };
    expect(await pull()).toMatchObject({
      kind: 'pull',
      status: 'succeeded',
      summary: { clientsCreated: 2, clientsMatched: 1, contactsCreated: 1 },
    });
    expect(await pull()).toMatchObject({ status: 'succeeded', summary: { clientsCreated: 0, clientsMatched: 3 } });
    const pulled = await withPlatform({ db: s.h.owner.db }, (tx) =>
      tx
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.tenantId, s.tenant.id), like(clients.name, 'Pulled%'))),
    );
    expect(pulled).toHaveLength(2);
    const contacts = await withPlatform({ db: s.h.owner.db }, (tx) =>
      tx.select().from(clientContacts).where(eq(clientContacts.firstName, 'Jane')),
    );
    expect(contacts).toHaveLength(1);
  }, 60_000);
});

describe('push on acceptance', () => {
  it('an acceptance queues a push for each connection set to push on acceptance', async () => {
    const tenant = await createTenant(s.h.owner.db);
    await ensureConnection(s.h.owner.db, tenant.id, 'halopsa', undefined, { pushOnAcceptance: true });
    await ensureConnection(s.h.owner.db, tenant.id, 'autotask', { username: 'u', secret: 's', integrationCode: 'c' });
    const quote = await createQuoteWith(
      s.h.owner.db,
      tenant.id,
      buildLabourContent({ sections: 1, linesPerSection: 1 }),
    );
    await acceptThroughLink(s.h.app, s.h.owner.db, quote);
    const runs = await s.runsOf(quote.id);
    expect(runs.map((run) => [run.trigger, run.status])).toEqual([['acceptance', 'queued']]);
  }, 60_000);

  it('a push that cannot be queued does not affect the acceptance', async () => {
    const broken = await createIdentityApp({
      jobs: {
        enqueue: (tx, queue, data, options) => {
          if (queue === PSA_SYNC_QUEUE) throw new Error('queue down');
          return s.h.jobs.enqueue(tx, queue, data, options);
        },
      },
    });
    try {
      const tenant = await createTenant(broken.owner.db);
      await ensureConnection(broken.owner.db, tenant.id, 'halopsa', undefined, { pushOnAcceptance: true });
      const quote = await createQuoteWith(
        broken.owner.db,
        tenant.id,
        buildLabourContent({ sections: 1, linesPerSection: 1 }),
      );
      await acceptThroughLink(broken.app, broken.owner.db, quote);
      const [accepted] = await withPlatform({ db: broken.owner.db }, (tx) =>
        tx.select().from(quotes).where(eq(quotes.id, quote.id)),
      );
      expect(accepted?.status).toBe('accepted');
    } finally {
      await broken.close();
    }
  }, 60_000);
});
