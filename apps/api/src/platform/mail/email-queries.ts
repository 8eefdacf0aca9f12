import { emailLogs, emailTemplates, newId, type Tx } from '@scopewright/db';
import { and, eq } from 'drizzle-orm';

export type EmailLogRow = typeof emailLogs.$inferSelect;
export type NewEmailLogRow = typeof emailLogs.$inferInsert;
export type EmailTemplateRow = typeof emailTemplates.$inferSelect;

export async function findActiveTemplate(tx: Tx, alias: string): Promise<EmailTemplateRow | null> {
  const [row] = await tx
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.alias, alias), eq(emailTemplates.isActive, true)))
    .limit(1);
  return row ?? null;
}

export async function insertEmailLog(tx: Tx, values: Omit<NewEmailLogRow, 'id'>): Promise<string> {
  const id = newId();
  await tx.insert(emailLogs).values({ ...values, id });
  return id;
}

export async function findEmailLog(tx: Tx, id: string): Promise<EmailLogRow | null> {
  const [row] = await tx.select().from(emailLogs).where(eq(emailLogs.id, id)).limit(1);
  return row ?? null;
}

export async function updateEmailLog(tx: Tx, id: string, values: Partial<Omit<NewEmailLogRow, 'id'>>): Promise<void> {
  await tx.update(emailLogs).set(values).where(eq(emailLogs.id, id));
}
