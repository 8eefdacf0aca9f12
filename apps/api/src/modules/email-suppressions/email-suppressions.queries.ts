import { emailLogs, emailSuppressions, tenants, users, type EmailSuppression, type Tx } from '@scopewright/db';
import {
  EMAIL_SUPPRESSION_PAGE_SIZE,
  EMAIL_SUPPRESSIONS_COPY,
  type EmailSuppressionPage,
  type EmailSuppressionSummary,
  type ListEmailSuppressionsQuery,
} from '@scopewright/domain';
import { and, count, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../platform/contains-pattern';
import { AppError } from '../../platform/errors';

const columns = {
  suppression: emailSuppressions,
  subject: emailLogs.subject,
  tenantName: tenants.name,
  liftedByName: users.name,
};

type Row = {
  suppression: EmailSuppression;
  subject: string | null;
  tenantName: string | null;
  liftedByName: string | null;
};

function toSummary(row: Row): EmailSuppressionSummary {
  const s = row.suppression;
  return {
    id: s.id,
    email: s.email,
    reason: s.reason,
    detail: s.detail,
    createdAt: s.createdAt.toISOString(),
    source:
      s.sourceEmailLogId && row.subject !== null
        ? { emailLogId: s.sourceEmailLogId, subject: row.subject, tenantName: row.tenantName }
        : null,
    liftedAt: s.liftedAt?.toISOString() ?? null,
    liftedByName: row.liftedByName,
    liftReason: s.liftReason,
  };
}

const selectSummaries = (tx: Tx) =>
  tx
    .select(columns)
    .from(emailSuppressions)
    .leftJoin(emailLogs, eq(emailLogs.id, emailSuppressions.sourceEmailLogId))
    .leftJoin(tenants, eq(tenants.id, emailLogs.tenantId))
    .leftJoin(users, eq(users.id, emailSuppressions.liftedBy));

function filters(query: ListEmailSuppressionsQuery): SQL | undefined {
  const state =
    query.state === 'active'
      ? isNull(emailSuppressions.liftedAt)
      : query.state === 'lifted'
        ? isNotNull(emailSuppressions.liftedAt)
        : undefined;
  const search = query.q ? ilike(emailSuppressions.email, containsPattern(query.q.toLowerCase())) : undefined;
  return and(state, search);
}

/** Newest first, 50 a page, with the total of the filtered list. */
export async function readSuppressionPage(tx: Tx, query: ListEmailSuppressionsQuery): Promise<EmailSuppressionPage> {
  const where = filters(query);
  const [rows, [total]] = await Promise.all([
    selectSummaries(tx)
      .where(where)
      .orderBy(desc(emailSuppressions.createdAt), desc(emailSuppressions.id))
      .limit(EMAIL_SUPPRESSION_PAGE_SIZE)
      .offset((query.page - 1) * EMAIL_SUPPRESSION_PAGE_SIZE),
    tx.select({ total: count() }).from(emailSuppressions).where(where),
  ]);
  return {
    items: rows.map(toSummary),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: EMAIL_SUPPRESSION_PAGE_SIZE,
  };
}

export async function readSuppression(tx: Tx, id: string): Promise<EmailSuppressionSummary> {
  const [row] = await selectSummaries(tx).where(eq(emailSuppressions.id, id));
  if (!row) throw new AppError('NOT_FOUND', EMAIL_SUPPRESSIONS_COPY.notFound);
  return toSummary(row);
}

/** The suppression, locked for a change; 404 when there is none. */
export async function lockSuppression(tx: Tx, id: string): Promise<EmailSuppression> {
  const [row] = await tx.select().from(emailSuppressions).where(eq(emailSuppressions.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', EMAIL_SUPPRESSIONS_COPY.notFound);
  return row;
}
