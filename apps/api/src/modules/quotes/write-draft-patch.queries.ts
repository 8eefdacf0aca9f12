import { newId, quoteLines, quoteSections, type Tx } from '@scopewright/db';
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { StoredSection } from './draft-pricing-state.queries';
import type { DraftWrites } from './merge-draft-patch';

const KEYS = new Set(['id', 'tenantId', 'versionId', 'stableKey']);
const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** `on conflict (stable key) do update` of every column but the row's identity. */
function upsertSet(table: typeof quoteSections | typeof quoteLines): Record<string, SQL> {
  const keys = Object.keys(getTableColumns(table)).filter((key) => !KEYS.has(key));
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded.${snakeCase(key)}`)]));
}
const SECTION_SET = upsertSet(quoteSections);
const LINE_SET = upsertSet(quoteLines);

/**
 * Writes a merged draft patch inside the caller's transaction: deletes, one upsert per table (keyed by the content's
 * stable ids) and one positional update per table for rows that only moved. A one-line edit is one statement.
 */
export async function writeDraftPatch(
  tx: Tx,
  scope: { tenantId: string; versionId: string },
  stored: readonly StoredSection[],
  writes: DraftWrites,
): Promise<void> {
  const { tenantId, versionId } = scope;
  const inVersion = (table: typeof quoteSections | typeof quoteLines, keys: string[]) =>
    and(eq(table.tenantId, tenantId), eq(table.versionId, versionId), inArray(table.stableKey, keys));
  if (writes.removedSectionIds.length > 0)
    await tx.delete(quoteSections).where(inVersion(quoteSections, writes.removedSectionIds));
  if (writes.removedLineIds.length > 0) await tx.delete(quoteLines).where(inVersion(quoteLines, writes.removedLineIds));

  const rowIdOf = new Map(stored.map((section) => [section.id, section.rowId]));
  if (writes.sections.length > 0) {
    const rows = writes.sections.map(({ section: { id: stableKey, ...fields }, position }) => ({
      ...fields,
      id: newId(),
      tenantId,
      versionId,
      stableKey,
      position,
    }));
    const saved = await tx
      .insert(quoteSections)
      .values(rows)
      .onConflictDoUpdate({
        target: [quoteSections.tenantId, quoteSections.versionId, quoteSections.stableKey],
        set: SECTION_SET,
      })
      .returning({ id: quoteSections.id, stableKey: quoteSections.stableKey });
    for (const row of saved) rowIdOf.set(row.stableKey, row.id);
  }
  if (writes.sectionMoves.length > 0) {
    const moves = sql.join(
      writes.sectionMoves.map((move) => sql`(${move.id}::uuid, ${move.position}::int)`),
      sql`, `,
    );
    await tx.execute(sql`update quote_sections s set position = v.position from (values ${moves}) v(key, position)
      where s.tenant_id = ${tenantId} and s.version_id = ${versionId} and s.stable_key = v.key`);
  }

  if (writes.lines.length > 0) {
    const rows = writes.lines.map(({ sectionId, line: { id: stableKey, ...fields }, position }) => ({
      ...fields,
      id: newId(),
      tenantId,
      versionId,
      sectionId: rowIdOf.get(sectionId)!,
      stableKey,
      position,
    }));
    await tx
      .insert(quoteLines)
      .values(rows)
      .onConflictDoUpdate({ target: [quoteLines.tenantId, quoteLines.versionId, quoteLines.stableKey], set: LINE_SET });
  }
  if (writes.lineMoves.length > 0) {
    const moves = sql.join(
      writes.lineMoves.map(
        (move) => sql`(${move.id}::uuid, ${rowIdOf.get(move.sectionId)!}::uuid, ${move.position}::int)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`update quote_lines l set section_id = v.section_id, position = v.position
      from (values ${moves}) v(key, section_id, position)
      where l.tenant_id = ${tenantId} and l.version_id = ${versionId} and l.stable_key = v.key`);
  }
}
