import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import type { HistoryRow } from './history-rows';
import { HistoryStatusBadge } from './history-status-badge';
import { InvoicePdfLink } from './invoice-pdf-link';

const TH = 'px-3 py-2.5 text-left text-xs font-medium text-muted-foreground first:pl-5 last:pr-5';
const TD = 'px-3 py-3 align-top first:pl-5 last:pr-5';

/** The history as a table from md up (the phone layout is HistoryCards). */
export function HistoryTable({ rows }: { rows: HistoryRow[] }) {
  return (
    <table className="hidden w-full border-collapse text-sm md:table" data-testid="history-table">
      <caption className="sr-only">{COPY.historyCaption}</caption>
      <thead className="border-b">
        <tr>
          <th scope="col" className={TH}>
            {COPY.columns.date}
          </th>
          <th scope="col" className={TH}>
            {COPY.columns.item}
          </th>
          <th scope="col" className={`${TH} text-right`}>
            {COPY.columns.amount}
          </th>
          <th scope="col" className={TH}>
            {COPY.columns.status}
          </th>
          <th scope="col" className={TH}>
            {COPY.columns.document}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y">
        {rows.map((row) => (
          <tr key={row.id} data-testid="history-row">
            <td className={`${TD} whitespace-nowrap tabular-nums`}>
              <time dateTime={row.isoDate}>{row.date}</time>
            </td>
            <td className={TD}>
              <p className="font-medium">{row.title}</p>
              {row.detail && <p className="text-[13px] text-muted-foreground">{row.detail}</p>}
            </td>
            <td className={`${TD} text-right whitespace-nowrap tabular-nums`}>{row.amount}</td>
            <td className={TD}>
              <HistoryStatusBadge status={row.status} />
            </td>
            <td className={TD}>
              <InvoicePdfLink row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
