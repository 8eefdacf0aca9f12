import { Skeleton } from '@/components/ui/skeleton';

/** Shaped like the wizard: header, stepper, a grid of lines and the summary column. */
export function WizardSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6" aria-busy="true" aria-label="Loading quote">
      <div className="flex items-center gap-3">
        <Skeleton className="h-7 w-64" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="h-11 w-full max-w-2xl" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex flex-col gap-2 rounded-xl border bg-card p-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </div>
        <Skeleton className="hidden h-72 rounded-xl lg:block" />
      </div>
    </div>
  );
}
