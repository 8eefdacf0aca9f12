import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createConnectWiseFake,
  type ConnectWiseFake,
} from '../../../testing/psa-fakes/connectwise/create-connectwise-fake';
import { serveFake, type ServedFake } from '../../../testing/psa-fakes/serve-fake';
import { runPsaSyncJob } from './run-psa-sync-job';
import type { SyncRun } from './sync-docs';
import { buildLabourContent } from './sync-content.test-helpers';
import { createSyncHarness, type SyncHarness } from './sync-harness.test-helpers';

type ErrorBody = { error: { details: { reason: string } } };

let s: SyncHarness;
let cw: ConnectWiseFake;
let served: ServedFake;

beforeAll(async () => {
  s = await createSyncHarness();
  cw = createConnectWiseFake();
  served = await serveFake(cw.app);
  s.allow(served.url);
  await s.connect('connectwise', { site: served.url, ...cw.state.credentials });
}, 60_000);
afterAll(async () => {
  await served?.close();
  await s?.close();
});
afterEach(() => {
  cw.state.faults.length = 0;
});

const push = (quoteId: string) => s.call('POST', `/api/quotes/${quoteId}/psa-push`, { provider: 'connectwise' });
const projectTree = (projectId: string) => {
  const phases = [...cw.state.phases.values()].filter((phase) => String(phase.projectId) === projectId);
  const phaseIds = new Set(phases.map((phase) => phase.id));
  const tickets = [...cw.state.tickets.values()].filter((ticket) => phaseIds.has((ticket.phase as { id: number }).id));
  return { phases, tickets };
};

