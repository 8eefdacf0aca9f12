import { DEBUG_COPY as COPY } from '@scopewright/domain';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import type { DebugInfo } from '@/data/platform-health';
import { formatTimestamp } from '@/lib/relative-time';

/** This process: what it runs, against which schema, for how long. */
export function BuildFacts({ process }: { process: DebugInfo['process'] }) {
  const titleId = useId();
  const facts: [string, string, string?][] = [
    [COPY.build, process.buildVersion],
    [COPY.schema, process.schemaVersion ?? '—'],
    [COPY.uptime, COPY.uptimeText(process.uptimeSeconds), formatTimestamp(process.startedAt)],
    [COPY.thisProcess, `${process.hostname}:${String(process.pid)} · Node ${process.nodeVersion}`],
  ];
  return (
    <Card role="region" aria-labelledby={titleId} className="p-5" data-testid="debug-build">
      <h2 id={titleId} className="sr-only">
        {COPY.thisProcess}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(([label, value, title]) => (
          <div key={label} className="grid min-w-0 gap-1">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-mono text-sm break-all" title={title}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** Embedded or external, where (never with credentials), which version, how big, and the largest tables. */
export function DatabaseCard({ database }: { database: DebugInfo['database'] }) {
  const titleId = useId();
  const facts: [string, string][] = [
    [COPY.databaseLocation, database.location],
    [COPY.databaseVersion, `PostgreSQL ${database.version}`],
    [COPY.databaseSize, COPY.bytes(database.sizeBytes)],
    [COPY.appliedMigration, database.appliedMigration ?? '—'],
  ];
  return (
    <Card role="region" aria-labelledby={titleId} data-testid="debug-database">
      <div className="grid gap-4 p-5">
        <h2 id={titleId} className="text-base font-semibold tracking-tight">
          {COPY.databaseTitle}
          <span className="ml-2 text-sm font-normal text-muted-foreground">{COPY.databaseMode[database.mode]}</span>
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label} className="grid min-w-0 gap-1">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-mono text-sm break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <table className="w-full text-sm" aria-label={COPY.tablesCaption}>
        <thead className="border-y bg-muted/40 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-5 py-2.5 font-medium">
              {COPY.tableColumns.table}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              {COPY.tableColumns.size}
            </th>
            <th scope="col" className="px-5 py-2.5 text-right font-medium">
              {COPY.tableColumns.rows}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {database.tables.map((table) => (
            <tr key={table.name}>
              <th scope="row" className="px-5 py-2.5 text-left font-mono text-xs font-normal break-all">
                {table.name}
              </th>
              <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">{COPY.bytes(table.sizeBytes)}</td>
              <td className="px-5 py-2.5 text-right tabular-nums">{COPY.count(table.rowEstimate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
