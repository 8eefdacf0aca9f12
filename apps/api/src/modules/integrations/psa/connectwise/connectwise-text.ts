/** CW field limits from the 2022.1 spec; texts are cut rather than refused. */
export const CW_LIMITS = {
  companyIdentifier: 25,
  companyName: 50,
  opportunityName: 100,
  projectName: 75,
  phaseDescription: 100,
  ticketSummary: 100,
  forecastDescription: 50,
  documentTitle: 100,
} as const;

export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** A company identifier: letters and digits only, at most 25 characters. */
export function toCompanyIdentifier(name: string, suffix = ''): string {
  const base = name.normalize('NFKD').replace(/[^A-Za-z0-9]/g, '') || 'Company';
  return base.slice(0, CW_LIMITS.companyIdentifier - suffix.length) + suffix;
}

/** Quotes a value for a `conditions` expression. */
export function quoteCondition(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
