import { findPublicPage, PRODUCT_NAME } from '@scopewright/domain';
import { ArrowRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { ComingSoonPanel } from '@/components/coming-soon-panel';
import { Button } from '@/components/ui/button';
import { PUBLIC_PAGE_COPY } from './public-page-copy';

/** A public page whose content ships in a later release: real title and description, designed placeholder. */
export default function PublicPage() {
  const { pathname } = useLocation();
  const page = findPublicPage(pathname);
  const copy = PUBLIC_PAGE_COPY[pathname];
  if (!page || !copy) return null;
  const title = page.title.replace(` | ${PRODUCT_NAME}`, '');

  return (
    <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-20">
      <header className="text-center">
        <p className="text-[13px] font-semibold tracking-wide text-brand-ink uppercase">{copy.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-[16px] leading-7 text-muted-foreground">{page.description}</p>
      </header>
      <ComingSoonPanel className="mt-12" title="This page is being written" summary={copy.summary} icon={copy.icon}>
        <Button asChild>
          <Link to="/signup">
            Start your free trial <ArrowRight aria-hidden />
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/">Back to home</Link>
        </Button>
      </ComingSoonPanel>
    </div>
  );
}
