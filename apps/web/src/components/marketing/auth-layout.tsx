import { PRODUCT_TAGLINE } from '@scopewright/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { PageTransition } from '@/components/shell/page-transition';
import { SkipLink } from '@/components/shell/skip-link';

/** Centered card layout for sign-in, sign-up, password and invitation pages. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-dvh flex-col bg-muted/40">
      <SkipLink />
      <div
        aria-hidden
        className="bg-grid pointer-events-none absolute inset-0 [mask-image:radial-gradient(ellipse_at_top,black,transparent_65%)]"
      />
      <header className="relative flex h-16 items-center justify-center">
        <Link to="/" aria-label="Scopewright home" className="rounded-md">
          <Logo />
        </Link>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="relative flex flex-1 items-start justify-center px-4 pt-6 pb-16 outline-none sm:pt-12"
      >
        <PageTransition className="w-full max-w-md">{children}</PageTransition>
      </main>
      <footer className="relative pb-6 text-center text-xs text-muted-foreground">
        {PRODUCT_TAGLINE} ·{' '}
        <Link to="/privacy-policy" className="hover:text-foreground">
          Privacy
        </Link>{' '}
        ·{' '}
        <Link to="/terms-of-service" className="hover:text-foreground">
          Terms
        </Link>
      </footer>
    </div>
  );
}
