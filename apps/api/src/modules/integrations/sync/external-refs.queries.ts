import { externalRefs, withTenant, type DbClient, type Tx } from '@scopewright/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PsaRecordRef } from '../psa/psa-adapter';

export type RefEntity = 'client' | 'contact' | 'quote';

export interface RefOwner {
  tenantId: string;
  connectionId: string;
  entity: RefEntity;
  entityId: string;
}

const ownedBy = (owner: RefOwner) =>
  and(
    eq(externalRefs.tenantId, owner.tenantId),
    eq(externalRefs.connectionId, owner.connectionId),
    eq(externalRefs.entity, owner.entity),
    eq(externalRefs.entityId, owner.entityId),
  );

/** What earlier syncs made for one of our records: key → the PSA's record. */
export async function loadRefs(tx: Tx, owner: RefOwner): Promise<Map<string, PsaRecordRef>> {
  const rows = await tx.select().from(externalRefs).where(ownedBy(owner));
  return new Map(rows.map((row) => [row.key, { id: row.remoteId, url: row.remoteUrl }]));
}

export function upsertRef(tx: Tx, owner: RefOwner, key: string, ref: PsaRecordRef) {
  return tx
    .insert(externalRefs)
    .values({ ...owner, key, remoteId: ref.id, remoteUrl: ref.url })
    .onConflictDoUpdate({
      target: [
        externalRefs.tenantId,
        externalRefs.connectionId,
        externalRefs.entity,
        externalRefs.entityId,
        externalRefs.key,
      ],
      set: { remoteId: ref.id, remoteUrl: ref.url, updatedAt: sql`now()` },
    });
}

/** Stores one ref in its own short transaction, so what a failed push made is kept for the retry. */
export async function saveRef(db: DbClient, owner: RefOwner, key: string, ref: PsaRecordRef): Promise<void> {
  await withTenant({ db, tenantId: owner.tenantId }, (tx) => upsertRef(tx, owner, key, ref));
}

export async function deleteRefs(db: DbClient, owner: RefOwner, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await withTenant({ db, tenantId: owner.tenantId }, (tx) =>
    tx.delete(externalRefs).where(and(ownedBy(owner), inArray(externalRefs.key, keys))),
  );
}

/** Our records of `entity` already linked to these PSA ids (the pull's first match). */
export async function findLinked(
  tx: Tx,
  owner: Omit<RefOwner, 'entityId'>,
  key: string,
  remoteIds: string[],
): Promise<Map<string, string>> {
  if (remoteIds.length === 0) return new Map();
  const rows = await tx
    .select({ remoteId: externalRefs.remoteId, entityId: externalRefs.entityId })
    .from(externalRefs)
    .where(
      and(
        eq(externalRefs.tenantId, owner.tenantId),
        eq(externalRefs.connectionId, owner.connectionId),
        eq(externalRefs.entity, owner.entity),
        eq(externalRefs.key, key),
        inArray(externalRefs.remoteId, remoteIds),
      ),
    );
  return new Map(rows.map((row) => [row.remoteId, row.entityId]));
}
