import { Sparkles } from 'lucide-react';

const LINES = [
  { phase: 'Discovery', task: 'Mailbox and licence audit, cut-over plan', hours: 6, amount: 990 },
  { phase: 'Implementation', task: 'Tenant hardening, MFA and conditional access', hours: 10, amount: 1650 },
  { phase: 'Implementation', task: 'Migrate 45 mailboxes and shared calendars', hours: 18, amount: 2970 },
  { phase: 'Implementation', task: 'Intune enrolment for 45 laptops', hours: 12, amount: 1980 },
  { phase: 'Handover', task: 'User training and hypercare (2 weeks)', hours: 8, amount: 1320 },
] as const;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const total = LINES.reduce((sum, l) => sum + l.amount, 0);
const hours = LINES.reduce((sum, l) => sum + l.hours, 0);

/** A static, illustrative scope: what the wizard produces from one sentence. */
export function HeroScopePreview() {
  return (
    <figure aria-label="Example: a scope generated from a one-line description" className="relative">
      <div
        aria-hidden
        className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-glow/25 via-primary/10 to-transparent blur-2xl"
      />
      <div className="overflow-hidden rounded-xl border bg-card shadow-2xl shadow-primary/10">
        <div className="flex items-center gap-1.5 border-b bg-muted/60 px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-border" />
          <span className="size-2.5 rounded-full bg-border" />
          <span className="size-2.5 rounded-full bg-border" />
          <span className="ml-3 text-xs text-muted-foreground">Quote Q-1042 · Contoso Dental</span>
        </div>
        <div className="border-b p-4">
          <p className="text-xs font-medium text-muted-foreground">Describe the project</p>
          <p className="mt-1.5 rounded-md border bg-background px-3 py-2 text-[13px] leading-5">
            Move Contoso’s 45 users from on-prem Exchange to Microsoft 365, turn on MFA and enrol their laptops in
            Intune.
          </p>
          <p className="mt-2 flex items-center gap-1.5 text-xs font-medium text-brand-ink">
            <Sparkles className="size-3.5" aria-hidden /> Scope generated in 8 seconds
          </p>
        </div>
        <table className="w-full text-left text-[13px]">
          <caption className="sr-only">Generated scope lines</caption>
          <thead className="text-xs text-muted-foreground">
            <tr className="border-b">
              <th scope="col" className="px-4 py-2 font-medium">
                Task
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Hours
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {LINES.map((line) => (
              <tr key={line.task} className="border-b last:border-0">
                <td className="px-4 py-2">
                  <span className="block text-[11px] text-muted-foreground">{line.phase}</span>
                  {line.task}
                </td>
                <td className="px-2 py-2 text-right tabular">{line.hours}</td>
                <td className="px-4 py-2 text-right tabular">{usd.format(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t bg-muted/40 font-medium">
              <td className="px-4 py-2.5">One-time total · margin 41%</td>
              <td className="px-2 py-2.5 text-right tabular">{hours}</td>
              <td className="px-4 py-2.5 text-right tabular">{usd.format(total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </figure>
  );
}
