import { listFiguresOf } from '@scopewright/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../ids';
import { clientContacts, clients, clientSites } from '../schema/clients';
import { profiles } from '../schema/profiles';
import {
  quoteActivity,
  quoteLines,
  quoteSections,
  quotes,
  quoteVersions,
  type NewQuoteActivity,
} from '../schema/quotes';
import { laborRoles } from '../schema/rate-card';
import { tenants } from '../schema/tenants';
import type { Tx } from '../tenancy/with-tenant';
import { DEMO_CLIENTS, type DemoClient } from './demo-data/demo-clients';
import { DEMO_QUOTES } from './demo-data/demo-quote-list';
import { buildDemoQuote, daysBefore, type BuiltQuote } from './demo-quotes-build';
import { demoSharingRows, insertDemoSharing, type DemoSharingRows, type DemoSigner } from './demo-quote-sharing';
import { insertDemoTemplateUsage, seedDemoTemplates } from './demo-templates';

export interface DemoQuotesResult {
  clients: number;
  quotes: number;
}

const DEMO_DOMAIN = 'demo-msp.test';
const OWNER_EMAILS = { admin: 'admin@demo-msp.test', user: 'user@demo-msp.test' } as const;

/**
 * The Demo MSP workspace's clients, templates and quotes, so the product looks alive on first start.
 * Idempotent: only while the workspace has no clients and no quotes. Run after the workspace defaults (roles).
 */
export async function seedDemoQuotes(tx: Tx, { now = new Date() } = {}): Promise<DemoQuotesResult> {
  const [tenant] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.domain, DEMO_DOMAIN)).limit(1);
  if (!tenant) return { clients: 0, quotes: 0 };
  const tenantId = tenant.id;
  const existing =
    (await tx.$count(clients, eq(clients.tenantId, tenantId))) +
    (await tx.$count(quotes, eq(quotes.tenantId, tenantId)));
  if (existing > 0) return { clients: 0, quotes: 0 };

  const owners = await tx
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.email, Object.values(OWNER_EMAILS))));
  const ownerId = (key: keyof typeof OWNER_EMAILS) => owners.find((o) => o.email === OWNER_EMAILS[key])?.id ?? null;
  const roles = await tx
    .select({ id: laborRoles.id, name: laborRoles.name })
    .from(laborRoles)
    .where(eq(laborRoles.tenantId, tenantId));
  const roleIds = new Map(roles.map((role) => [role.name, role.id]));

  const clientIds = new Map<string, { id: string; contactId: string | null; signer: DemoSigner | null }>();
  for (const client of DEMO_CLIENTS) {
    const id = newId();
    const addedAt = daysBefore(now, client.addedDaysAgo);
    await tx.insert(clients).values({
      id,
      tenantId,
      name: client.name,
      type: client.type,
      industry: client.industry,
      website: client.website,
      phone: client.phone,
      email: client.email,
      addressLine1: client.address.line1,
      city: client.address.city,
      region: client.address.region,
      postalCode: client.address.postalCode,
      country: 'US',
      notes: client.notes,
      createdBy: ownerId('admin'),
      createdAt: addedAt,
      updatedAt: addedAt,
    });
    const contacts = await tx
      .insert(clientContacts)
      .values(
        client.contacts.map((contact) => ({
          isPrimary: false,
          isSigner: false,
          ...contact,
          tenantId,
          clientId: id,
          createdAt: addedAt,
          updatedAt: addedAt,
        })),
      )
      .returning({ id: clientContacts.id, isPrimary: clientContacts.isPrimary });
    await tx.insert(clientSites).values(
      client.sites.map((site) => ({
        tenantId,
        clientId: id,
        name: site.name,
        addressLine1: site.line1,
        city: site.city,
        region: client.address.region,
        postalCode: site.postalCode,
        country: 'US',
        createdAt: addedAt,
        updatedAt: addedAt,
      })),
    );
    const people: DemoClient['contacts'] = client.contacts;
    const signer = people.find((c) => c.isSigner) ?? people.find((c) => c.isPrimary);
    clientIds.set(client.key, {
      id,
      contactId: (contacts.find((c) => c.isPrimary) ?? contacts[0])?.id ?? null,
      signer: signer
        ? { name: `${signer.firstName} ${signer.lastName}`, title: signer.jobTitle, email: signer.email }
        : null,
    });
  }

  const templateIds = await seedDemoTemplates(tx, { tenantId, createdBy: ownerId('admin'), now });
  const ordered = DEMO_QUOTES.map((spec, index) => ({
    spec,
    built: buildDemoQuote(spec, { now, newId, roleIds, salt: index, templateIds }),
  })).sort((a, b) => a.built.createdAt.getTime() - b.built.createdAt.getTime());
  const sharing: DemoSharingRows[] = [];
  for (const { spec, built } of ordered) {
    const client = clientIds.get(spec.client)!;
    const rows = await insertDemoQuote(tx, {
      tenantId,
      clientId: client.id,
      contactId: client.contactId,
      ownerId: ownerId(spec.owner),
      title: spec.title,
      tags: spec.tags ?? [],
      built,
      signer: client.signer,
      now,
    });
    sharing.push(rows);
  }
  await insertDemoSharing(tx, sharing);
  const starts = ordered.flatMap(({ built }) =>
    built.versions.flatMap((v) => (v.templateId ? [{ templateId: v.templateId, at: v.createdAt }] : [])),
  );
  await insertDemoTemplateUsage(tx, { tenantId, starts, now });
  return { clients: DEMO_CLIENTS.length, quotes: DEMO_QUOTES.length };
}

