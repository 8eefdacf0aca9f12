import { useSearchParams } from 'react-router';
import type { ForecastBy } from '@/data/opportunity-analytics';
import type { ForecastMeasure } from './forecast-copy';

const MEASURES: readonly ForecastMeasure[] = ['firstYear', 'oneTime', 'recurring'];
/** Six months or four quarters ahead, and as many behind for accuracy. */
export const PERIODS: Record<ForecastBy, number> = { month: 6, quarter: 4 };

/** `?by=quarter&measure=recurring` in the URL; month and first-year value by default. */
export function useForecastParams() {
  const [params, setParams] = useSearchParams();
  const by: ForecastBy = params.get('by') === 'quarter' ? 'quarter' : 'month';
  const measure = MEASURES.find((m) => m === params.get('measure')) ?? 'firstYear';
  const set = (key: 'by' | 'measure', value: string, fallback: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value === fallback) next.delete(key);
      else next.set(key, value);
      return next;
    });
  return {
    by,
    measure,
    setBy: (value: ForecastBy) => set('by', value, 'month'),
    setMeasure: (value: ForecastMeasure) => set('measure', value, 'firstYear'),
  };
}
