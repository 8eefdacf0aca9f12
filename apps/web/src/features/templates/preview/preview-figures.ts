import {
  calculateQuoteTotals,
  FIGURE_LABELS,
  RECURRING_FREQUENCIES,
  type PricingInput,
  type RecurringFrequency,
} from '@scopewright/domain';
import type { AppliedTemplateRecord, TemplateRecord } from '@/data/templates';

export interface PreviewPhase {
  id: string;
  name: string;
  lineNames: string[];
  minutes: number;
  oneTimeCents: number;
  /** Recurring revenue per month of the phase (0 when it has none). */
  monthlyCents: number;
}

export interface PreviewFigures {
  phases: PreviewPhase[];
  laborMinutes: number;
  /** One-time revenue before tax (FIGURE_LABELS.oneTime). */
  oneTimeCents: number;
  recurring: { frequency: RecurringFrequency; label: string; cents: number }[];
}

/**
 * The applied template's phases and headline figures from the pricing engine, over the template's own settings
 * (term, tax, discount): the same totals a quote started from it would show.
 */
export function previewFigures(
  content: TemplateRecord['document']['content'],
  applied: AppliedTemplateRecord['sections'],
): PreviewFigures {
  const input: PricingInput = { ...content, sections: applied };
  const totals = calculateQuoteTotals(input);
  return {
    phases: applied.map((section) => {
      const sectionTotals = totals.sections[section.id];
      return {
        id: section.id,
        name: section.name,
        lineNames: section.lines.filter((line) => line.kind !== 'text').map((line) => line.name),
        minutes: sectionTotals?.minutes ?? 0,
        oneTimeCents: sectionTotals?.oneTime.revenueCents ?? 0,
        monthlyCents: sectionTotals?.recurringMonthly.revenueCents ?? 0,
      };
    }),
    laborMinutes: totals.laborMinutes,
    oneTimeCents: totals.oneTime.revenueCents,
    recurring: RECURRING_FREQUENCIES.map((frequency) => ({
      frequency,
      label: FIGURE_LABELS.recurring[frequency],
      cents: totals.recurring[frequency].subtotalCents,
    })).filter((figure) => figure.cents !== 0),
  };
}
