export interface BarRow {
  key: string;
  label: string;
  value: number;
  /** What the row prints beside its bar. */
  text: string;
  /** A second, quieter line under the label. */
  note?: string;
}

/** Horizontal bars, one per row, scaled to the largest: plain SVG bars in a responsive grid. */
export function BarList({ rows, className = 'fill-primary' }: { rows: readonly BarRow[]; className?: string }) {
  const max = Math.max(0, ...rows.map((r) => r.value));
  return (
    <ul className="grid gap-2">
      {rows.map((row) => (
        <li key={row.key} className="grid grid-cols-[minmax(6rem,9rem)_1fr_auto] items-center gap-3 text-xs sm:text-sm">
          <span className="truncate" title={row.label}>
            {row.label}
            {row.note && <span className="block text-[11px] text-muted-foreground">{row.note}</span>}
          </span>
          <svg className="h-3 w-full" preserveAspectRatio="none">
            <rect x="0" y="0" width="100%" height="100%" rx="3" className="fill-muted" />
            {max > 0 && row.value > 0 && (
              <rect x="0" y="0" width={`${(row.value / max) * 100}%`} height="100%" rx="3" className={className} />
            )}
          </svg>
          <span className="text-right font-medium tabular-nums">{row.text}</span>
        </li>
      ))}
    </ul>
  );
}
