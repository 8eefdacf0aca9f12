import { newId, quotes, quoteVersions, templates, withPlatform, withTenant } from '@scopewright/db';
import { createQuote } from '@scopewright/db/testing';
import { formatQuoteNumber, TemplateDocumentInput, templateFigures, type SuggestedLine } from '@scopewright/domain';
import { OWN_SCOPE_COPY } from '@scopewright/scoping';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { caller, expectJson, workspace, type Harness } from '../../testing/quote-harness';
import { expectPricedFromRateCard, giveRateCard, type Suggestion, type Workspace } from './ai.test-helpers';

// The AI learns the workspace's own scopes (docs/decisions/0045-ai-learns-own-scopes.md): its active templates and
// its accepted quotes, never another workspace's, never a global template, never an archived one.

let h: Harness;
let call: ReturnType<typeof caller>;
let a: Workspace;
let b: Workspace;

beforeAll(async () => {
  h = await createIdentityApp();
  call = caller(h);
  a = await workspace(h);
  b = await workspace(h);
  await giveRateCard(h, a.tenant.id);
  await giveRateCard(h, b.tenant.id);
});
afterAll(() => h?.close());

const GMAIL = 'Migrate 45 users from Gmail to Microsoft 365';
const TEMPLATE_NAME = 'Gmail to Microsoft 365 cutover';

/** A one-section template: a labour line of 1 h + 20 min per user, and a fixed one. */
function gmailDocument(first = 'Contoso-grade mailbox cutover') {
  const scaled = newId();
  return TemplateDocumentInput.parse({
    content: {
      sections: [
        {
          id: newId(),
          name: 'Migration',
          lines: [
            {
              id: scaled,
              kind: 'labor',
              name: first,
              minutes: 60,
              roleName: 'Cloud Engineer',
              clientDescription: 'We move every mailbox the Contoso way, with a delta pass the night before.',
              deliverables: ['Every mailbox moved and checked'],
            },
            { id: newId(), kind: 'labor', name: 'Weekend MX switchover', minutes: 150, roleName: 'Cloud Engineer' },
          ],
        },
      ],
    },
    variables: [{ unit: 'users', defaultValue: 20 }],
    rules: [{ lineId: scaled, unit: 'users', mode: 'hours', perUnitMinutes: 20 }],
  });
}

function singleLineDocument(section: string, line: string) {
  return TemplateDocumentInput.parse({
    content: {
      sections: [{ id: newId(), name: section, lines: [{ id: newId(), kind: 'labor', name: line, minutes: 300 }] }],
    },
  });
}

/** Inserted with drizzle as the templates module stores one: the current document and the list's figures. */
async function insertTemplate(
  tenantId: string | null,
  name: string,
  document: ReturnType<typeof gmailDocument>,
  archived = false,
) {
  const values = {
    tenantId,
    scope: tenantId ? ('workspace' as const) : ('global' as const),
    name,
    document: document as unknown as Record<string, unknown>,
    variables: document.variables,
    archivedAt: archived ? new Date() : null,
    ...templateFigures(document),
  };
  const [row] = await withPlatform({ db: h.owner.db }, (tx) => tx.insert(templates).values(values).returning());
  return row!;
}

const suggest = async (who: Workspace, description: string) =>
  expectJson<Suggestion>(await call(who.user, 'POST', '/api/ai/scope-suggestions', { description }), 200);
const linesOf = (suggestion: Suggestion): SuggestedLine[] => suggestion.sections.flatMap((section) => section.lines);
const fromOwnScopes = (suggestion: Suggestion) =>
  linesOf(suggestion).filter(
    (line) => line.rationale.startsWith('from your template') || line.rationale.startsWith('as in Q-'),
  );

