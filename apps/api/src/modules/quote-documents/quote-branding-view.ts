import type { QuoteVersion, Tx } from '@scopewright/db';
import { applyBrandingOverrides, type QuoteBrandingView } from '@scopewright/domain';
import { isFrozen } from '../quotes';
import { getBrandingSettings, parseBrandingSnapshot } from '../branding';

/** The wizard's document options for one version: its overrides and the cover and sections it prints with. */
export async function quoteBrandingView(tx: Tx, version: QuoteVersion): Promise<QuoteBrandingView> {
  const snapshot = parseBrandingSnapshot(version.brandingSnapshot);
  const frozen = isFrozen(version) && snapshot.kind === 'frozen' ? snapshot.frozen : null;
  const overrides = snapshot.kind === 'overrides' ? snapshot.overrides : snapshot.frozen.overrides;
  const { coverPage, sections } =
    frozen ?? applyBrandingOverrides(await getBrandingSettings(tx, version.tenantId), overrides);
  return {
    lockVersion: version.lockVersion,
    isFrozen: isFrozen(version),
    overrides,
    effective: { coverPage, sections: sections.map((s) => ({ ...s })) },
  };
}
