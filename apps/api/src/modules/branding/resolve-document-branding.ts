import type { QuoteVersion, Tx } from '@scopewright/db';
import { applyBrandingOverrides, type DocumentBranding, type DocumentLogo } from '@scopewright/domain';
import { findBrandingLogo, findBrandingRow, toBrandingSettings } from './branding.queries';
import { parseBrandingSnapshot, type FrozenBrandingSnapshot } from './branding-snapshot';

type VersionBranding = Pick<QuoteVersion, 'brandingSnapshot' | 'status'>;

async function loadLogo(tx: Tx, tenantId: string): Promise<DocumentLogo | null> {
  const logo = await findBrandingLogo(tx, tenantId);
  if (!logo) return null;
  return { dataUri: `data:image/png;base64,${logo.image.toString('base64')}`, width: logo.width, height: logo.height };
}

/** The workspace's branding with the version's per-quote overrides (what a draft prints with). */
async function liveBranding(tx: Tx, tenantId: string, version: VersionBranding) {
  const snapshot = parseBrandingSnapshot(version.brandingSnapshot);
  const overrides = snapshot.kind === 'overrides' ? snapshot.overrides : snapshot.frozen.overrides;
  const row = await findBrandingRow(tx, tenantId);
  const settings = applyBrandingOverrides(toBrandingSettings(row), overrides);
  return { settings, overrides, logoVersion: row?.hasLogo ? row.logoVersion : null };
}

/**
 * The branding a version prints with: a sent (or later) version's frozen snapshot when it has one, otherwise
 * the workspace's branding with the version's per-quote overrides. The logo is embedded as a data URI.
 */
export async function resolveDocumentBranding(
  tx: Tx,
  tenantId: string,
  version: VersionBranding,
): Promise<DocumentBranding> {
  const snapshot = parseBrandingSnapshot(version.brandingSnapshot);
  if (version.status !== 'draft' && snapshot.kind === 'frozen') {
    const { kind: _kind, logo, overrides: _overrides, ...frozen } = snapshot.frozen;
    // The workspace keeps one logo: a frozen version shows the current one unless it was sent without any.
    return { ...frozen, logo: logo ? await loadLogo(tx, tenantId) : null };
  }
  const { settings } = await liveBranding(tx, tenantId, version);
  return {
    primaryColor: settings.primaryColor,
    accentColor: settings.accentColor,
    font: settings.font,
    coverPage: settings.coverPage,
    sections: settings.sections,
    footerText: settings.footerText,
    logo: settings.logoUrl ? await loadLogo(tx, tenantId) : null,
  };
}

/**
 * The full branding to store in quote_versions.branding_snapshot when a version is sent, so later changes to
 * Settings → Branding do not change what the client was sent. Call it inside the send transaction.
 */
export async function freezeBrandingSnapshot(
  tx: Tx,
  tenantId: string,
  version: VersionBranding,
): Promise<FrozenBrandingSnapshot> {
  const { settings, overrides, logoVersion } = await liveBranding(tx, tenantId, version);
  return {
    kind: 'frozen',
    primaryColor: settings.primaryColor,
    accentColor: settings.accentColor,
    font: settings.font,
    coverPage: settings.coverPage,
    sections: settings.sections,
    footerText: settings.footerText,
    logo:
      logoVersion !== null && settings.logoWidth && settings.logoHeight
        ? { version: logoVersion, width: settings.logoWidth, height: settings.logoHeight }
        : null,
    overrides,
  };
}
