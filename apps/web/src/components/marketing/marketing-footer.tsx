import { COMPARISON_SLUG, PRODUCT_NAME, PRODUCT_TAGLINE } from '@scopewright/domain';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { SocialLinks } from './social-links';

const COLUMNS = [
  {
    heading: 'Product',
    links: [
      { to: '/#features', label: 'Features' },
      { to: '/#pricing', label: 'Pricing' },
      { to: `/${COMPARISON_SLUG}`, label: 'ConnectWise Sell alternative' },
      { to: '/release-notes', label: 'Release notes' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/blog', label: 'Blog' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { to: '/documentation', label: 'Documentation' },
      { to: '/support', label: 'Support' },
      { to: '/privacy-policy', label: 'Privacy policy' },
      { to: '/terms-of-service', label: 'Terms of service' },
    ],
  },
] as const;

export function MarketingFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">{PRODUCT_TAGLINE}.</p>
          <SocialLinks className="mt-1 -ml-2" />
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.heading} aria-label={col.heading}>
            <h2 className="text-xs font-semibold tracking-wider text-foreground uppercase">{col.heading}</h2>
            <ul className="mt-3 flex flex-col gap-2">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-sm text-muted-foreground hover:text-foreground">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} {PRODUCT_NAME}. Built for MSPs, VARs and IT service providers.
        </p>
      </div>
    </footer>
  );
}
