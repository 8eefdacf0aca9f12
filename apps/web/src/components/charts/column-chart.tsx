import { niceScale } from './nice-scale';
import { useElementWidth } from './use-element-width';

export interface ColumnSeries {
  key: string;
  label: string;
  /** An SVG fill class (`fill-primary`). */
  className: string;
  values: readonly number[];
  /** Series with the same stack pile up; different stacks stand side by side. */
  stack: string;
}

export interface ColumnMarks {
  label: string;
  values: readonly (number | null)[];
  className: string;
}

interface ColumnChartProps {
  categories: readonly string[];
  series: readonly ColumnSeries[];
  /** A dashed level per category (a target). */
  level?: ColumnMarks;
  /** A dot per category (the weighted forecast). */
  dots?: ColumnMarks;
  formatTick: (value: number) => string;
  height?: number;
}

const PAD = { top: 8, right: 8, bottom: 24, left: 52 };

/** Columns per category, stacked or side by side, with an optional level line and dots: plain SVG. */
export function ColumnChart({ categories, series, level, dots, formatTick, height = 220 }: ColumnChartProps) {
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const stacks = [...new Set(series.map((s) => s.stack))];
  const totals = categories.map((_, i) =>
    stacks.map((stack) => series.filter((s) => s.stack === stack).reduce((sum, s) => sum + (s.values[i] ?? 0), 0)),
  );
  const highest = Math.max(
    0,
    ...totals.flat(),
    ...(level?.values ?? []).map((v) => v ?? 0),
    ...(dots?.values ?? []).map((v) => v ?? 0),
  );
  const { top, ticks } = niceScale(highest);
  const plotWidth = Math.max(1, width - PAD.left - PAD.right);
  const plotHeight = height - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + plotHeight - (v / top) * plotHeight;
  const band = plotWidth / Math.max(1, categories.length);
  const groupWidth = Math.min(band * 0.7, 28 * stacks.length + 8);
  const columnWidth = groupWidth / stacks.length;
  const everyNth = Math.max(1, Math.ceil((categories.length * 56) / plotWidth));

  return (
    <div ref={ref} className="w-full min-w-0 overflow-hidden">
      <svg width={width} height={height} className="block overflow-visible" role="presentation">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-border" />
            <text
              x={PAD.left - 6}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              className="fill-muted-foreground text-[10px] tabular-nums"
            >
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {categories.map((category, i) => {
          const x0 = PAD.left + band * i + (band - groupWidth) / 2;
          return (
            <g key={category}>
              {stacks.map((stack, si) => {
                let base = 0;
                return series
                  .filter((s) => s.stack === stack)
                  .map((s) => {
                    const value = s.values[i] ?? 0;
                    const rect = (
                      <rect
                        key={s.key}
                        x={x0 + si * columnWidth + 1}
                        width={Math.max(1, columnWidth - 2)}
                        y={y(base + value)}
                        height={Math.max(0, y(base) - y(base + value))}
                        className={s.className}
                      />
                    );
                    base += value;
                    return rect;
                  });
              })}
              {level && level.values[i] !== null && level.values[i] !== undefined && (
                <line
                  x1={PAD.left + band * i + 2}
                  x2={PAD.left + band * (i + 1) - 2}
                  y1={y(level.values[i]!)}
                  y2={y(level.values[i]!)}
                  strokeWidth={2}
                  strokeDasharray="5 3"
                  className={level.className}
                />
              )}
              {dots && dots.values[i] !== null && dots.values[i] !== undefined && (
                <circle cx={PAD.left + band * (i + 0.5)} cy={y(dots.values[i]!)} r={4} className={dots.className} />
              )}
              {i % everyNth === 0 && (
                <text
                  x={PAD.left + band * (i + 0.5)}
                  y={height - 6}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[10px]"
                >
                  {category}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
