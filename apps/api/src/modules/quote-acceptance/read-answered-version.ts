import { quoteAcceptances, withTenant, type QuoteAcceptance, type QuoteVersion } from '@scopewright/db';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { getCurrentVersion, getQuoteOrThrow, getVersionByNoOrThrow } from '../quotes';
import type { Quote, Tx } from '@scopewright/db';

/** An acceptance as the app shows it: everything but the stored signed PDF, which only downloads need. */
export type AcceptanceRecord = Omit<QuoteAcceptance, 'documentPdf'>;

export interface AnsweredVersion {
  quote: Quote;
  version: QuoteVersion;
  acceptance: AcceptanceRecord | null;
}

const { documentPdf: _signedPdf, ...ACCEPTANCE_RECORD } = getTableColumns(quoteAcceptances);

/**
 * A version of the quote (the current one unless `version` names one) and its acceptance row, read in the
 * caller's workspace. `then` runs in the same transaction (e.g. to read the content for option names).
 */
export function readAnsweredVersion<T>(
  ctx: TenantContext,
  input: { id: string; version?: number | undefined },
  then: (tx: Tx, answered: AnsweredVersion) => Promise<T>,
): Promise<T> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, tenantId, input.id);
    const version = input.version
      ? await getVersionByNoOrThrow(tx, quote, input.version)
      : await getCurrentVersion(tx, quote);
    const [acceptance] = await tx
      .select(ACCEPTANCE_RECORD)
      .from(quoteAcceptances)
      .where(and(eq(quoteAcceptances.tenantId, tenantId), eq(quoteAcceptances.versionId, version.id)));
    return then(tx, { quote, version, acceptance: acceptance ?? null });
  });
}
