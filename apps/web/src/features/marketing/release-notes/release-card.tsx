import { formatPostDate } from '@scopewright/domain';
import { cn } from '@/lib/utils';
import type { Release } from './releases';

const BADGE_TONES: Record<Release['badge'], string> = {
  'Major Release': 'bg-primary text-primary-foreground',
  'Feature Release': 'bg-brand-soft text-brand-ink',
  'Initial Release': 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  'Beta Release': 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  'Alpha Release': 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
  'Pre-Alpha': 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200',
  'Concept Phase': 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  'Vision Phase': 'bg-muted text-foreground',
};

export function ReleaseCard({ release }: { release: Release }) {
  return (
    <article aria-labelledby={`v${release.version}`} className="relative rounded-2xl border bg-card p-6 sm:p-8">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id={`v${release.version}`} className="text-xl font-semibold tracking-tight">
          {release.version} <span className="text-muted-foreground">· {release.name}</span>
        </h2>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', BADGE_TONES[release.badge])}>
          {release.badge}
        </span>
        <time dateTime={release.date} className="text-sm text-muted-foreground sm:ml-auto">
          {formatPostDate(release.date)}
        </time>
      </header>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {release.features.map((feature) => (
          <li key={feature.title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-ink">
              <feature.icon className="size-4" aria-hidden />
            </span>
            <span>
              <span className="block text-[15px] font-semibold">{feature.title}</span>
              <span className="mt-1 block text-sm leading-6 text-muted-foreground">{feature.description}</span>
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
