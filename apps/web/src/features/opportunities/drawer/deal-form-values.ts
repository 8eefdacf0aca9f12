import { centsToAmountInput, parseMoneyToCents, type UpdateOpportunityInput } from '@scopewright/domain';
import type { OpportunityRecord } from '@/data/opportunities';

export type DealFormKey =
  | 'name'
  | 'ownerId'
  | 'source'
  | 'expectedCloseDate'
  | 'probabilityOverride'
  | 'nextStep'
  | 'nextStepDate'
  | 'oneTimeCents'
  | 'mrrCents'
  | 'tcvCents';

type Deal = Pick<OpportunityRecord, DealFormKey | 'lockVersion'>;

/** The deal as the form's text values. */
export function dealFormValues(deal: Deal): Record<DealFormKey, string> {
  return {
    name: deal.name,
    ownerId: deal.ownerId ?? '',
    source: deal.source ?? '',
    expectedCloseDate: deal.expectedCloseDate ?? '',
    probabilityOverride: deal.probabilityOverride === null ? '' : String(deal.probabilityOverride),
    nextStep: deal.nextStep,
    nextStepDate: deal.nextStepDate ?? '',
    oneTimeCents: centsToAmountInput(deal.oneTimeCents),
    mrrCents: centsToAmountInput(deal.mrrCents),
    tcvCents: centsToAmountInput(deal.tcvCents),
  };
}

const MONEY_KEYS = ['oneTimeCents', 'mrrCents', 'tcvCents'] as const;

/**
 * The PATCH body: every field but the values, which go only when changed (typing a value overrides the primary
 * quote's, so an untouched one must not). Text that is not an amount becomes NaN, which the schema names.
 */
export function toUpdateBody(deal: Deal, text: Record<DealFormKey, string>): UpdateOpportunityInput {
  const probability = text.probabilityOverride.trim();
  const body: UpdateOpportunityInput = {
    lockVersion: deal.lockVersion,
    name: text.name,
    ownerId: text.ownerId || null,
    source: (text.source || null) as UpdateOpportunityInput['source'],
    expectedCloseDate: text.expectedCloseDate || null,
    probabilityOverride: probability === '' ? null : /^\d+$/.test(probability) ? Number(probability) : Number.NaN,
    nextStep: text.nextStep,
    nextStepDate: text.nextStepDate || null,
  };
  for (const key of MONEY_KEYS) {
    const typed = text[key].trim() === '' ? 0 : (parseMoneyToCents(text[key]) ?? Number.NaN);
    if (typed !== deal[key]) body[key] = typed;
  }
  return body;
}
