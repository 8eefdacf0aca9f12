import { PsaError, type PsaOpportunityInput, type PsaRecordRef } from '../psa-adapter';
import type { AutotaskApi } from './autotask-api';
import type { AutotaskOptions } from './autotask-credentials';
import { rethrowIfGone } from './autotask-gone';
import { pickDefault, readPicklist, type PicklistValue } from './autotask-query';
import { resolveOwnerResource } from './autotask-resources';
import { AUTOTASK_LIMITS, centsToAmount, clipText } from './autotask-text';
import { buildRecordUrl } from './autotask-urls';

const CONTEXT = { what: 'the opportunity', record: 'opportunity' };

export async function upsertOpportunity(
  api: AutotaskApi,
  options: AutotaskOptions,
  existingId: string | null,
  input: PsaOpportunityInput,
): Promise<PsaRecordRef> {
  const values = buildOpportunityValues(input);
  const { webUrl } = await api.zone();
  if (existingId) {
    const body = { id: Number(existingId), ...values, ...(input.stageId ? { stage: Number(input.stageId) } : {}) };
    try {
      await api.call('PATCH', 'Opportunities', CONTEXT, body);
    } catch (error) {
      await rethrowIfGone(api, error, { entity: 'Opportunities', id: existingId, ...CONTEXT });
    }
    return { id: existingId, url: buildRecordUrl(webUrl, 'opportunity', existingId) };
  }
  const body = {
    ...values,
    companyID: Number(input.companyId),
    ownerResourceID: await resolveOwnerResource(api, options.ownerResourceId),
    stage: Number(input.stageId ?? (await defaultValue(api, 'stage'))),
    status: Number(await activeStatus(api)),
    createDate: new Date().toISOString(),
    useQuoteTotals: false,
  };
  const { itemId } = await api.call<{ itemId: number }>('POST', 'Opportunities', { what: 'the opportunity' }, body);
  return { id: String(itemId), url: buildRecordUrl(webUrl, 'opportunity', itemId) };
}

export async function markOpportunityWon(api: AutotaskApi, id: string, wonAt: string): Promise<void> {
  const statuses = (await readPicklist(api, 'Opportunities', 'status')).filter(
    (entry) => !/lost|inactive/i.test(entry.label),
  );
  const won = findStatus(statuses, [/won/i, /^closed$/i, /closed/i]);
  if (!won) {
    throw new PsaError(
      'invalid',
      'Autotask has no opportunity status meaning "won" (such as "Closed"): add one under Admin > Opportunities > Status.',
      { record: 'opportunity' },
    );
  }
  const body = { id: Number(id), status: Number(won.value), closedDate: new Date(wonAt).toISOString() };
  try {
    await api.call('PATCH', 'Opportunities', CONTEXT, body);
  } catch (error) {
    await rethrowIfGone(api, error, { entity: 'Opportunities', id, ...CONTEXT });
  }
}

function buildOpportunityValues(input: PsaOpportunityInput) {
  const term = Math.max(1, Math.round(input.termMonths));
  return {
    title: clipText(input.name, AUTOTASK_LIMITS.opportunityTitle),
    amount: centsToAmount(input.oneTimeRevenueCents + input.monthlyRevenueCents * term),
    cost: centsToAmount(input.oneTimeCostCents + input.monthlyCostCents * term),
    onetimeRevenue: centsToAmount(input.oneTimeRevenueCents),
    onetimeCost: centsToAmount(input.oneTimeCostCents),
    monthlyRevenue: centsToAmount(input.monthlyRevenueCents),
    monthlyCost: centsToAmount(input.monthlyCostCents),
    totalAmountMonths: term,
    probability: Math.min(100, Math.max(0, Math.round(input.probability))),
    projectedCloseDate: new Date(input.expectedCloseDate).toISOString(),
  };
}

async function defaultValue(api: AutotaskApi, field: string): Promise<string> {
  const value = pickDefault(await readPicklist(api, 'Opportunities', field));
  if (!value) {
    throw new PsaError('invalid', `Autotask has no opportunity ${field} to choose: add one in Autotask's admin.`, {
      record: 'opportunity',
    });
  }
  return value.value;
}

async function activeStatus(api: AutotaskApi): Promise<string> {
  const values = await readPicklist(api, 'Opportunities', 'status');
  return findStatus(values, [/^active$/i])?.value ?? (await defaultValue(api, 'status'));
}

function findStatus(values: PicklistValue[], patterns: RegExp[]): PicklistValue | undefined {
  for (const pattern of patterns) {
    const match = values.find((entry) => pattern.test(entry.label));
    if (match) return match;
  }
  return undefined;
}
