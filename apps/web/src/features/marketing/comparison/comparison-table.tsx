import { COLUMNS, COMPARISON_ROWS } from './comparison-rows';

export function ComparisonTable() {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">
          {COLUMNS.ours} compared with {COLUMNS.theirs}
        </caption>
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="w-44 px-5 py-3.5 font-semibold text-muted-foreground">
              Topic
            </th>
            <th scope="col" className="px-5 py-3.5 font-semibold text-brand-ink">
              {COLUMNS.ours}
            </th>
            <th scope="col" className="px-5 py-3.5 font-semibold">
              {COLUMNS.theirs}
            </th>
          </tr>
        </thead>
        <tbody>
          {COMPARISON_ROWS.map((row) => (
            <tr key={row.topic} className="border-t align-top">
              <th scope="row" className="px-5 py-4 font-medium">
                {row.topic}
              </th>
              <td className="px-5 py-4 leading-6">{row.ours}</td>
              <td className="px-5 py-4 leading-6 text-muted-foreground">{row.theirs}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
