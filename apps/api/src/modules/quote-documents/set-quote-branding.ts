import { quoteVersions, withTenant } from '@scopewright/db';
import { QUOTE_COPY, type QuoteBrandingView, type SetQuoteBrandingInput } from '@scopewright/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { assertNotArchived, getCurrentVersion, getQuoteOrThrow, isFrozen } from '../quotes';
import { frozenVersionError } from '../../platform/frozen-version-error';
import { overridesSnapshot } from '../branding';
import { quoteBrandingView } from './quote-branding-view';

/**
 * PUT /api/quotes/{id}/branding: the current draft's document options (cover page, section visibility and
 * order). Like the autosave it compares and bumps the lock version; a sent version is frozen (409).
 */
export function setQuoteBranding(
  ctx: TenantContext,
  input: { id: string } & SetQuoteBrandingInput,
): Promise<QuoteBrandingView> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, tenantId, input.id, true);
    assertNotArchived(quote);
    const current = await getCurrentVersion(tx, quote);
    if (isFrozen(current)) throw frozenVersionError(current);
    const [saved] = await tx
      .update(quoteVersions)
      .set({
        brandingSnapshot: overridesSnapshot(input.overrides),
        lockVersion: sql`${quoteVersions.lockVersion} + 1`,
        updatedBy: ctx.actor.userId,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(quoteVersions.tenantId, tenantId),
          eq(quoteVersions.id, current.id),
          eq(quoteVersions.lockVersion, input.lockVersion),
          eq(quoteVersions.status, 'draft'),
        ),
      )
      .returning();
    if (!saved) {
      throw new AppError('CONFLICT', QUOTE_COPY.staleVersion, {
        reason: 'stale',
        details: { currentLockVersion: current.lockVersion },
      });
    }
    return quoteBrandingView(tx, saved);
  });
}
