import { EMAIL_TEMPLATES_SCREEN_COPY as COPY } from '@scopewright/domain';
import { AlertCircle, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useEmailTemplates, type EmailTemplateSummary } from '@/data/email-templates';
import { isApiError } from '@/lib/api-client';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import { emailTemplateLink } from '../email-template-links';
import { StateBadges } from '../state-badges';

const th = 'px-4 py-2 text-left text-xs font-medium text-muted-foreground';

/** Templates in the API's order (category, then name), one group per category. */
function byCategory(items: readonly EmailTemplateSummary[]) {
  const groups = new Map<string, EmailTemplateSummary[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups];
}

function LastChange({ template }: { template: EmailTemplateSummary }) {
  if (!template.editedAt) return <span className="text-muted-foreground">{COPY.neverEdited}</span>;
  return (
    <time dateTime={template.editedAt} title={formatTimestamp(template.editedAt)}>
      {COPY.lastChange(formatRelativeTime(template.editedAt), template.editedByName)}
    </time>
  );
}

function NameCell({ template }: { template: EmailTemplateSummary }) {
  return (
    <div className="min-w-0">
      <Link
        to={emailTemplateLink(template.id)}
        className="font-medium underline-offset-4 outline-none hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        {template.name}
      </Link>
      <p className="truncate font-mono text-xs text-muted-foreground">{template.alias}</p>
    </div>
  );
}

function CategoryGroup({ category, templates }: { category: string; templates: EmailTemplateSummary[] }) {
  const label = COPY.categories[category] ?? category;
  const headingId = `email-templates-${category}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="text-sm font-semibold text-muted-foreground">
        {label}
      </h2>
      <Card className="overflow-hidden">
        <table className="hidden w-full table-fixed text-sm md:table" aria-labelledby={headingId}>
          <thead className="border-b bg-muted/40">
            <tr>
              <th className={`${th} w-[42%]`}>{COPY.columns.name}</th>
              <th className={`${th} w-[22%]`}>{COPY.columns.state}</th>
              <th className={th}>{COPY.columns.lastChange}</th>
            </tr>
          </thead>
          <tbody>
            {templates.map((template) => (
              <tr
                key={template.id}
                data-testid="email-template-row"
                className="border-b last:border-b-0 hover:bg-muted/30"
              >
                <td className="px-4 py-2.5">
                  <NameCell template={template} />
                </td>
                <td className="px-4 py-2.5">
                  <StateBadges isActive={template.isActive} editedAt={template.editedAt} />
                </td>
                <td className="px-4 py-2.5 text-muted-foreground">
                  <LastChange template={template} />
                  <span className="ml-2 text-xs tabular-nums">· {COPY.versionCount(template.versionCount)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="divide-y md:hidden" aria-labelledby={headingId}>
          {templates.map((template) => (
            <li key={template.id} data-testid="email-template-row" className="grid gap-1.5 px-4 py-3">
              <NameCell template={template} />
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                <StateBadges isActive={template.isActive} editedAt={template.editedAt} />
                <span>
                  <LastChange template={template} /> · {COPY.versionCount(template.versionCount)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

function ListSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label={COPY.loading}>
      {[4, 3].map((rows, group) => (
        <div key={group} className="grid gap-2">
          <Skeleton className="h-4 w-32" />
          <Card>
            {Array.from({ length: rows }, (_, i) => (
              <div key={i} className="flex items-center gap-4 border-b px-4 py-3 last:border-b-0">
                <div className="flex-1">
                  <Skeleton className="h-4 w-48 max-w-full" />
                  <Skeleton className="mt-1.5 h-3 w-28" />
                </div>
                <Skeleton className="h-5 w-16" />
                <Skeleton className="hidden h-4 w-32 md:block" />
              </div>
            ))}
          </Card>
        </div>
      ))}
    </div>
  );
}

/** Every email the platform sends, by category then name, with its state and last change. */
export function EmailTemplateList() {
  const list = useEmailTemplates();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="grid gap-1">
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{COPY.title}</h1>
        <p className="max-w-2xl text-sm text-muted-foreground">{COPY.intro}</p>
      </header>
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
          <AlertCircle className="size-6 text-destructive" aria-hidden />
          <p className="text-sm font-medium">{COPY.loadFailed(list.error.message)}</p>
          {isApiError(list.error) && list.error.requestId && (
            <p className="text-xs text-muted-foreground">{`Request id ${list.error.requestId}`}</p>
          )}
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {COPY.tryAgain}
          </Button>
        </Card>
      ) : list.data.items.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <Mail className="size-6 text-muted-foreground" aria-hidden />
          <p className="text-sm text-muted-foreground">{COPY.empty}</p>
        </Card>
      ) : (
        byCategory(list.data.items).map(([category, templates]) => (
          <CategoryGroup key={category} category={category} templates={templates} />
        ))
      )}
    </div>
  );
}
