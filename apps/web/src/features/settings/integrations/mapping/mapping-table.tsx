import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/native-select';
import type { NamedRef } from '@/data/integrations';
import { MAPPING_COPY as COPY } from './mapping-copy';

export interface MappingColumn {
  /** The column's heading, e.g. "Work role". */
  heading: string;
  theirs: NamedRef[];
  value: (ourId: string) => string;
  suggested: (ourId: string) => boolean;
  onChange: (ourId: string, value: string) => void;
}

function Options({ theirs, value, psaName }: { theirs: NamedRef[]; value: string; psaName: string }) {
  const missing = value !== '' && !theirs.some((record) => record.id === value);
  return (
    <>
      <option value="">{COPY.notMapped}</option>
      {missing && <option value={value}>{COPY.gone(value, psaName)}</option>}
      {theirs.map((record) => (
        <option key={record.id} value={record.id}>
          {record.name}
        </option>
      ))}
    </>
  );
}

function MappingCell({ column, record, psaName }: { column: MappingColumn; record: NamedRef; psaName: string }) {
  const hintId = useId();
  const suggested = column.suggested(record.id);
  const value = column.value(record.id);
  return (
    <td className="py-2 pr-4 align-middle max-sm:block max-sm:p-0">
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <NativeSelect
            aria-label={COPY.selectLabel(column.heading, record.name)}
            aria-describedby={suggested ? hintId : undefined}
            value={value}
            onChange={(event) => column.onChange(record.id, event.target.value)}
          >
            <Options theirs={column.theirs} value={value} psaName={psaName} />
          </NativeSelect>
        </div>
        {suggested && (
          <Badge id={hintId} variant="outline" title={COPY.suggestedHint} data-testid="suggested-mark">
            {COPY.suggested}
          </Badge>
        )}
      </div>
    </td>
  );
}

/**
 * Our records down the side, one labelled select per PSA column; a suggested choice is marked until saved. On a
 * phone each row stacks its name above its selects.
 */
export function MappingTable({
  title,
  description,
  oursHeading,
  ours,
  columns,
  empty,
  psaName,
}: {
  title: string;
  description: string;
  oursHeading: string;
  ours: NamedRef[];
  columns: MappingColumn[];
  empty: string;
  psaName: string;
}) {
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5" aria-label={title}>
      <div>
        <h3 className="text-sm font-semibold">{title}</h3>
        <p className="mt-0.5 text-[13px] text-muted-foreground">{description}</p>
      </div>
      {ours.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <table className="w-full text-sm max-sm:block">
          <thead className="max-sm:sr-only">
            <tr className="border-b text-left text-[13px] text-muted-foreground">
              <th scope="col" className="py-2 pr-4 font-medium">
                {oursHeading}
              </th>
              {columns.map((column) => (
                <th key={column.heading} scope="col" className="py-2 pr-4 font-medium">
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {ours.map((record) => (
              <tr key={record.id} className="border-b last:border-0 max-sm:grid max-sm:gap-2 max-sm:py-3">
                <th scope="row" className="py-2 pr-4 text-left font-medium max-sm:p-0">
                  {record.name}
                </th>
                {columns.map((column) => (
                  <MappingCell key={column.heading} column={column} record={record} psaName={psaName} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