describe('POST /api/ai/scope-suggestions with the workspace’s own scopes', () => {
  it('gives workspace A its template’s hours and wording, and workspace B the library', async () => {
    const template = await insertTemplate(a.tenant.id, TEMPLATE_NAME, gmailDocument());
    const forA = await suggest(a, GMAIL);
    const source = OWN_SCOPE_COPY.fromTemplate(TEMPLATE_NAME);
    expect(linesOf(forA)).toContainEqual(
      expect.objectContaining({
        name: 'Contoso-grade mailbox cutover',
        description: 'We move every mailbox the Contoso way, with a delta pass the night before.',
        deliverables: ['Every mailbox moved and checked'],
        hours: 16, // 1 h + 20 min × 45 users
        role: 'Cloud Engineer',
        rationale: `${source}: 45 users × 0.33 h per user + 1 h set-up`,
      }),
    );
    expect(linesOf(forA)).toContainEqual(
      expect.objectContaining({ name: 'Weekend MX switchover', hours: 2.5, rationale: source }),
    );
    expect(forA.serviceIds).toContain(`own:tpl:${template.id}@1`);
    expect((await expectPricedFromRateCard(h, a.tenant.id, forA)).mismatched).toEqual([]);

    const forB = await suggest(b, GMAIL);
    expect(fromOwnScopes(forB)).toEqual([]);
    expect(JSON.stringify(forB)).not.toContain('Contoso-grade');
    expect(linesOf(forB).some((line) => line.serviceId === 'gws-to-m365-migration')).toBe(true);
  });

  it('ignores an archived template and a global one (which would win as the workspace’s own)', async () => {
    const printers = singleLineDocument('Printers', 'Printer fleet wording');
    const sentinel = singleLineDocument('Deploy', 'SentinelOne fleet wording');
    const PRINTERS = 'Printer fleet rollout of 5 printers at the office';
    const SENTINEL = 'Roll out SentinelOne to 40 laptops';
    await insertTemplate(a.tenant.id, 'Printer fleet rollout', printers, true);
    await insertTemplate(null, `SentinelOne fleet rollout ${newId()}`, sentinel);
    expect(JSON.stringify(await suggest(a, PRINTERS))).not.toContain('Printer fleet wording');
    expect(JSON.stringify(await suggest(a, SENTINEL))).not.toContain('SentinelOne fleet wording');

    // The same templates, active and the workspace's own, do win: what kept them out above is archive and scope.
    const d = await workspace(h);
    await giveRateCard(h, d.tenant.id);
    await insertTemplate(d.tenant.id, 'Printer fleet rollout', printers);
    await insertTemplate(d.tenant.id, 'SentinelOne fleet rollout', sentinel);
    expect(linesOf(await suggest(d, PRINTERS)).map((line) => line.name)).toContain('Printer fleet wording');
    expect(linesOf(await suggest(d, SENTINEL)).map((line) => line.name)).toContain('SentinelOne fleet wording');
  });

  it('sees a template saved or archived on the next call', async () => {
    const c = await workspace(h);
    await giveRateCard(h, c.tenant.id);
    const template = await insertTemplate(c.tenant.id, TEMPLATE_NAME, gmailDocument());
    expect(linesOf(await suggest(c, GMAIL)).map((line) => line.name)).toContain('Contoso-grade mailbox cutover');

    const saved = gmailDocument('Fabrikam-grade mailbox cutover');
    await withTenant({ db: h.owner.db, tenantId: c.tenant.id }, (tx) =>
      tx
        .update(templates)
        .set({ document: saved as unknown as Record<string, unknown>, version: 2 })
        .where(and(eq(templates.tenantId, c.tenant.id), eq(templates.id, template.id))),
    );
    const afterSave = await suggest(c, GMAIL);
    expect(linesOf(afterSave).map((line) => line.name)).toContain('Fabrikam-grade mailbox cutover');
    expect(afterSave.serviceIds).toContain(`own:tpl:${template.id}@2`);

    await withTenant({ db: h.owner.db, tenantId: c.tenant.id }, (tx) =>
      tx
        .update(templates)
        .set({ archivedAt: new Date() })
        .where(and(eq(templates.tenantId, c.tenant.id), eq(templates.id, template.id))),
    );
    expect(fromOwnScopes(await suggest(c, GMAIL))).toEqual([]);
  });

  it('learns from an accepted quote of the workspace only, once it is accepted', async () => {
    const quote = await createQuote(h.owner.db, a.tenant.id, {
      clientId: a.client.id,
      title: 'FortiGate firewall replacement for Contoso Dental',
    });
    const description = 'Replace the FortiGate firewall at our office';
    expect(fromOwnScopes(await suggest(a, description))).toEqual([]);

    const acceptedAt = new Date();
    await withTenant({ db: h.owner.db, tenantId: a.tenant.id }, async (tx) => {
      await tx
        .update(quoteVersions)
        .set({ status: 'accepted', acceptedAt })
        .where(and(eq(quoteVersions.tenantId, a.tenant.id), eq(quoteVersions.id, quote.currentVersionId!)));
      await tx
        .update(quotes)
        .set({ status: 'accepted', acceptedAt, updatedAt: acceptedAt })
        .where(and(eq(quotes.tenantId, a.tenant.id), eq(quotes.id, quote.id)));
    });
    const forA = await suggest(a, description);
    // createQuote's one labour line: "Configure firewall", 4 h, priced by the rate card's network role.
    expect(fromOwnScopes(forA)).toEqual([
      expect.objectContaining({
        name: 'Configure firewall',
        hours: 4,
        rationale: OWN_SCOPE_COPY.asInQuote(formatQuoteNumber(quote.number)),
        serviceId: null,
      }),
    ]);
    expect((await expectPricedFromRateCard(h, a.tenant.id, forA)).mismatched).toEqual([]);
    expect(fromOwnScopes(await suggest(b, description))).toEqual([]);
  });
});
