import { clientContacts, clients, newId, withTenant } from '@scopewright/db';
import {
  CLIENT_COPY,
  type ClientImportInput,
  type ClientImportResult,
  type ImportRowError,
  validateImportRows,
} from '@scopewright/domain';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { defaultCurrencyOf } from './create-client';
import { clientEvent, recordWebhookEvents } from '../webhooks';

type Input = z.output<typeof ClientImportInput>;

const rowIssues = (index: number, errors: ImportRowError[]) =>
  errors.map((e) => ({ path: `rows.${index}.${e.field}`, message: e.message }));

/**
 * POST /api/clients/import: every row is validated again here (the file never reaches the server, only its
 * rows), names must be new to the workspace and to the file, and either every row is created or none is
 * (one transaction). A dry run stops after validation.
 */
export function importClients(ctx: TenantContext, input: Input): Promise<ClientImportResult> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    // One import at a time per workspace, so two imports of the same file cannot both pass the name check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`clients-import:${tenantId}`}, 0))`);
    const validated = validateImportRows(
      input.rows,
      input.rows.map((_, i) => i + 2),
    );
    const existing = new Set(
      (
        await tx
          .select({ name: sql<string>`lower(${clients.name})` })
          .from(clients)
          .where(eq(clients.tenantId, tenantId))
      ).map((r) => r.name),
    );
    const issues = validated.flatMap((row, index) => {
      const errors = [...row.errors];
      const name = row.input?.name;
      if (name && existing.has(name.toLowerCase()))
        errors.push({ field: 'name', message: CLIENT_COPY.nameTaken(name) });
      return rowIssues(index, errors);
    });
    if (issues.length > 0) throw new AppError('VALIDATION', CLIENT_COPY.importFailed, { details: issues });
    if (input.dryRun) return { dryRun: true, created: 0, valid: validated.length };

    const currency = await defaultCurrencyOf(tx, tenantId);
    const prepared = validated.map(({ input: row }) => {
      const { contact, ...fields } = row!;
      const id = newId();
      return {
        id,
        contact,
        client: { ...fields, id, currency: fields.currency ?? currency, tenantId, createdBy: ctx.actor.userId },
      };
    });
    for (let i = 0; i < prepared.length; i += 500) {
      await tx.insert(clients).values(prepared.slice(i, i + 500).map((p) => p.client));
    }
    const contacts = prepared.flatMap((p) =>
      p.contact ? [{ ...p.contact, isPrimary: true, tenantId, clientId: p.id }] : [],
    );
    for (let i = 0; i < contacts.length; i += 500) {
      await tx.insert(clientContacts).values(contacts.slice(i, i + 500));
    }
    await recordWebhookEvents(
      tx,
      tenantId,
      prepared.map((p) => clientEvent('client.created', p.client)),
    );
    return { dryRun: false, created: prepared.length, valid: prepared.length };
  });
}
