import { MARKETING_COPY, SUPPORT_EMAIL } from '@scopewright/domain';
import { ArrowRight, BookOpen, LifeBuoy, Mail, Rocket, Users } from 'lucide-react';
import { Link } from 'react-router';
import { QueryProvider } from '@/lib/query-provider';
import { SocialLinks } from '@/components/marketing/social-links';
import { PageHeader } from '../components/page-header';
import { ContactForm } from './contact-form';

const LINKS = [
  {
    to: '/documentation',
    icon: BookOpen,
    title: 'Documentation',
    text: 'Guides for getting started, scopes and quotes.',
  },
  { to: '/support', icon: LifeBuoy, title: 'Support', text: 'FAQs, training and help with your account.' },
  { to: '/signup', icon: Rocket, title: 'Start a free trial', text: MARKETING_COPY.trialNoCard },
  { to: '/about', icon: Users, title: 'About us', text: 'The team and the story behind the product.' },
] as const;

export default function ContactPage() {
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Contact us"
        lead={`Questions about scoping, pricing, a demo or your account? Send us a message and we will reply within ${MARKETING_COPY.supportReplyHours} hours.`}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.5fr_1fr]">
        <section aria-labelledby="form-heading" className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <h2 id="form-heading" className="text-xl font-semibold tracking-tight">
            Send us a message
          </h2>
          <p className="mt-1.5 mb-6 text-sm text-muted-foreground">
            Every field is required. Booking a demo? Tell us how many engineers quote and which PSA you use.
          </p>
          <QueryProvider>
            <ContactForm />
          </QueryProvider>
        </section>
        <aside aria-label="Other ways to reach us" className="space-y-6">
          <div className="rounded-2xl border bg-muted/40 p-6">
            <h2 className="flex items-center gap-2 text-base font-semibold">
              <Mail className="size-4 text-brand-ink" aria-hidden /> Email
            </h2>
            <a href={`mailto:${SUPPORT_EMAIL}`} className="mt-2 block font-medium text-brand-ink hover:underline">
              {SUPPORT_EMAIL}
            </a>
            <p className="mt-1 text-sm text-muted-foreground">
              We reply within {MARKETING_COPY.supportReplyHours} hours on business days.
            </p>
          </div>
          <nav aria-label="Helpful links">
            <ul className="divide-y rounded-2xl border bg-card">
              {LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="group flex items-start gap-3 p-4 hover:bg-accent">
                    <link.icon className="mt-0.5 size-5 shrink-0 text-brand-ink" aria-hidden />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">{link.title}</span>
                      <span className="block text-sm text-muted-foreground">{link.text}</span>
                    </span>
                    <ArrowRight
                      className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                      aria-hidden
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="text-sm font-semibold">Follow us</h2>
            <SocialLinks className="mt-2 -ml-2" />
          </div>
        </aside>
      </div>
    </>
  );
}
