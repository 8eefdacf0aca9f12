import { PsaError, type PsaOpportunityInput, type PsaRecordRef } from '../psa-adapter';
import type { ConnectWiseClient, PatchOperation } from './connectwise-client';
import type { ConnectWiseOptions } from './connectwise-credentials';
import { toRecordRef } from './connectwise-record-urls';
import { CW_LIMITS, truncateText } from './connectwise-text';
import { readConnectWiseForecast, syncConnectWiseForecast, toForecastItems } from './sync-connectwise-forecast';

interface CwOpportunity {
  id: number;
  status?: { id: number; name?: string };
}

interface CwProbability {
  id: number;
  probability: number;
}

interface CwStatus {
  id: number;
  name: string;
  wonFlag?: boolean;
  inactiveFlag?: boolean;
}

const OPPORTUNITY = { what: 'the opportunity', record: 'opportunity' };

/** CW dates are ISO date-times in UTC: "2026-12-31T00:00:00Z". */
export function toCwDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? `${date}T00:00:00Z`
    : new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function createConnectWiseOpportunities(cw: ConnectWiseClient, options: ConnectWiseOptions) {
  let probabilities: Promise<CwProbability[]> | null = null;
  const nearestProbability = async (percent: number) => {
    probabilities ??= cw
      .get<CwProbability[]>('/sales/probabilities', { pageSize: 1000 }, { what: 'the opportunity probabilities' })
      .catch(() => []);
    const rows = await probabilities;
    const best = [...rows].sort((a, b) => Math.abs(a.probability - percent) - Math.abs(b.probability - percent))[0];
    return best ? { id: best.id } : undefined;
  };

  async function describe(input: PsaOpportunityInput) {
    return {
      name: truncateText(input.name, CW_LIMITS.opportunityName),
      company: { id: Number(input.companyId) },
      expectedCloseDate: toCwDate(input.expectedCloseDate),
      ...(input.stageId ? { stage: { id: Number(input.stageId) } } : {}),
      probability: await nearestProbability(input.probability),
    };
  }

  async function create(input: PsaOpportunityInput): Promise<PsaRecordRef> {
    const fields = await describe(input);
    const salesRep = options.salesRepId ? { primarySalesRep: { id: Number(options.salesRepId) } } : {};
    const made = await cw.post<CwOpportunity>('/sales/opportunities', { ...fields, ...salesRep }, OPPORTUNITY);
    try {
      for (const item of toForecastItems(input, made.status?.id ?? 0)) {
        await cw.post(`/sales/opportunities/${made.id}/forecast`, item, OPPORTUNITY);
      }
    } catch (error) {
      // Without its value the opportunity would be a duplicate on retry; take it back if we can.
      await cw.remove(`/sales/opportunities/${made.id}`, OPPORTUNITY).catch(() => undefined);
      throw error;
    }
    return toRecordRef(await cw.site(), 'opportunity', made.id);
  }

  async function update(id: string, input: PsaOpportunityInput): Promise<PsaRecordRef> {
    const fields = await describe(input);
    const operations: PatchOperation[] = Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([path, value]) => ({ op: 'replace', path, value }));
    const updated = await cw.patch<CwOpportunity>(
      `/sales/opportunities/${encodeURIComponent(id)}`,
      operations,
      OPPORTUNITY,
    );
    const existing = await readConnectWiseForecast(cw, updated.id);
    await syncConnectWiseForecast(cw, updated.id, toForecastItems(input, updated.status?.id ?? 0), existing);
    return toRecordRef(await cw.site(), 'opportunity', updated.id);
  }

  async function markWon(id: string, wonAt: string): Promise<void> {
    const statuses = await cw.get<CwStatus[]>(
      '/sales/opportunities/statuses',
      { conditions: 'wonFlag=true', pageSize: 1000 },
      { what: 'the opportunity statuses' },
    );
    const won = statuses.find((status) => status.wonFlag !== false && !status.inactiveFlag);
    if (!won) {
      throw new PsaError(
        'invalid',
        'ConnectWise has no opportunity status marked Won: tick "Won" on one in Setup Tables > Opportunity Status',
        { record: 'opportunity' },
      );
    }
    await cw.patch(
      `/sales/opportunities/${encodeURIComponent(id)}`,
      [
        { op: 'replace', path: 'status', value: { id: won.id } },
        { op: 'replace', path: 'closedDate', value: toCwDate(wonAt) },
      ],
      OPPORTUNITY,
    );
  }

  return {
    upsert: (existingId: string | null, input: PsaOpportunityInput) =>
      existingId ? update(existingId, input) : create(input),
    markWon,
  };
}
