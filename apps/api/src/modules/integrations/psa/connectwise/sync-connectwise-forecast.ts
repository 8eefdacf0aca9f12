import type { PsaOpportunityInput, PsaOpportunityLine } from '../psa-adapter';
import type { ConnectWiseClient } from './connectwise-client';
import { CW_LIMITS, truncateText } from './connectwise-text';

export interface CwForecastItem {
  id?: number;
  forecastType: 'Product' | 'Service' | 'Agreement' | 'Other1' | 'Other2';
  forecastDescription?: string;
  revenue?: number;
  cost?: number;
  quantity?: number;
  includeFlag?: boolean;
  recurringFlag?: boolean;
  recurringRevenue?: number;
  recurringCost?: number;
  cycles?: number;
  catalogItem?: { id: number } | null;
  status?: { id: number };
}

const COMPARED: (keyof CwForecastItem)[] = [
  'forecastType',
  'forecastDescription',
  'revenue',
  'cost',
  'quantity',
  'recurringFlag',
  'recurringRevenue',
  'recurringCost',
  'cycles',
];

const toMoney = (cents: number) => Math.round(cents) / 100;

function toItem(line: PsaOpportunityLine, termMonths: number, statusId: number): CwForecastItem {
  const common = {
    forecastDescription: truncateText(line.description, CW_LIMITS.forecastDescription),
    quantity: line.quantity,
    includeFlag: true,
    status: { id: statusId },
  };
  if (line.kind === 'recurring') {
    const cycles = Math.max(1, termMonths);
    return {
      ...common,
      forecastType: 'Agreement',
      recurringFlag: true,
      recurringRevenue: toMoney(line.revenueCents),
      recurringCost: toMoney(line.costCents),
      cycles,
      revenue: toMoney(line.revenueCents * cycles),
      cost: toMoney(line.costCents * cycles),
    };
  }
  return {
    ...common,
    forecastType: line.kind === 'product' ? 'Product' : 'Service',
    revenue: toMoney(line.revenueCents),
    cost: toMoney(line.costCents),
    ...(line.kind === 'product' && line.productId ? { catalogItem: { id: Number(line.productId) } } : {}),
  };
}

/** The forecast lines for an opportunity: its own lines, or one-time and monthly totals when it has none. */
export function toForecastItems(input: PsaOpportunityInput, statusId: number): CwForecastItem[] {
  const lines: PsaOpportunityLine[] = input.lines.length > 0 ? input.lines : totalsAsLines(input);
  return lines.map((line) => toItem(line, input.termMonths, statusId));
}

function totalsAsLines(input: PsaOpportunityInput): PsaOpportunityLine[] {
  const line = (kind: PsaOpportunityLine['kind'], description: string, revenueCents: number, costCents: number) => ({
    kind,
    description,
    quantity: 1,
    revenueCents,
    costCents,
    productId: null,
  });
  return [
    ...(input.oneTimeRevenueCents || input.oneTimeCostCents
      ? [line('service', 'Professional services', input.oneTimeRevenueCents, input.oneTimeCostCents)]
      : []),
    ...(input.monthlyRevenueCents || input.monthlyCostCents
      ? [line('recurring', 'Managed services', input.monthlyRevenueCents, input.monthlyCostCents)]
      : []),
  ];
}

const normalize = (value: unknown) => (value === false || value === undefined ? null : value);

function isSame(current: CwForecastItem, wanted: CwForecastItem): boolean {
  return COMPARED.every((key) => normalize(current[key]) === normalize(wanted[key]));
}

/** Makes the opportunity's forecast lines equal to `wanted`, touching only the lines that differ. */
export async function syncConnectWiseForecast(
  cw: ConnectWiseClient,
  opportunityId: number,
  wanted: CwForecastItem[],
  existing: CwForecastItem[],
): Promise<void> {
  const path = `/sales/opportunities/${opportunityId}/forecast`;
  const context = { what: 'the opportunity forecast', record: 'opportunity' };
  const current = [...existing].sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  for (const [index, item] of wanted.entries()) {
    const match = current[index];
    if (!match?.id) await cw.post(path, item, context);
    else if (!isSame(match, item)) await cw.put(`${path}/${match.id}`, { ...item, id: match.id }, context);
  }
  for (const surplus of current.slice(wanted.length)) {
    if (surplus.id) await cw.remove(`${path}/${surplus.id}`, context);
  }
}

/** GET …/forecast answers a Forecast object with `forecastItems`; some versions answer the bare list. */
export async function readConnectWiseForecast(cw: ConnectWiseClient, opportunityId: number): Promise<CwForecastItem[]> {
  const answer = await cw.get<CwForecastItem[] | { forecastItems?: CwForecastItem[] }>(
    `/sales/opportunities/${opportunityId}/forecast`,
    { pageSize: 1000 },
    { what: 'the opportunity forecast', record: 'opportunity' },
  );
  return Array.isArray(answer) ? answer : (answer?.forecastItems ?? []);
}