interface QuoteRow {
  tenantId: string;
  clientId: string;
  contactId: string | null;
  ownerId: string | null;
  title: string;
  tags: string[];
  built: BuiltQuote;
  signer: DemoSigner | null;
  now: Date;
}

async function insertDemoQuote(
  tx: Tx,
  { tenantId, ownerId, built, signer, now, ...quote }: QuoteRow,
): Promise<DemoSharingRows> {
  const { rows } = await tx.execute<{ number: number }>(sql`
    insert into quote_number_sequences (tenant_id, last_number) values (${tenantId}, 1001)
    on conflict (tenant_id) do update set last_number = quote_number_sequences.last_number + 1
    returning last_number as number`);
  const quoteId = newId();
  const number = Number(rows[0]!.number);
  const versionIds = built.versions.map(() => newId());
  const current = built.versions.at(-1)!;
  await tx.insert(quotes).values({
    ...quote,
    id: quoteId,
    tenantId,
    number,
    ownerId,
    createdBy: ownerId,
    status: built.status,
    statusBeforeArchive: built.statusBeforeArchive,
    currentVersionId: versionIds.at(-1)!,
    currentVersionNo: current.versionNo,
    validUntil: built.validUntil,
    ...listFiguresOf(current.totals),
    sentAt: built.sentAt,
    acceptedAt: built.acceptedAt,
    archivedAt: built.archivedAt,
    createdAt: built.createdAt,
    updatedAt: built.updatedAt,
  });

  const activity: NewQuoteActivity[] = [];
  for (const [index, version] of built.versions.entries()) {
    const versionId = versionIds[index]!;
    const { sections, ...header } = version.content;
    await tx.insert(quoteVersions).values({
      ...header,
      id: versionId,
      tenantId,
      quoteId,
      versionNo: version.versionNo,
      status: version.status,
      createdFrom: version.createdFrom,
      templateId: version.templateId,
      templateVersion: version.templateVersion,
      basedOnVersionId: index > 0 ? versionIds[index - 1]! : null,
      totals: version.totals as unknown as Record<string, unknown>,
      lockVersion: 1,
      createdBy: ownerId,
      updatedBy: ownerId,
      sentAt: version.sentAt,
      sentBy: version.sentAt ? ownerId : null,
      firstViewedAt: version.firstViewedAt,
      viewCount: version.viewCount,
      acceptedAt: version.acceptedAt,
      declinedAt: version.declinedAt,
      declineReason: version.declineReason,
      createdAt: version.createdAt,
      updatedAt: version.sentAt ?? version.createdAt,
    });
    const sectionRows = sections.map(({ id: stableKey, lines: _lines, ...section }, position) => ({
      ...section,
      id: newId(),
      tenantId,
      versionId,
      stableKey,
      position,
    }));
    if (sectionRows.length > 0) await tx.insert(quoteSections).values(sectionRows);
    const lineRows = sections.flatMap((section, s) =>
      section.lines.map(({ id: stableKey, ...line }, position) => ({
        ...line,
        id: newId(),
        tenantId,
        versionId,
        sectionId: sectionRows[s]!.id,
        stableKey,
        position,
      })),
    );
    if (lineRows.length > 0) await tx.insert(quoteLines).values(lineRows);

    const base = { tenantId, quoteId, versionId };
    const meta = { versionNo: version.versionNo };
    activity.push({
      ...base,
      type: index === 0 ? 'created' : 'revised',
      actorUserId: ownerId,
      metadata: index === 0 ? meta : { ...meta, fromVersionNo: index },
      createdAt: version.createdAt,
    });
    if (version.sentAt)
      activity.push({ ...base, type: 'sent', actorUserId: ownerId, metadata: meta, createdAt: version.sentAt });
    if (version.firstViewedAt)
      activity.push({
        ...base,
        type: 'viewed',
        actorUserId: null,
        metadata: { ...meta, by: 'client', viewCount: version.viewCount },
        createdAt: version.firstViewedAt,
      });
    if (version.acceptedAt)
      activity.push({ ...base, type: 'accepted', actorUserId: null, metadata: meta, createdAt: version.acceptedAt });
    if (version.declinedAt)
      activity.push({
        ...base,
        type: 'declined',
        actorUserId: null,
        metadata: { ...meta, reason: version.declineReason },
        createdAt: version.declinedAt,
      });
  }
  if (built.archivedAt) {
    activity.push({
      tenantId,
      quoteId,
      versionId: versionIds.at(-1)!,
      type: 'archived',
      actorUserId: ownerId,
      metadata: { previousStatus: built.statusBeforeArchive },
      createdAt: built.archivedAt,
    });
  }
  const sharing = demoSharingRows({ tenantId, quoteId, number, ownerId, versionIds, built, signer, now });
  for (const entry of activity) {
    if (entry.type === 'accepted')
      entry.metadata = { ...entry.metadata, ...sharing.acceptedMeta.get(entry.versionId!) };
  }
  await tx.insert(quoteActivity).values(activity);
  return sharing;
}
