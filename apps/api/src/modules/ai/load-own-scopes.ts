import { formatQuoteNumber, templateSourceRef, TemplateDocumentInput } from '@scopewright/domain';
import type { OwnQuoteScope, OwnScope, OwnTemplateScope } from '@scopewright/scoping';
import {
  listAcceptedLabourLines,
  listAcceptedQuoteHeads,
  listOwnTemplateHeads,
  readOwnScopesStamp,
  readOwnTemplateDocuments,
  type AcceptedLabourLine,
  type OwnScopesStamp,
  type RunStatement,
  type TemplateHead,
} from './ai-own-scopes.queries';

/**
 * The workspace's own scopes, as the engines take them (docs/decisions/0045-ai-learns-own-scopes.md), kept per
 * process and per workspace. Each call reads one stamp (counts and latest changes of the templates and accepted
 * quotes); only when it changed are the lists read again, and only the templates and quotes not already held are
 * read in full. Unchanged scopes keep their objects, so the engine's per-scope preparation is reused, and an
 * unchanged workspace keeps its array, so the engine's index is too.
 */

interface HeldTemplate {
  stamp: string;
  scope: OwnTemplateScope | null;
}

interface TenantScopes {
  stamp: OwnScopesStamp;
  templates: ReadonlyMap<string, HeldTemplate>;
  /** By accepted version id: an accepted version never changes, only its quote's number and title may. */
  quotes: ReadonlyMap<string, OwnQuoteScope>;
  scopes: readonly OwnScope[];
}

/** Workspaces held at once (least recently used go first): each holds up to 1,000 templates and 2,000 quotes. */
const MAX_WORKSPACES = 50;
const held = new Map<string, TenantScopes>();

const templateStamp = (head: TemplateHead) => `${head.version}@${head.updatedAt}`;

function toTemplateScope(head: TemplateHead, document: unknown): OwnTemplateScope | null {
  const parsed = TemplateDocumentInput.safeParse(document);
  if (!parsed.success) return null;
  return {
    kind: 'template',
    id: templateSourceRef(head.id, head.version),
    label: head.name,
    title: head.name,
    keywords: [head.category, ...head.tags, head.description].filter((text) => text.trim() !== ''),
    document: parsed.data,
  };
}

async function readTemplates(
  run: RunStatement,
  tenantId: string,
  before: ReadonlyMap<string, HeldTemplate> | undefined,
): Promise<Map<string, HeldTemplate>> {
  const heads = await listOwnTemplateHeads(run, tenantId);
  const stale = heads.filter((head) => before?.get(head.id)?.stamp !== templateStamp(head));
  const documents = new Map(
    (
      await readOwnTemplateDocuments(
        run,
        tenantId,
        stale.map((head) => head.id),
      )
    ).map((row) => [row.id, row.document]),
  );
  return new Map(
    heads.map((head) => {
      const kept = before?.get(head.id);
      if (kept && kept.stamp === templateStamp(head)) return [head.id, kept];
      // A template archived or deleted between the two reads has no document: it is left out until the next stamp.
      const scope = documents.has(head.id) ? toTemplateScope(head, documents.get(head.id)) : null;
      return [head.id, { stamp: templateStamp(head), scope }];
    }),
  );
}

function toQuoteScope(versionId: string, label: string, title: string, lines: readonly AcceptedLabourLine[]) {
  const sections: { name: string; lines: AcceptedLabourLine[] }[] = [];
  for (const line of lines) {
    const last = sections.at(-1);
    if (last && last.name === line.sectionName) last.lines.push(line);
    else sections.push({ name: line.sectionName, lines: [line] });
  }
  return {
    kind: 'quote' as const,
    id: `quote:${versionId}`,
    label,
    title,
    sections: sections.map((section) => ({
      name: section.name,
      lines: section.lines.map(({ versionId: _version, sectionName: _section, ...line }) => line),
    })),
  };
}

async function readQuotes(
  run: RunStatement,
  tenantId: string,
  before: ReadonlyMap<string, OwnQuoteScope> | undefined,
): Promise<Map<string, OwnQuoteScope>> {
  const heads = await listAcceptedQuoteHeads(run, tenantId);
  const fresh = heads.filter((head) => !before?.has(head.versionId)).map((head) => head.versionId);
  const linesByVersion = new Map<string, AcceptedLabourLine[]>();
  for (const line of await listAcceptedLabourLines(run, tenantId, fresh)) {
    const lines = linesByVersion.get(line.versionId);
    if (lines) lines.push(line);
    else linesByVersion.set(line.versionId, [line]);
  }
  return new Map(
    heads.map((head) => {
      const label = formatQuoteNumber(head.number);
      const kept = before?.get(head.versionId);
      if (kept && kept.label === label && kept.title === head.title) return [head.versionId, kept];
      const scope = kept
        ? { ...kept, label, title: head.title }
        : toQuoteScope(head.versionId, label, head.title, linesByVersion.get(head.versionId) ?? []);
      return [head.versionId, scope];
    }),
  );
}

/**
 * The workspace's active templates (by name) then its accepted quotes (most recently accepted first), read in the
 * caller's tenant transaction (`inTransaction(tx)`). The same array comes back while nothing changed.
 */
export async function loadOwnScopes(run: RunStatement, tenantId: string): Promise<readonly OwnScope[]> {
  const stamp = await readOwnScopesStamp(run, tenantId);
  const before = held.get(tenantId);
  if (before && before.stamp.templates === stamp.templates && before.stamp.quotes === stamp.quotes) {
    held.delete(tenantId);
    held.set(tenantId, before);
    return before.scopes;
  }
  const templates =
    before && before.stamp.templates === stamp.templates
      ? before.templates
      : await readTemplates(run, tenantId, before?.templates);
  const quotes =
    before && before.stamp.quotes === stamp.quotes ? before.quotes : await readQuotes(run, tenantId, before?.quotes);
  const scopes: OwnScope[] = [
    ...[...templates.values()].flatMap((template) => (template.scope ? [template.scope] : [])),
    ...quotes.values(),
  ];
  held.delete(tenantId);
  held.set(tenantId, { stamp, templates, quotes, scopes });
  if (held.size > MAX_WORKSPACES) held.delete(held.keys().next().value!);
  return scopes;
}
