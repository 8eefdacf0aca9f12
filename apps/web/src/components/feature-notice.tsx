import type { LucideIcon } from 'lucide-react';
import { Lock } from 'lucide-react';
import { QuotePlanNotice } from '@/components/quotes/quote-plan-notice';
import { Card } from '@/components/ui/card';

/** A settings area's centred notice: an icon, a title and what it means (who manages it, what it would do). */
export function FeatureNotice({
  icon: Icon,
  title,
  body,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  testId: string;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center" data-testid={testId}>
      <span className="flex size-12 items-center justify-center rounded-xl bg-muted text-muted-foreground">
        <Icon className="size-6" aria-hidden />
      </span>
      <h3 className="text-base font-semibold">{title}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{body}</p>
    </Card>
  );
}

/** A plan without the feature: the plan's upgrade prompt, then what the feature would do. */
export function FeatureUpgradeNotice({
  message,
  isAdmin,
  title,
  body,
  testId,
}: {
  message: string;
  isAdmin: boolean;
  title: string;
  body: string;
  testId: string;
}) {
  return (
    <div className="grid gap-4" data-testid={testId}>
      <QuotePlanNotice message={message} isAdmin={isAdmin} />
      <FeatureNotice icon={Lock} title={title} body={body} testId={`${testId}-card`} />
    </div>
  );
}
