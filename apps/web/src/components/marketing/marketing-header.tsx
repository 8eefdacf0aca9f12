import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { MobileMenu } from './mobile-menu';

const ANCHORS = [
  { hash: 'features', label: 'Features' },
  { hash: 'why', label: 'Why Scopewright' },
  { hash: 'pricing', label: 'Pricing' },
] as const;

const PAGES = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

const linkClass = 'rounded-md px-3 font-medium text-muted-foreground transition-colors hover:text-foreground';

/** Sticky header; anchors point into the landing page from every public page. */
export function MarketingHeader({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <header className="sticky top-0 z-30 border-b bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Link to="/" aria-label="Scopewright home" className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center md:flex">
          {ANCHORS.map((a) => (
            <Link key={a.hash} to={`/#${a.hash}`} className={`${linkClass} py-2 text-sm`}>
              {a.label}
            </Link>
          ))}
          {PAGES.map((p) => (
            <Link key={p.to} to={p.to} className={`${linkClass} py-2 text-sm`}>
              {p.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          {isSignedIn ? (
            <Button asChild>
              <Link to="/dashboard">Dashboard</Link>
            </Button>
          ) : (
            <>
              <Button variant="ghost" asChild>
                <Link to="/login">Sign In</Link>
              </Button>
              <Button asChild>
                <Link to="/signup">Get Started Free</Link>
              </Button>
            </>
          )}
        </div>
        <MobileMenu>
          <nav aria-label="Mobile" className="flex flex-col">
            {ANCHORS.map((a) => (
              <Link key={a.hash} to={`/#${a.hash}`} className={`${linkClass} py-2.5 text-sm`}>
                {a.label}
              </Link>
            ))}
            {PAGES.map((p) => (
              <Link key={p.to} to={p.to} className={`${linkClass} py-2.5 text-sm`}>
                {p.label}
              </Link>
            ))}
          </nav>
          <div className="mt-3 grid grid-cols-2 gap-2 border-t pt-4">
            <Button variant="outline" size="lg" asChild>
              <Link to={isSignedIn ? '/dashboard' : '/login'}>{isSignedIn ? 'Dashboard' : 'Sign In'}</Link>
            </Button>
            <Button size="lg" asChild>
              <Link to="/signup">Get Started Free</Link>
            </Button>
          </div>
        </MobileMenu>
      </div>
    </header>
  );
}
