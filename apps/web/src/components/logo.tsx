import { PRODUCT_NAME } from '@scopewright/domain';
import { cn } from '@/lib/utils';

/** The Scopewright mark: a viewfinder (scope) framing a rising build line (wright). */
export function LogoMark({ large = false }: { large?: boolean }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={large ? 'size-9 shrink-0' : 'size-7 shrink-0'}>
      <defs>
        <linearGradient id="sw-mark" x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#0f7fa3" />
          <stop offset="1" stopColor="#12506f" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#sw-mark)" />
      <path
        d="M8 12V9.5A1.5 1.5 0 0 1 9.5 8H12M20 8h2.5A1.5 1.5 0 0 1 24 9.5V12M24 20v2.5a1.5 1.5 0 0 1-1.5 1.5H20M12 24H9.5A1.5 1.5 0 0 1 8 22.5V20"
        fill="none"
        stroke="#fff"
        strokeOpacity=".7"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <path
        d="m11 19.5 3.5-3.5 2.5 2.5 4-5"
        fill="none"
        stroke="#7ff0e0"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      {!compact && <span className="text-[15px] font-semibold tracking-tight">{PRODUCT_NAME}</span>}
    </span>
  );
}
