import { z } from 'zod';
import {
  DEFAULT_DOCUMENT_BRANDING,
  DOCUMENT_FONTS,
  DOCUMENT_SECTION_KEYS,
  type DocumentFont,
  type DocumentSectionKey,
} from '../documents/document-branding';
import { BRANDING_COPY as COPY } from './branding-copy';
import { contrastRatio, formatContrastRatio } from './color-contrast';

export const BRANDING_TERMS_MAX = 20_000;
export const BRANDING_FOOTER_MAX = 500;
/** Primary colour against white: WCAG AA for normal text, since headings and the cover band text use it. */
export const PRIMARY_MIN_CONTRAST = 4.5;

const HEX = /^#[0-9a-f]{6}$/;

export const HexColor = z.string({ error: COPY.colorInvalid }).trim().toLowerCase().regex(HEX, COPY.colorInvalid);

/** The contrast problem of a primary colour, or null when it is readable with white text. */
export function primaryContrastProblem(color: string): string | null {
  if (!HEX.test(color)) return null;
  const ratio = contrastRatio(color, '#ffffff');
  return ratio >= PRIMARY_MIN_CONTRAST ? null : COPY.primaryContrastTooLow(formatContrastRatio(ratio));
}

export const PrimaryColor = HexColor.superRefine((value, ctx) => {
  const problem = primaryContrastProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const BrandingSection = z.strictObject({
  key: z.enum(DOCUMENT_SECTION_KEYS, { error: COPY.sectionsInvalid }),
  visible: z.boolean(),
});
export type BrandingSection = z.infer<typeof BrandingSection>;

export const BrandingSections = z
  .array(BrandingSection, { error: COPY.sectionsInvalid })
  .max(DOCUMENT_SECTION_KEYS.length, COPY.sectionsInvalid)
  .refine(
    (sections) =>
      sections.length === DOCUMENT_SECTION_KEYS.length &&
      new Set(sections.map((s) => s.key)).size === DOCUMENT_SECTION_KEYS.length,
    COPY.sectionsInvalid,
  );

export const UpdateBrandingInput = z.strictObject({
  primaryColor: PrimaryColor,
  accentColor: HexColor,
  font: z.enum(DOCUMENT_FONTS, { error: COPY.fontInvalid }),
  coverPage: z.boolean(),
  sections: BrandingSections,
  defaultTerms: z.string().max(BRANDING_TERMS_MAX, COPY.termsTooLong),
  footerText: z.string().trim().max(BRANDING_FOOTER_MAX, COPY.footerTooLong),
});
export type UpdateBrandingInput = z.infer<typeof UpdateBrandingInput>;

/** GET /api/settings/branding: the workspace's branding (defaults when never saved). */
export interface BrandingSettings {
  primaryColor: string;
  accentColor: string;
  font: DocumentFont;
  coverPage: boolean;
  sections: BrandingSection[];
  defaultTerms: string;
  footerText: string;
  /** Versioned address of the logo (PNG), or null. */
  logoUrl: string | null;
  logoWidth: number | null;
  logoHeight: number | null;
  updatedAt: string | null;
}

export const DEFAULT_BRANDING_SETTINGS: BrandingSettings = {
  primaryColor: DEFAULT_DOCUMENT_BRANDING.primaryColor,
  accentColor: DEFAULT_DOCUMENT_BRANDING.accentColor,
  font: DEFAULT_DOCUMENT_BRANDING.font,
  coverPage: DEFAULT_DOCUMENT_BRANDING.coverPage,
  sections: DEFAULT_DOCUMENT_BRANDING.sections.map((s) => ({ ...s })),
  defaultTerms: '',
  footerText: '',
  logoUrl: null,
  logoWidth: null,
  logoHeight: null,
  updatedAt: null,
};

/** Stored section settings made whole: unknown keys dropped, missing ones appended visible, each once. */
export function normalizeSections(stored: readonly { key: string; visible: boolean }[] | null | undefined) {
  const known = new Set<string>(DOCUMENT_SECTION_KEYS);
  const seen = new Set<string>();
  const sections: BrandingSection[] = [];
  for (const s of stored ?? []) {
    if (!known.has(s.key) || seen.has(s.key)) continue;
    seen.add(s.key);
    sections.push({ key: s.key as DocumentSectionKey, visible: s.visible !== false });
  }
  for (const key of DOCUMENT_SECTION_KEYS) if (!seen.has(key)) sections.push({ key, visible: true });
  return sections;
}

/** Per-quote document options (wizard Review step): each absent field follows the workspace. */
export const QuoteBrandingOverrides = z.strictObject({
  coverPage: z.boolean().optional(),
  sections: BrandingSections.optional(),
});
export type QuoteBrandingOverrides = z.infer<typeof QuoteBrandingOverrides>;

export const SetQuoteBrandingInput = z.strictObject({
  lockVersion: z.number().int().min(1),
  overrides: QuoteBrandingOverrides,
});
export type SetQuoteBrandingInput = z.infer<typeof SetQuoteBrandingInput>;

/** GET/PUT /api/quotes/{id}/branding. */
export interface QuoteBrandingView {
  lockVersion: number;
  /** Sent or later: read-only. */
  isFrozen: boolean;
  overrides: QuoteBrandingOverrides;
  /** What the document prints with (workspace defaults + overrides, or the frozen snapshot). */
  effective: { coverPage: boolean; sections: BrandingSection[] };
}

export function applyBrandingOverrides<T extends { coverPage: boolean; sections: readonly BrandingSection[] }>(
  base: T,
  overrides: QuoteBrandingOverrides,
): T {
  return {
    ...base,
    coverPage: overrides.coverPage ?? base.coverPage,
    sections: overrides.sections ? normalizeSections(overrides.sections) : base.sections,
  };
}
