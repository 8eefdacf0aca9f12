import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { newId } from '../ids';
import { clientContacts, clients } from '../schema/clients';
import {
  lossReasons,
  opportunities,
  opportunityStageChanges,
  pipelineStages,
  type NewOpportunity,
} from '../schema/opportunities';
import { pipelineTargets } from '../schema/pipeline-targets';
import { profiles } from '../schema/profiles';
import { quotes, quoteVersions } from '../schema/quotes';
import { tenants } from '../schema/tenants';
import type { Tx } from '../tenancy/with-tenant';
import { DEMO_CLIENTS } from './demo-data/demo-clients';
import { planDemoPipeline, type DemoOwner, type DemoQuoteFacts, type PlannedChange } from './demo-opportunities-build';

export interface DemoOpportunitiesResult {
  opportunities: number;
  stageChanges: number;
}

const DEMO_DOMAIN = 'demo-msp.test';
const OWNER_EMAILS: Record<DemoOwner, string> = { admin: 'admin@demo-msp.test', user: 'user@demo-msp.test' };
const NONE: DemoOpportunitiesResult = { opportunities: 0, stageChanges: 0 };

/**
 * The Demo MSP workspace's pipeline: a year of deals linked to its demo quotes (accepted ones won, declined ones
 * lost with a reason), open ones with next steps, every stage change recorded. Idempotent: only while the
 * workspace has no opportunity at all. Run after the workspace defaults (stages, loss reasons) and the demo quotes.
 * Four writes: the deals, their stage changes, the quotes' `opportunity_id` and a year of monthly targets.
 */
