import { ArrowRight, BookOpen, FileQuestionMark, LifeBuoy, Newspaper, UserPlus } from 'lucide-react';
import { SHELL_COPY, SUPPORT_EMAIL } from '@scopewright/domain';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

const QUICK_LINKS = [
  { to: '/signup', label: 'Create an account', hint: 'Start a 14-day free trial', icon: UserPlus },
  { to: '/documentation', label: 'Documentation', hint: 'Guides for scoping and quoting', icon: BookOpen },
  { to: '/blog', label: 'Blog', hint: 'Writing on MSP quoting and margins', icon: Newspaper },
  { to: '/support', label: 'Support', hint: 'FAQs, training and help', icon: LifeBuoy },
] as const;

/** The main button goes to /dashboard when signed in, else /, and waits for auth to settle. */
export function NotFoundPage({ isSignedIn, isAuthLoading }: { isSignedIn: boolean; isAuthLoading: boolean }) {
  const home = isSignedIn ? { to: '/dashboard', label: 'Go to Dashboard' } : { to: '/', label: 'Back to home' };
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
        <FileQuestionMark className="size-6" aria-hidden />
      </span>
      <p className="mt-6 text-sm font-semibold text-brand-ink tabular">404</p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-3 max-w-md text-[15px] leading-7 text-muted-foreground">{SHELL_COPY.notFoundMessage}</p>
      <div className="mt-8">
        {isAuthLoading ? (
          <Button size="lg" disabled>
            {home.label}
          </Button>
        ) : (
          <Button size="lg" asChild>
            <Link to={home.to}>
              {home.label} <ArrowRight aria-hidden />
            </Link>
          </Button>
        )}
      </div>
      <nav aria-label="Quick links" className="mt-12 w-full">
        <ul className="grid gap-3 text-left sm:grid-cols-2">
          {QUICK_LINKS.map(({ to, label, hint, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex items-start gap-3 rounded-lg border bg-card p-4 transition-colors hover:border-primary/40 hover:bg-accent/50"
              >
                <Icon className="mt-0.5 size-4 text-brand-ink" aria-hidden />
                <span>
                  <span className="block text-sm font-medium">{label}</span>
                  <span className="block text-[13px] text-muted-foreground">{hint}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-8 text-[13px] text-muted-foreground">
        Think this link should work?{' '}
        <Link to="/contact" className="font-medium text-brand-ink underline-offset-2 hover:underline">
          Contact support
        </Link>{' '}
        or write to{' '}
        <a className="font-medium text-brand-ink underline-offset-2 hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
    </section>
  );
}
