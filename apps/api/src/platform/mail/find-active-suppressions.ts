import { emailSuppressions, type EmailSuppression, type Tx } from '@scopewright/db';
import { EMAIL_SUPPRESSIONS_COPY } from '@scopewright/domain';
import { and, inArray, isNull } from 'drizzle-orm';

/** The active suppressions among these addresses (compared lower-cased, as the list stores them). */
export async function findActiveSuppressions(tx: Tx, addresses: readonly string[]): Promise<EmailSuppression[]> {
  const wanted = [...new Set(addresses.map((address) => address.trim().toLowerCase()))];
  if (wanted.length === 0) return [];
  return tx
    .select()
    .from(emailSuppressions)
    .where(and(inArray(emailSuppressions.email, wanted), isNull(emailSuppressions.liftedAt)));
}

/** The log's error for a send the list stopped: who, why and since when. */
export const suppressedMessage = (address: string, suppression: EmailSuppression) =>
  EMAIL_SUPPRESSIONS_COPY.notSent(address, suppression.reason, suppression.createdAt.toISOString().slice(0, 10));
