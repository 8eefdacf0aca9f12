import { SCOPE_COPY, type SuggestedLine, type SuggestedSection } from '@scopewright/domain';
import { toConfidenceLevel } from './confidence';
import type { DraftSection } from './draft';
import type { RateCardRole } from './types';

/** Keyword fallbacks when the rate card has no role of the library's exact name, most specific first. */
const ROLE_KEYWORDS: readonly (readonly [RegExp, RegExp])[] = [
  [/network/, /network/],
  [/cloud/, /cloud/],
  [/security/, /security|cyber/],
  [/architect/, /architect/],
  [/systems/, /system/],
  [/desk|technician/, /desk|technician|support/],
  [/field/, /field|technician|onsite|on-site/],
  [/project|coordinator/, /project/],
  [/vcio|cio/, /cio|consult|strategy/],
];

/** The tenant's role for a library role name: exact (any case), then by keyword, then the first role. */
export function matchRole(libraryRoleName: string, roles: readonly RateCardRole[]): RateCardRole | null {
  const name = libraryRoleName.trim().toLowerCase();
  const exact = roles.find((role) => role.name.trim().toLowerCase() === name);
  if (exact) return exact;
  for (const [wanted, offered] of ROLE_KEYWORDS) {
    if (!wanted.test(name)) continue;
    const match = roles.find((role) => offered.test(role.name.toLowerCase()));
    if (match) return match;
  }
  return roles[0] ?? null;
}

export interface PricedScope {
  sections: SuggestedSection[];
  totalHours: number;
  totalPriceCents: number;
  /** SCOPE_COPY.noRolesOnRateCard when nothing could be priced, otherwise null. */
  message: string | null;
}

const roundHours = (hours: number) => Math.round(hours * 100) / 100;

/** Prices draft sections with the tenant's rate card; rates only ever come from `roles`. */
export function priceDraftSections(sections: readonly DraftSection[], roles: readonly RateCardRole[]): PricedScope {
  const priced = sections.map((section) => {
    const lines = section.lines.map((line): SuggestedLine => {
      const role = matchRole(line.role, roles);
      const hours = roundHours(Math.max(0, line.hours));
      const billRateCents = role?.billRateCents ?? 0;
      return {
        ...line,
        hours,
        role: role?.name ?? line.role,
        roleId: role?.id ?? null,
        billRateCents,
        costRateCents: role?.costRateCents ?? 0,
        priceCents: Math.round(hours * billRateCents),
      };
    });
    const confidence = Math.min(1, Math.max(0, section.confidence));
    return { name: section.name, confidence, confidenceLevel: toConfidenceLevel(confidence), lines };
  });
  const lines = priced.flatMap((section) => section.lines);
  return {
    sections: priced,
    totalHours: roundHours(lines.reduce((sum, line) => sum + line.hours, 0)),
    totalPriceCents: lines.reduce((sum, line) => sum + line.priceCents, 0),
    message: roles.length === 0 && lines.length > 0 ? SCOPE_COPY.noRolesOnRateCard : null,
  };
}
