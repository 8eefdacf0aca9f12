import type { QuoteVersion, Tx } from '@scopewright/db';
import { DEFAULT_DOCUMENT_BRANDING, type DocumentBranding } from '@scopewright/domain';

/**
 * The branding a version prints with: a sent version's frozen snapshot, otherwise the workspace's branding
 * with the version's per-quote overrides. (The branding slice fills this in; until then, the defaults.)
 */
export async function resolveDocumentBranding(
  _tx: Tx,
  _tenantId: string,
  _version: Pick<QuoteVersion, 'brandingSnapshot' | 'status'>,
): Promise<DocumentBranding> {
  return DEFAULT_DOCUMENT_BRANDING;
}