describe('push an accepted quote to ConnectWise', () => {
  it('makes one company, a won opportunity and one project of 6 phases and 60 tickets with hours; a second push duplicates nothing', async () => {
    const content = buildLabourContent();
    const quote = await s.acceptedQuote(content, { name: 'Contoso Dental', website: 'https://contoso-dental.com' });
    const queued = await push(quote.id);
    expect(queued.status).toBe(202);
    expect(await queued.json()).toMatchObject({
      status: 'queued',
      kind: 'push',
      trigger: 'manual',
      provider: 'connectwise',
      quoteVersionNo: 1,
    });
    expect(await s.drain()).toEqual([]);

    const [run] = await s.runsOf(quote.id);
    expect(run).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(run?.summary).toMatchObject({ created: 1 + 1 + 1 + 6 + 60, updated: 0, projectUrl: expect.any(String) });
    const projects = [...cw.state.projects.values()].filter((p) =>
      String(p.company && (p.company as { id: number }).id),
    );
    const project = projects.at(-1)!;
    const { phases, tickets } = projectTree(String(project.id));
    expect(phases).toHaveLength(6);
    expect(tickets).toHaveLength(60);
    const line = content.sections[0]!.lines[0]!;
    expect(tickets.find((t) => t.summary === line.name)?.budgetHours).toBe((line.minutes * line.quantity) / 60);
    const events = await s.eventsOf(run!.id);
    expect(events[0]?.message).toBe('New project: will create 6 phases and 60 tasks.');
    expect(events.map((e) => e.message)).toEqual(
      expect.arrayContaining(['Opportunity marked won', 'Scope note added to the opportunity']),
    );
    expect(events.some((e) => e.message.startsWith('Signed PDF attached'))).toBe(true);
    expect([...cw.state.documents.values()].filter((d) => d.recordId === project.id)).toHaveLength(1);

    const counts = () => [
      cw.state.companies.size,
      cw.state.opportunities.size,
      cw.state.projects.size,
      cw.state.phases.size,
      cw.state.tickets.size,
    ];
    const before = counts();
    // Before sending again, the preview says what the push will do, from the refs alone.
    const preview = await s.call('GET', `/api/quotes/${quote.id}/psa-push-preview?provider=connectwise`);
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({
      versionNo: 1,
      pushedBefore: true,
      summary: 'Project update: will update 6 phases and 60 tasks.',
      changes: { project: 'update', phases: { created: [] }, tasks: { created: [] }, removedKeys: [] },
    });
    expect(counts()).toEqual(before);
    expect((await push(quote.id)).status).toBe(202);
    expect(await s.drain()).toEqual([]);
    expect(counts()).toEqual(before);
    const second = (await s.runsOf(quote.id))[1]!;
    expect(second.summary).toMatchObject({ created: 0, updated: 1 + 6 + 60 + 1 });
    expect((await s.eventsOf(second.id))[0]?.message).toBe('Project update: will update 6 phases and 60 tasks.');
    const sync = (await (await s.call('GET', `/api/quotes/${quote.id}/psa-sync`)).json()) as {
      runs: SyncRun[];
      refs: { key: string }[];
    };
    expect(sync.runs).toHaveLength(2);
    expect(sync.refs.map((r) => r.key).sort()).toEqual(['company', 'opportunity', 'project']);
  }, 60_000);

  it('asks which company when two in the PSA have the client’s name, then uses the one picked', async () => {
    for (const id of [cw.state.newId(), cw.state.newId()]) {
      cw.state.companies.set(id, {
        id,
        identifier: `Fabrikam${id}`,
        name: 'Fabrikam Legal',
        status: { id: 1, name: 'Active' },
        deletedFlag: false,
      });
    }
    const quote = await s.acceptedQuote(buildLabourContent({ sections: 1, linesPerSection: 2 }), {
      name: 'Fabrikam Legal',
    });
    await push(quote.id);
    await s.drain();
    const [run] = await s.runsOf(quote.id);
    expect(run?.status).toBe('needs_confirmation');
    const detail = (await (await s.call('GET', `/api/integrations/runs/${run!.id}`)).json()) as SyncRun;
    expect(detail.summary.candidates).toHaveLength(2);
    const companyId = detail.summary.candidates![1]!.id;
    const confirmed = await s.call('POST', `/api/integrations/runs/${run!.id}/confirm-company`, { companyId });
    expect(confirmed.status).toBe(202);
    await s.drain();
    const [done] = await s.runsOf(quote.id);
    expect(done?.status).toBe('succeeded');
    const opportunity = [...cw.state.opportunities.values()].at(-1)!;
    expect((opportunity.company as { id: number }).id).toBe(Number(companyId));
  }, 60_000);

  it('refuses a second push while one is queued (409 push-running) and a quote that is not accepted', async () => {
    const quote = await s.acceptedQuote(buildLabourContent({ sections: 1, linesPerSection: 1 }));
    expect((await push(quote.id)).status).toBe(202);
    const again = await push(quote.id);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error.details.reason).toBe('push-running');
    await s.drain();
    const { createQuote } = await import('@scopewright/db/testing');
    const draft = await createQuote(s.h.owner.db, s.tenant.id);
    const refused = await push(draft.id);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.details.reason).toBe('not-accepted');
    expect((await s.call('POST', `/api/quotes/${quote.id}/psa-push`, { provider: 'halopsa' })).status).toBe(404);
  }, 60_000);

  it('a 503 half-way is retried and converges to exactly one project', async () => {
    const quote = await s.acceptedQuote(buildLabourContent());
    const projectsBefore = cw.state.projects.size;
    cw.state.faults.push({ kind: 'unavailable', after: 12, times: 1 });
    await push(quote.id);
    const errors = await s.drain();
    expect(errors).toHaveLength(1);
    const [waiting] = await s.runsOf(quote.id);
    expect(waiting).toMatchObject({ status: 'queued', errorKind: 'unavailable', attempts: 1 });
    await runPsaSyncJob(s.deps, { tenantId: s.tenant.id, runId: waiting!.id });
    const [run] = await s.runsOf(quote.id);
    expect(run).toMatchObject({ status: 'succeeded', attempts: 2, errorKind: null });
    expect(cw.state.projects.size).toBe(projectsBefore + 1);
    const project = [...cw.state.projects.values()].at(-1)!;
    const { phases, tickets } = projectTree(String(project.id));
    expect([phases.length, tickets.length]).toEqual([6, 60]);
  }, 60_000);
});
