import { Table2, ChartColumn } from 'lucide-react';
import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { CHART_COPY } from './chart-copy';

interface ChartFrameProps {
  title: string;
  description?: ReactNode;
  /** The picture; hidden from assistive technology, which reads the table. */
  chart: ReactNode;
  /** The same numbers as a table: always in the page (visually hidden while the chart shows). */
  table: ReactNode;
  actions?: ReactNode;
  legend?: ReactNode;
  className?: string;
  testId?: string;
}

/** A chart card with a visible "Show as table" toggle; screen readers always get the table. */
export function ChartFrame({ title, description, chart, table, actions, legend, className, testId }: ChartFrameProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Card
      className={cn('grid gap-3 p-4 sm:p-5', className)}
      aria-labelledby={headingId}
      role="region"
      data-testid={testId}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h2 id={headingId} className="text-sm font-semibold">
            {title}
          </h2>
          {description && <p className="text-xs text-muted-foreground">{description}</p>}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {actions}
          <Button variant="ghost" size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {asTable ? <ChartColumn aria-hidden /> : <Table2 aria-hidden />}
            {asTable ? CHART_COPY.showChart : CHART_COPY.showTable}
          </Button>
        </div>
      </div>
      {!asTable && (
        <div aria-hidden className="grid min-w-0 gap-2">
          {chart}
          {legend}
        </div>
      )}
      <div className={cn('min-w-0', !asTable && 'sr-only')}>
        <TableShown.Provider value={asTable}>{table}</TableShown.Provider>
      </div>
    </Card>
  );
}

/** A legend swatch and its label. */
export function LegendItem({
  className,
  label,
  shape = 'square',
}: {
  className: string;
  label: string;
  shape?: 'square' | 'line' | 'dot';
}) {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
      <svg width="14" height="10" aria-hidden>
        {shape === 'square' && <rect x="2" y="1" width="10" height="8" rx="1.5" className={className} />}
        {shape === 'line' && (
          <line x1="0" y1="5" x2="14" y2="5" strokeWidth="2" strokeDasharray="4 2" className={className} />
        )}
        {shape === 'dot' && <circle cx="7" cy="5" r="3.5" className={className} />}
      </svg>
      {label}
    </span>
  );
}

/** False while a chart's table is only for screen readers: no scroll area, no tab stop nobody can see. */
const TableShown = createContext(true);

/** A table styled for figures: right-aligned tabular numbers, a scroll on narrow screens (reachable by keyboard). */
export function FigureTable({ caption, children }: { caption: string; children: ReactNode }) {
  const isShown = useContext(TableShown);
  const scroll = isShown
    ? {
        className: 'overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-ring',
        tabIndex: 0,
        role: 'region',
        'aria-label': caption,
      }
    : {};
  return (
    <div {...scroll}>
      <table className="w-full min-w-max border-collapse text-sm [&_td]:border-t [&_td]:px-2 [&_td]:py-1.5 [&_td:not(:first-child)]:text-right [&_td:not(:first-child)]:tabular-nums [&_th]:px-2 [&_th]:py-1.5 [&_th]:text-xs [&_th]:font-medium [&_th]:text-muted-foreground [&_th:not(:first-child)]:text-right [&_thead_th]:text-left">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
