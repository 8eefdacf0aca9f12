import { PsaError, type PsaOpportunityInput, type PsaRecordRef } from '../psa-adapter';
import type { HaloPsaOptions } from './halopsa-credentials';
import type { HaloHttp } from './halopsa-http';
import { isRecord, readId, readList, readText, ticketRef, truncate, type HaloRecord } from './halopsa-records';
import type { HaloSetup } from './halopsa-setup';

export const SUMMARY_MAX = 250;
/** Halo's lookup list of opportunity closure categories (Won, Lost, …). */
const CLOSURE_CATEGORY_LOOKUP = 57;
const OPPORTUNITY = { subject: 'the opportunity', record: 'opportunity' };

export interface HaloOpportunities {
  upsert(existingId: string | null, input: PsaOpportunityInput): Promise<PsaRecordRef>;
  markWon(id: string, wonAt: string): Promise<void>;
}

export function createHaloOpportunities(http: HaloHttp, setup: HaloSetup, options: HaloPsaOptions): HaloOpportunities {
  const requireOpportunity = async (id: string) => {
    const found = await http.find(`Opportunities/${encodeURIComponent(id)}`, {}, OPPORTUNITY);
    if (!isRecord(found) || found.deleted === true) {
      throw new PsaError('gone', `HaloPSA no longer has opportunity ${id}: it was deleted there`, {
        status: 404,
        record: 'opportunity',
      });
    }
    return found;
  };

  return {
    async upsert(existingId, input) {
      if (existingId) await requireOpportunity(existingId);
      const ticket = opportunityFields(input);
      if (existingId) ticket.id = Number(existingId);
      else {
        ticket.tickettype_id = Number(await setup.ticketTypeId('opportunity'));
        ticket.agent_id = Number((await setup.agent()).id);
        if (options.opportunityCategoryId) ticket.categoryid_1 = Number(options.opportunityCategoryId);
      }
      const [saved] = await http.post('Opportunities', [ticket], OPPORTUNITY);
      return ticketRef(http.base, saved?.id);
    },

    async markWon(id, wonAt) {
      await requireOpportunity(id);
      const statusId = options.wonStatusId ?? (await findClosedStatusId(setup));
      const closure = options.wonClosureCategoryId ?? (await findWonClosureCategory(http));
      const ticket: HaloRecord = { id: Number(id), status_id: Number(statusId), oppconverteddate: toHaloDate(wonAt) };
      if (closure) ticket.oppclosurecategory = Number(closure);
      await http.post('Opportunities', [ticket], OPPORTUNITY);
    },
  };
}

function opportunityFields(input: PsaOpportunityInput): HaloRecord {
  const oneOff = input.oneTimeRevenueCents / 100;
  const monthly = input.monthlyRevenueCents / 100;
  const cost = (input.oneTimeCostCents + input.monthlyCostCents * input.termMonths) / 100;
  const value = oneOff + monthly * input.termMonths;
  const fields: HaloRecord = {
    summary: truncate(input.name, SUMMARY_MAX),
    client_id: Number(input.companyId),
    details: describeLines(input),
    oppvalue: value,
    oppvalue_oneoff: oneOff,
    oppvalue_monthly: monthly,
    oppprofit: Math.round((value - cost) * 100) / 100,
    oppconversionprobability: Math.min(100, Math.max(0, Math.round(input.probability))),
    targetdate: toHaloDate(input.expectedCloseDate),
  };
  if (input.stageId) fields.status_id = Number(input.stageId);
  return fields;
}

function describeLines(input: PsaOpportunityInput): string {
  return input.lines
    .map((line) => `${line.quantity} × ${line.description} (${line.kind}) — ${(line.revenueCents / 100).toFixed(2)}`)
    .join('\n');
}

async function findClosedStatusId(setup: HaloSetup): Promise<string> {
  const statuses = await setup.statuses();
  const closed =
    statuses.find((status) => /^closed$/i.test(readText(status, 'name') ?? '')) ??
    statuses.find((status) => /\bwon\b/i.test(readText(status, 'name') ?? ''));
  if (!closed) {
    throw new PsaError(
      'invalid',
      'HaloPSA has no status named "Closed" to move the won opportunity to: choose the won status in the HaloPSA connection settings',
      { record: 'opportunity' },
    );
  }
  return readId(closed);
}

async function findWonClosureCategory(http: HaloHttp): Promise<string | null> {
  const body = await http.get('Lookup', { lookupid: CLOSURE_CATEGORY_LOOKUP }, { subject: 'the closure categories' });
  const won = readList(body, 'lookups').find((entry) => /^won$/i.test(readText(entry, 'name') ?? ''));
  return won ? readId(won) : null;
}

/** "2026-12-31" → "2026-12-31T00:00:00Z"; full timestamps pass through. */
export function toHaloDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
}
