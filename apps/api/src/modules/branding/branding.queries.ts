import { branding, type Tx } from '@scopewright/db';
import {
  brandingLogoPath,
  DEFAULT_BRANDING_SETTINGS,
  DOCUMENT_FONTS,
  normalizeSections,
  type BrandingSettings,
  type DocumentFont,
} from '@scopewright/domain';
import { eq } from 'drizzle-orm';

/** Every column but the logo bytes: settings reads never load the image. */
const SETTINGS_COLUMNS = {
  primaryColor: branding.primaryColor,
  accentColor: branding.accentColor,
  font: branding.font,
  coverPage: branding.coverPage,
  sections: branding.sections,
  defaultTerms: branding.defaultTerms,
  footerText: branding.footerText,
  hasLogo: branding.logoContentType,
  logoWidth: branding.logoWidth,
  logoHeight: branding.logoHeight,
  logoVersion: branding.logoVersion,
  updatedAt: branding.updatedAt,
};

export type BrandingRow = Awaited<ReturnType<typeof findBrandingRow>>;

const isFont = (font: string): font is DocumentFont => (DOCUMENT_FONTS as readonly string[]).includes(font);

/** The workspace's branding row without the logo bytes, or undefined before the first save. */
export async function findBrandingRow(tx: Tx, tenantId: string) {
  const [row] = await tx.select(SETTINGS_COLUMNS).from(branding).where(eq(branding.tenantId, tenantId));
  return row;
}

export function toBrandingSettings(row: BrandingRow): BrandingSettings {
  if (!row) return DEFAULT_BRANDING_SETTINGS;
  const hasLogo = row.hasLogo !== null;
  return {
    primaryColor: row.primaryColor,
    accentColor: row.accentColor,
    font: isFont(row.font) ? row.font : DEFAULT_BRANDING_SETTINGS.font,
    coverPage: row.coverPage,
    sections: normalizeSections(row.sections),
    defaultTerms: row.defaultTerms,
    footerText: row.footerText,
    logoUrl: hasLogo ? brandingLogoPath(row.logoVersion) : null,
    logoWidth: hasLogo ? row.logoWidth : null,
    logoHeight: hasLogo ? row.logoHeight : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getBrandingSettings(tx: Tx, tenantId: string): Promise<BrandingSettings> {
  return toBrandingSettings(await findBrandingRow(tx, tenantId));
}

/** The stored logo (re-encoded PNG) with its version, or undefined. */
export async function findBrandingLogo(tx: Tx, tenantId: string) {
  const [row] = await tx
    .select({
      image: branding.logo,
      version: branding.logoVersion,
      width: branding.logoWidth,
      height: branding.logoHeight,
    })
    .from(branding)
    .where(eq(branding.tenantId, tenantId));
  if (!row?.image || !row.width || !row.height) return undefined;
  return { image: row.image, version: row.version, width: row.width, height: row.height };
}

/** The terms a blank quote starts with (Settings → Branding → Default terms). */
export async function findDefaultTerms(tx: Tx, tenantId: string): Promise<string> {
  const [row] = await tx.select({ terms: branding.defaultTerms }).from(branding).where(eq(branding.tenantId, tenantId));
  return row?.terms ?? '';
}
