import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A heading whose level follows the document's base level, so the view nests under any page's own headings. */
export function DocumentHeading({
  level,
  className,
  id,
  children,
}: {
  level: number;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(Math.max(level, 1), 6) as HeadingLevel}` as const;
  return (
    <Tag id={id} className={cn('text-balance', className)}>
      {children}
    </Tag>
  );
}

/** "Optional" / "Optional — not included in the totals". */
export function OptionalBadge({ label }: { label: string }) {
  return (
    <span className="inline-block rounded-full border border-dashed border-(--doc-accent) px-2 py-px text-[11px] font-medium tracking-wide text-(--doc-accent-ink) uppercase">
      {label}
    </span>
  );
}
