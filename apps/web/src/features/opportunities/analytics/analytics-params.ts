import { isIsoDate } from '@scopewright/domain';
import { useSearchParams } from 'react-router';
import type { AnalyticsGroupBy, AnalyticsQuery, AnalyticsRange } from '@/data/opportunity-analytics';

const RANGES: readonly AnalyticsRange[] = ['today', 'week', 'month', 'quarter', 'year', 'custom'];
const GROUP_BYS: readonly AnalyticsGroupBy[] = ['owner', 'client', 'serviceArea'];
export const DEFAULT_RANGE: AnalyticsRange = 'quarter';
const DEFAULT_GROUP_BY: AnalyticsGroupBy = 'owner';

/** The query the URL describes (`?range=custom&from=…&to=…&groupBy=client`); anything unreadable is the default. */
export function readAnalyticsQuery(params: URLSearchParams): AnalyticsQuery {
  const range = RANGES.find((r) => r === params.get('range')) ?? DEFAULT_RANGE;
  const groupBy = GROUP_BYS.find((g) => g === params.get('groupBy')) ?? DEFAULT_GROUP_BY;
  if (range !== 'custom') return { range, groupBy };
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (!isIsoDate(from) || !isIsoDate(to) || to < from) return { range: DEFAULT_RANGE, groupBy };
  return { range, from, to, groupBy };
}

/** The analytics query kept in the URL, so a view can be shared and the back button steps through ranges. */
export function useAnalyticsQuery() {
  const [params, setParams] = useSearchParams();
  const query = readAnalyticsQuery(params);
  const update = (next: AnalyticsQuery) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        for (const key of ['range', 'from', 'to', 'groupBy']) out.delete(key);
        if (next.range !== DEFAULT_RANGE) out.set('range', next.range!);
        if (next.range === 'custom' && next.from && next.to) {
          out.set('from', next.from);
          out.set('to', next.to);
        }
        if (next.groupBy !== DEFAULT_GROUP_BY) out.set('groupBy', next.groupBy!);
        return out;
      },
      { replace: false },
    );
  return [query, update] as const;
}
