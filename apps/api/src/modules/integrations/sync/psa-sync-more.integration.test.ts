import { clientContacts, clients, quotes, withPlatform } from '@scopewright/db';
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
  it('Autotask: one project of 6 phases and 60 tasks', async () => {
    const at = await startAutotaskFake(0);
    servers.push(at);
    s.allow(at.url, { autotaskZoneLookupUrl: at.url });
    await s.connect('autotask', { ...at.state.credentials });
    const quote = await s.acceptedQuote(buildLabourContent(), { name: 'Woodgrove Clinic', phone: '555-0100' });
    expect(await pushAndRun(quote.id, 'autotask')).toMatchObject({ status: 'succeeded' });
    expect([at.state.projects.length, at.state.phases.length, at.state.tasks.length]).toEqual([1, 6, 60]);
    expect(await pushAndRun(quote.id, 'autotask')).toMatchObject({
      status: 'succeeded',
      summary: expect.objectContaining({ created: 0 }),
    });
    expect([at.state.projects.length, at.state.phases.length, at.state.tasks.length]).toEqual([1, 6, 60]);
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
