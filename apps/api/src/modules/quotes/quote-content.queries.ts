import { newId, quoteLines, quoteSections, type NewQuoteLine, type QuoteVersion, type Tx } from '@scopewright/db';
import type { QuoteContent, QuoteLine, QuoteSection } from '@scopewright/domain';
import { and, asc, eq } from 'drizzle-orm';

type VersionHeader = Pick<
  QuoteVersion,
  | 'executiveSummary'
  | 'terms'
  | 'clientNotes'
  | 'internalNotes'
  | 'pricingModel'
  | 'contractTermMonths'
  | 'taxRateBps'
  | 'discountType'
  | 'discountValue'
>;

/** The version row's own columns of a content (everything but the sections). */
export function versionHeaderOf(source: VersionHeader): VersionHeader {
  return {
    executiveSummary: source.executiveSummary,
    terms: source.terms,
    clientNotes: source.clientNotes,
    internalNotes: source.internalNotes,
    pricingModel: source.pricingModel,
    contractTermMonths: source.contractTermMonths,
    taxRateBps: source.taxRateBps,
    discountType: source.discountType,
    discountValue: source.discountValue,
  };
}

/** A version's content rebuilt from its rows: sections and lines in position order, ids = stable keys. */
export async function readVersionContent(
  tx: Tx,
  tenantId: string,
  version: VersionHeader & { id: string },
): Promise<QuoteContent> {
  // One connection per transaction: queries run one after another.
  const sectionRows = await tx
    .select()
    .from(quoteSections)
    .where(and(eq(quoteSections.tenantId, tenantId), eq(quoteSections.versionId, version.id)))
    .orderBy(asc(quoteSections.position));
  const lineRows = await tx
    .select()
    .from(quoteLines)
    .where(and(eq(quoteLines.tenantId, tenantId), eq(quoteLines.versionId, version.id)))
    .orderBy(asc(quoteLines.position));
  const linesBySection = new Map<string, QuoteLine[]>();
  for (const row of lineRows) {
    const { id: _id, tenantId: _t, versionId: _v, sectionId, stableKey, position: _p, ...line } = row;
    const list = linesBySection.get(sectionId) ?? [];
    list.push({ ...line, id: stableKey });
    linesBySection.set(sectionId, list);
  }
  const sections: QuoteSection[] = sectionRows.map((row) => {
    const { id, tenantId: _t, versionId: _v, stableKey, position: _p, ...section } = row;
    return { ...section, id: stableKey, lines: linesBySection.get(id) ?? [] };
  });
  return { ...versionHeaderOf(version), sections };
}

/**
 * Replaces a version's sections and lines with `content` inside the caller's transaction: one delete (lines go
 * with their sections) and one multi-row insert per table, so a 500-line save stays a handful of statements.
 */
export async function writeVersionContent(
  tx: Tx,
  tenantId: string,
  versionId: string,
  content: QuoteContent,
  { replace }: { replace: boolean },
): Promise<void> {
  if (replace) {
    await tx
      .delete(quoteSections)
      .where(and(eq(quoteSections.tenantId, tenantId), eq(quoteSections.versionId, versionId)));
  }
  if (content.sections.length === 0) return;
  const sectionRows = content.sections.map(({ id: stableKey, lines: _lines, ...section }, position) => ({
    ...section,
    id: newId(),
    tenantId,
    versionId,
    stableKey,
    position,
  }));
  await tx.insert(quoteSections).values(sectionRows);
  const lineRows: NewQuoteLine[] = content.sections.flatMap((section, index) =>
    section.lines.map(({ id: stableKey, ...line }, position) => ({
      ...line,
      id: newId(),
      tenantId,
      versionId,
      sectionId: sectionRows[index]!.id,
      stableKey,
      position,
    })),
  );
  if (lineRows.length > 0) await tx.insert(quoteLines).values(lineRows);
}
