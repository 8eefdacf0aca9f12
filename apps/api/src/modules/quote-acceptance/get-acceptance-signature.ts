import { QUOTE_OUTCOME_COPY as COPY } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { readAnsweredVersion } from './read-answered-version';

/** GET /api/quotes/{id}/acceptance/signature.png: the drawn signature (re-encoded PNG); 404 when typed or none. */
export function getAcceptanceSignature(
  ctx: TenantContext,
  input: { id: string; version?: number | undefined },
): Promise<Buffer> {
  return readAnsweredVersion(ctx, input, async (_tx, { acceptance }) => {
    if (!acceptance) throw new AppError('NOT_FOUND', COPY.noOutcome);
    if (acceptance.signatureKind !== 'drawn' || !acceptance.signatureImage) {
      throw new AppError('NOT_FOUND', COPY.noDrawnSignature);
    }
    return Buffer.from(acceptance.signatureImage);
  });
}
