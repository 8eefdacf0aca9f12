/** A line before pricing: the library's role name, not yet matched to the tenant's rate card. */
export interface DraftLine {
  key: string;
  name: string;
  description: string;
  role: string;
  hours: number;
  deliverables: string[];
  assumptions: string[];
  outOfScope: string[];
  customerResponsibilities: string[];
  rationale: string;
  serviceId: string | null;
}

export interface DraftSection {
  name: string;
  confidence: number;
  lines: DraftLine[];
}

export const roundToQuarter = (hours: number): number => Math.round(hours * 4) / 4;

/** "0.35", "2", "2.25": hours as printed in rationales. */
export const formatHours = (hours: number): string => String(Math.round(hours * 100) / 100);
