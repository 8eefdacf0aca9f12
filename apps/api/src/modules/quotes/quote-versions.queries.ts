import { quoteVersions, type QuoteVersion, type Tx } from '@scopewright/db';
import {
  calculateQuoteTotals,
  listFiguresOf,
  type QuoteContent,
  type QuoteTotals,
  type QuoteVersionSummary,
} from '@scopewright/domain';
import { and, asc, eq } from 'drizzle-orm';
import { findPeople, type Person } from './quote.queries';

/** Only a draft changes in place; sent (and later) versions are frozen, superseded ones are history. */
export const isFrozen = (version: Pick<QuoteVersion, 'status'>) => version.status !== 'draft';

const hasSnapshot = (totals: Record<string, unknown>) => 'oneTime' in totals && 'mrrCents' in totals;
/** A draft's autosave stores its figures only (ADR 0039): a draft superseded before it was sent has no line totals. */
const hasLineTotals = (totals: Record<string, unknown>) => hasSnapshot(totals) && 'lines' in totals;

/**
 * The totals a version shows: a frozen version's snapshot (what the client was sent), a draft's recomputed from
 * its content. Both come from calculateQuoteTotals, so they agree while the engine does.
 */
export function totalsOf(version: QuoteVersion, content: QuoteContent): QuoteTotals {
  if (isFrozen(version) && hasLineTotals(version.totals)) return version.totals as unknown as QuoteTotals;
  return calculateQuoteTotals(content);
}

export async function listVersionRows(tx: Tx, tenantId: string, quoteId: string): Promise<QuoteVersion[]> {
  return tx
    .select()
    .from(quoteVersions)
    .where(and(eq(quoteVersions.tenantId, tenantId), eq(quoteVersions.quoteId, quoteId)))
    .orderBy(asc(quoteVersions.versionNo));
}

const snapshotFigure = (totals: Record<string, unknown>, read: (t: QuoteTotals) => number) =>
  hasSnapshot(totals) ? read(totals as unknown as QuoteTotals) : 0;

export function toVersionSummary(version: QuoteVersion, people: Map<string, Person>): QuoteVersionSummary {
  return {
    id: version.id,
    versionNo: version.versionNo,
    status: version.status,
    createdFrom: version.createdFrom,
    oneTimeTotalCents: snapshotFigure(version.totals, (t) => listFiguresOf(t).oneTimeTotalCents),
    mrrCents: snapshotFigure(version.totals, (t) => t.mrrCents),
    tcvCents: snapshotFigure(version.totals, (t) => t.tcvCents),
    createdBy: (version.createdBy && people.get(version.createdBy)) || null,
    createdAt: version.createdAt.toISOString(),
    sentAt: version.sentAt?.toISOString() ?? null,
  };
}

export async function summarizeVersions(tx: Tx, versions: QuoteVersion[]): Promise<QuoteVersionSummary[]> {
  const people = await findPeople(
    tx,
    versions.map((v) => v.createdBy),
  );
  return versions.map((version) => toVersionSummary(version, people));
}
