import { formatMoney, PLATFORM_OVERVIEW_COPY as COPY, WORKSPACE_PLAN_LABELS } from '@scopewright/domain';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import type { PlatformOverview } from '@/data/platform-overview';
import { formatCount } from './overview-format';

function Stat({ label, value, detail, hint }: { label: string; value: string; detail: string; hint?: string }) {
  return (
    <Card className="grid gap-1 p-4" title={hint}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tracking-tight tabular-nums">{value}</dd>
      <dd className="text-xs text-muted-foreground tabular-nums">{detail}</dd>
    </Card>
  );
}

/** The headline figures: workspaces, MRR and billed seats now; conversions in the period. */
export function StatCards({ overview }: { overview: PlatformOverview }) {
  const { workspaces, revenue, growth } = overview;
  return (
    <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4" data-testid="overview-stats">
      <Stat
        label={COPY.workspaces}
        value={formatCount(workspaces.total)}
        detail={COPY.workspacesDetail(workspaces.trial, workspaces.paying.total)}
      />
      <Stat label={COPY.mrr} value={formatMoney(revenue.total.mrrCents, revenue.currency)} detail={COPY.mrrDetail} />
      <Stat
        label={COPY.seats}
        value={formatCount(revenue.total.seats)}
        detail={COPY.seatsDetail(revenue.total.workspaces)}
      />
      <Stat
        label={COPY.conversions}
        value={formatCount(growth.conversions)}
        detail={COPY.conversionsDetail(growth.signups)}
        hint={COPY.conversionDefinition}
      />
    </dl>
  );
}

/** Workspaces by state now, as a bar list; each row opens the MSP list with that filter. */
export function StateBars({ workspaces }: { workspaces: PlatformOverview['workspaces'] }) {
  const rows: { label: string; value: number; query: string }[] = [
    { label: COPY.states.trial, value: workspaces.trial, query: 'state=trial' },
    { label: COPY.states.essentials, value: workspaces.paying.essentials, query: 'state=paying&tier=essentials' },
    { label: COPY.states.premium, value: workspaces.paying.premium, query: 'state=paying&tier=premium' },
    { label: COPY.states.enterprise, value: workspaces.paying.enterprise, query: 'state=paying&tier=enterprise' },
    { label: COPY.states.trialExpired, value: workspaces.readOnly.trialExpired, query: 'state=trial_expired' },
    { label: COPY.states.readOnly, value: workspaces.readOnly.readOnly, query: 'state=read_only' },
    { label: COPY.states.suspended, value: workspaces.suspended, query: 'state=suspended' },
  ];
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <Card className="grid content-start gap-3 p-4 sm:p-5" role="region" aria-labelledby="overview-states">
      <div className="grid gap-0.5">
        <h2 id="overview-states" className="text-sm font-semibold">
          {COPY.byState}
        </h2>
        <p className="text-xs text-muted-foreground">{COPY.byStateDescription}</p>
      </div>
      <ul className="grid gap-1">
        {rows.map((row) => (
          <li key={row.label}>
            <Link
              to={`/dashboard/superadmin/msps?${row.query}`}
              className="grid grid-cols-[minmax(7rem,11rem)_1fr_3.5rem] items-center gap-3 rounded-md px-1.5 py-1 text-sm outline-none hover:bg-accent/60 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="truncate">{row.label}</span>
              <span className="h-2 rounded-full bg-muted" aria-hidden>
                <span
                  className="block h-full rounded-full bg-primary/70"
                  style={{ width: `${(row.value / max) * 100}%` }}
                />
              </span>
              <span className="text-right tabular-nums">{formatCount(row.value)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Seats and MRR per plan now, with how many are billed by Stripe and how many without it. */
export function RevenueTable({ revenue }: { revenue: PlatformOverview['revenue'] }) {
  const money = (cents: number) => formatMoney(cents, revenue.currency);
  const C = COPY.revenueColumns;
  const cell = 'px-2 py-2 text-right tabular-nums';
  return (
    <Card className="grid content-start gap-3 p-4 sm:p-5" role="region" aria-labelledby="overview-revenue">
      <div className="grid gap-0.5">
        <h2 id="overview-revenue" className="text-sm font-semibold">
          {COPY.revenue}
        </h2>
        <p className="text-xs text-muted-foreground">{COPY.revenueDescription}</p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="overview-revenue">
          <caption className="sr-only">{COPY.revenue}</caption>
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {C.plan}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                {C.workspaces}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                {C.seats}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                {C.mrr}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y border-t">
            {revenue.plans.map((plan) => (
              <tr key={plan.tier}>
                <th scope="row" className="px-2 py-2 text-left font-normal">
                  <span className="block">{WORKSPACE_PLAN_LABELS[plan.tier]}</span>
                  <span className="block text-xs text-muted-foreground">
                    {COPY.revenueSplit(plan.stripe.workspaces, plan.manual.workspaces)}
                  </span>
                </th>
                <td className={cell}>{formatCount(plan.workspaces)}</td>
                <td className={cell}>{formatCount(plan.seats)}</td>
                <td className={cell}>{money(plan.mrrCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t font-medium">
            <tr>
              <th scope="row" className="px-2 py-2 text-left">
                {COPY.total}
              </th>
              <td className={cell}>{formatCount(revenue.total.workspaces)}</td>
              <td className={cell}>{formatCount(revenue.total.seats)}</td>
              <td className={cell}>{money(revenue.total.mrrCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </Card>
  );
}