export async function seedDemoOpportunities(tx: Tx, { now = new Date() } = {}): Promise<DemoOpportunitiesResult> {
  const [tenant] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.domain, DEMO_DOMAIN)).limit(1);
  if (!tenant) return NONE;
  const tenantId = tenant.id;
  if ((await tx.$count(opportunities, eq(opportunities.tenantId, tenantId))) > 0) return NONE;

  const stages = await tx
    .select({ id: pipelineStages.id, kind: pipelineStages.kind })
    .from(pipelineStages)
    .where(and(eq(pipelineStages.tenantId, tenantId), isNull(pipelineStages.retiredAt)))
    .orderBy(asc(pipelineStages.position));
  const openStages = stages.filter((stage) => stage.kind === 'open');
  const wonStage = stages.find((stage) => stage.kind === 'won');
  const lostStage = stages.find((stage) => stage.kind === 'lost');
  if (openStages.length === 0 || !wonStage || !lostStage) return NONE;
  const stageIdOf = (to: PlannedChange['to']) =>
    to === 'won' ? wonStage.id : to === 'lost' ? lostStage.id : openStages[Math.min(to, openStages.length - 1)]!.id;

  const reasons = await tx
    .select({ id: lossReasons.id, label: lossReasons.label })
    .from(lossReasons)
    .where(and(eq(lossReasons.tenantId, tenantId), isNull(lossReasons.retiredAt)))
    .orderBy(asc(lossReasons.position));
  const reasonIdOf = (label: string | null) =>
    label === null
      ? null
      : ((reasons.find((r) => r.label.toLowerCase() === label.toLowerCase()) ?? reasons.at(-1))?.id ?? null);

  const owners = await tx
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.email, Object.values(OWNER_EMAILS))));
  const ownerIdOf = (owner: DemoOwner | null) =>
    owner === null ? null : (owners.find((o) => o.email === OWNER_EMAILS[owner])?.id ?? null);

  const keyByName = new Map<string, string>(DEMO_CLIENTS.map((client) => [client.name, client.key]));
  const clientRows = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), inArray(clients.name, [...keyByName.keys()])));
  const clientIdByKey = new Map(clientRows.map((row) => [keyByName.get(row.name)!, row.id]));
  if (clientIdByKey.size === 0) return NONE;
  const keyByClientId = new Map([...clientIdByKey].map(([key, id]) => [id, key]));
  const contacts = await tx
    .select({ id: clientContacts.id, clientId: clientContacts.clientId })
    .from(clientContacts)
    .where(
      and(
        eq(clientContacts.tenantId, tenantId),
        eq(clientContacts.isPrimary, true),
        inArray(clientContacts.clientId, [...clientIdByKey.values()]),
      ),
    );
  const contactOf = new Map(contacts.map((contact) => [contact.clientId, contact.id]));

  const quoteRows = await tx
    .select({
      id: quotes.id,
      clientId: quotes.clientId,
      title: quotes.title,
      ownerId: quotes.ownerId,
      status: quotes.status,
      statusBeforeArchive: quotes.statusBeforeArchive,
      archivedAt: quotes.archivedAt,
      versionNo: quotes.currentVersionNo,
      createdAt: quotes.createdAt,
      sentAt: quotes.sentAt,
      validUntil: quotes.validUntil,
      oneTimeCents: quotes.oneTimeTotalCents,
      mrrCents: quotes.mrrCents,
      tcvCents: quotes.tcvCents,
      currentCreatedAt: quoteVersions.createdAt,
      viewedAt: quoteVersions.firstViewedAt,
      acceptedAt: quoteVersions.acceptedAt,
      declinedAt: quoteVersions.declinedAt,
      declineReason: quoteVersions.declineReason,
    })
    .from(quotes)
    .innerJoin(
      quoteVersions,
      and(eq(quoteVersions.tenantId, quotes.tenantId), eq(quoteVersions.id, quotes.currentVersionId)),
    )
    .where(and(eq(quotes.tenantId, tenantId), isNull(quotes.opportunityId)))
    .orderBy(asc(quotes.createdAt), asc(quotes.id));
  const adminId = ownerIdOf('admin');
  const quoteFacts: DemoQuoteFacts[] = quoteRows.flatMap((row) => {
    const clientKey = keyByClientId.get(row.clientId);
    const status = row.status === 'archived' ? row.statusBeforeArchive : row.status;
    if (!clientKey || !status || status === 'archived') return [];
    return [
      {
        ...row,
        clientKey,
        status,
        owner: row.ownerId !== null && row.ownerId === adminId ? 'admin' : 'user',
        validUntil: row.validUntil ?? row.createdAt.toISOString().slice(0, 10),
      },
    ];
  });

  const plan = planDemoPipeline(quoteFacts, now).filter((deal) => clientIdByKey.has(deal.clientKey));
  const rows: (NewOpportunity & { id: string })[] = [];
  const changes: (typeof opportunityStageChanges.$inferInsert)[] = [];
  const links: { quoteId: string; opportunityId: string }[] = [];
  for (const deal of plan) {
    const id = newId();
    const clientId = clientIdByKey.get(deal.clientKey)!;
    const ownerId = ownerIdOf(deal.owner);
    const last = deal.changes.at(-1)!;
    rows.push({
      id,
      tenantId,
      name: deal.name,
      clientId,
      contactId: contactOf.get(clientId) ?? null,
      ownerId,
      stageId: stageIdOf(last.to),
      status: deal.status,
      expectedCloseDate: deal.expectedCloseDate,
      probabilityOverrideBps: deal.probabilityOverrideBps,
      source: deal.source,
      lossReasonId: deal.status === 'lost' ? reasonIdOf(deal.lossReason) : null,
      lossNote: deal.lossNote,
      nextStep: deal.nextStep,
      nextStepDate: deal.nextStepDate,
      oneTimeCents: deal.oneTimeCents,
      mrrCents: deal.mrrCents,
      tcvCents: deal.tcvCents,
      primaryQuoteId: deal.quoteId,
      closedAt: deal.closedAt,
      lastActivityAt: last.at,
      createdBy: ownerId,
      updatedBy: ownerId,
      createdAt: deal.createdAt,
      updatedAt: last.at,
    });
    deal.changes.forEach((change, index) => {
      changes.push({
        tenantId,
        opportunityId: id,
        fromStageId: index === 0 ? null : stageIdOf(deal.changes[index - 1]!.to),
        toStageId: stageIdOf(change.to),
        changedBy: ownerIdOf(change.by),
        changedAt: change.at,
      });
    });
    if (deal.quoteId) links.push({ quoteId: deal.quoteId, opportunityId: id });
  }
  if (rows.length === 0) return NONE;

  await tx.insert(opportunities).values(rows);
  await tx.insert(opportunityStageChanges).values(changes);
  if (links.length > 0) {
    const values = sql.join(
      links.map((link) => sql`(${link.quoteId}::uuid, ${link.opportunityId}::uuid)`),
      sql`, `,
    );
    await tx.execute(sql`
      update quotes set opportunity_id = link.opportunity_id
      from (values ${values}) as link(quote_id, opportunity_id)
      where quotes.tenant_id = ${tenantId} and quotes.id = link.quote_id`);
  }
  await tx.insert(pipelineTargets).values(demoTargets(tenantId, now)).onConflictDoNothing();
  return { opportunities: rows.length, stageChanges: changes.length };
}

/** Monthly targets from six months back to five ahead, rising through the year, so the forecast shows its line. */
function demoTargets(tenantId: string, now: Date): (typeof pipelineTargets.$inferInsert)[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 6 + index, 1));
    const periodKey = `${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
    return { tenantId, periodKey, targetCents: (100_000 + 10_000 * Math.floor(index / 2)) * 100 };
  });
}
