import type { ReactNode } from 'react';
import { PageTransition } from '@/components/shell/page-transition';
import { SkipLink } from '@/components/shell/skip-link';
import { MarketingFooter } from './marketing-footer';
import { MarketingHeader } from './marketing-header';

export function MarketingLayout({ isSignedIn, children }: { isSignedIn: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <MarketingHeader isSignedIn={isSignedIn} />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <PageTransition>{children}</PageTransition>
      </main>
      <MarketingFooter />
    </div>
  );
}
