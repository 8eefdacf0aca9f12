import {
  PLATFORM_OVERVIEW_DEFAULT_RANGE,
  PLATFORM_OVERVIEW_RANGES,
  type PlatformOverviewRange,
} from '@scopewright/domain';
import { useSearchParams } from 'react-router';

const isRange = (value: string | null): value is PlatformOverviewRange =>
  value !== null && (PLATFORM_OVERVIEW_RANGES as readonly string[]).includes(value);

/** The period in the URL (`?range=`; the month when absent or unknown): shareable, and Back restores it. */
export function useOverviewRange() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('range');
  const range = isRange(requested) ? requested : PLATFORM_OVERVIEW_DEFAULT_RANGE;
  const setRange = (next: PlatformOverviewRange) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === PLATFORM_OVERVIEW_DEFAULT_RANGE) out.delete('range');
        else out.set('range', next);
        return out;
      },
      { replace: true },
    );
  return { range, setRange };
}
