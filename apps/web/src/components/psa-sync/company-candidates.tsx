import { ExternalLink } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type ConfirmCompanyChoice, type SyncCandidate, useConfirmPsaCompany } from '@/data/integrations';
import { PSA_SYNC_COPY as COPY } from './psa-sync-copy';

const CREATE = '__create__';

/** A push that found several possible companies: the user picks one, or a new company, and the push resumes. */
export function CompanyCandidates({
  quoteId,
  runId,
  psaName,
  candidates,
}: {
  quoteId: string;
  runId: string;
  psaName: string;
  candidates: SyncCandidate[];
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const confirm = useConfirmPsaCompany(quoteId);
  const name = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked) return;
    const choice: ConfirmCompanyChoice = picked === CREATE ? { create: true } : { companyId: picked };
    confirm.mutate({ runId, choice });
  };

  const option = (value: string, label: string, detail?: string | null, url?: string | null) => (
    <li key={value} className="flex items-center gap-2">
      <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 hover:bg-accent">
        <input
          type="radio"
          name={name}
          value={value}
          checked={picked === value}
          onChange={() => setPicked(value)}
          className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        <span className="min-w-0 truncate">
          {label}
          {detail && (
            <>
              {' '}
              <span className="text-muted-foreground">· {detail}</span>
            </>
          )}
        </span>
      </label>
      {url && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-sm p-1 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={COPY.openCandidate(label)}
        >
          <ExternalLink className="size-4" aria-hidden />
        </a>
      )}
    </li>
  );

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-md border border-amber-500/40 bg-amber-50/60 p-3 dark:bg-amber-950/30"
    >
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{COPY.pickTitle(psaName)}</legend>
        <p className="text-[13px] text-muted-foreground">{COPY.pickLead}</p>
        <ul className="grid gap-0.5 text-sm" data-testid="company-candidates">
          {candidates.map((candidate) => option(candidate.id, candidate.name, candidate.domain, candidate.url))}
          {option(CREATE, COPY.createNew)}
        </ul>
      </fieldset>
      {confirm.isError && (
        <p role="alert" className="text-sm text-destructive">
          {confirm.error.message}
        </p>
      )}
      <div>
        <Button type="submit" size="sm" disabled={!picked || confirm.isPending}>
          {confirm.isPending ? COPY.confirming : COPY.confirm}
        </Button>
      </div>
    </form>
  );
}
