import {
  PLATFORM_OVERVIEW_COPY as COPY,
  PLATFORM_OVERVIEW_RANGES,
  type PlatformOverviewRange,
} from '@scopewright/domain';
import { ToggleGroup } from 'radix-ui';

/** Today / Week / Month / Quarter / Year: the calendar period containing now, in UTC. */
export function RangePicker({
  value,
  onChange,
}: {
  value: PlatformOverviewRange;
  onChange: (range: PlatformOverviewRange) => void;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(next) => next && onChange(next as PlatformOverviewRange)}
      aria-label={COPY.rangeLabel}
      className="inline-flex h-9 max-w-full items-center overflow-x-auto rounded-md border bg-muted/50 p-0.5"
    >
      {PLATFORM_OVERVIEW_RANGES.map((range) => (
        <ToggleGroup.Item
          key={range}
          value={range}
          className="inline-flex h-full items-center rounded-[5px] px-3 text-xs font-medium whitespace-nowrap text-muted-foreground outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-xs"
        >
          {COPY.ranges[range]}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
