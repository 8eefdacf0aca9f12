import {
  BrandingSections,
  DOCUMENT_FONTS,
  HexColor,
  QuoteBrandingOverrides,
  type QuoteBrandingOverrides as Overrides,
} from '@scopewright/domain';
import { z } from 'zod';

/**
 * What quote_versions.branding_snapshot holds: a draft's per-quote overrides, or, from sending on, the full
 * branding the version was frozen with. The logo is referenced by the workspace's logo version, not copied.
 */
export const FrozenBrandingSnapshot = z.object({
  kind: z.literal('frozen'),
  primaryColor: HexColor,
  accentColor: HexColor,
  font: z.enum(DOCUMENT_FONTS),
  coverPage: z.boolean(),
  sections: BrandingSections,
  footerText: z.string().max(500),
  logo: z.object({ version: z.number().int(), width: z.number().int(), height: z.number().int() }).nullable(),
  overrides: QuoteBrandingOverrides,
});
export type FrozenBrandingSnapshot = z.infer<typeof FrozenBrandingSnapshot>;

const OverridesSnapshot = z.object({ kind: z.literal('overrides'), overrides: QuoteBrandingOverrides });

export type ParsedSnapshot =
  { kind: 'frozen'; frozen: FrozenBrandingSnapshot } | { kind: 'overrides'; overrides: Overrides };

/** Reads a stored snapshot; anything unreadable counts as "no overrides" rather than breaking every render. */
export function parseBrandingSnapshot(stored: unknown): ParsedSnapshot {
  const frozen = FrozenBrandingSnapshot.safeParse(stored);
  if (frozen.success) return { kind: 'frozen', frozen: frozen.data };
  const overrides = OverridesSnapshot.safeParse(stored);
  return { kind: 'overrides', overrides: overrides.success ? overrides.data.overrides : {} };
}

export const overridesSnapshot = (overrides: Overrides) => ({ kind: 'overrides' as const, overrides });

/** A new version (revision, restore) keeps its source's document options, never its frozen branding. */
export function carryOverBrandingOverrides(stored: unknown) {
  const parsed = parseBrandingSnapshot(stored);
  const overrides = parsed.kind === 'overrides' ? parsed.overrides : parsed.frozen.overrides;
  return Object.keys(overrides).length > 0 ? overridesSnapshot(overrides) : null;
}
