import { AlertCircle, CheckCircle2, MailWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

const TONES = {
  error: { icon: AlertCircle, className: 'border-destructive/30 bg-destructive/5 text-destructive', role: 'alert' },
  success: {
    icon: CheckCircle2,
    className: 'border-emerald-600/25 bg-emerald-50 text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200',
    role: 'status',
  },
  warning: {
    icon: MailWarning,
    className: 'border-amber-500/40 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100',
    role: 'alert',
  },
} as const;

/** An inline message in a form card: errors, neutral confirmations and the yellow verification panel. */
export function FormAlert({
  tone,
  title,
  children,
  className,
}: {
  tone: keyof typeof TONES;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  const { icon: Icon, className: toneClass, role } = TONES[tone];
  return (
    <div role={role} className={cn('flex gap-3 rounded-lg border px-3.5 py-3 text-sm', toneClass, className)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-1">
        <p className="font-medium">{title}</p>
        {children && <div className="text-[13px] leading-5 opacity-90">{children}</div>}
      </div>
    </div>
  );
}
