import { MARKETING_COPY, SUPPORT_EMAIL } from '@scopewright/domain';
import { BookOpen, Code2, GraduationCap, Mail, Phone, PlayCircle, Presentation } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { FaqList } from './faq-list';
import type { Faq } from './support-faqs';

export const SUPPORT_TABS = ['FAQs', 'Documentation', 'Training', 'Contact Us'] as const;
export type SupportTab = (typeof SUPPORT_TABS)[number];

const TRIGGER =
  'shrink-0 rounded-md px-4 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex h-full flex-col rounded-2xl border bg-card p-6">
      <span className="flex size-10 items-center justify-center rounded-lg bg-brand-soft text-brand-ink">{icon}</span>
      <h3 className="mt-4 text-base font-semibold">{title}</h3>
      <div className="mt-1.5 flex flex-1 flex-col text-sm leading-6 text-muted-foreground">{children}</div>
    </div>
  );
}

const TRAINING = [
  { icon: PlayCircle, title: 'Video Tutorials', text: 'Short walk-throughs of the wizard, templates and pricing.' },
  { icon: Presentation, title: 'Live Webinars', text: 'Monthly sessions with our solutions engineers, with Q&A.' },
  { icon: GraduationCap, title: 'Knowledge Base', text: 'In-depth guides and best practices for MSP quoting.' },
] as const;

export function SupportTabs({
  faqs,
  value,
  onValueChange,
  emptyFaqs,
}: {
  faqs: readonly Faq[];
  value: SupportTab;
  onValueChange: (tab: SupportTab) => void;
  emptyFaqs: ReactNode;
}) {
  return (
    <Tabs.Root value={value} onValueChange={(v) => onValueChange(v as SupportTab)}>
      <Tabs.List
        aria-label="Support topics"
        className="grid w-full grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:inline-flex sm:w-fit"
      >
        {SUPPORT_TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} className={TRIGGER}>
            {tab}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="FAQs" className="mt-6 outline-none">
        <h2 className="sr-only">Frequently asked questions</h2>
        {faqs.length > 0 ? <FaqList faqs={faqs} /> : emptyFaqs}
      </Tabs.Content>
      <Tabs.Content value="Documentation" className="mt-6 grid gap-4 outline-none sm:grid-cols-2">
        <h2 className="sr-only">Documentation</h2>
        <Link to="/documentation" className="rounded-2xl hover:shadow-md">
          <Card icon={<BookOpen className="size-5" aria-hidden />} title="User Guide">
            Step-by-step articles on getting started, creating scopes and generating quotes.
          </Card>
        </Link>
        <Link to="/documentation" className="rounded-2xl hover:shadow-md">
          <Card icon={<Code2 className="size-5" aria-hidden />} title="API Documentation">
            Connect your own tools to quotes, clients and templates (Enterprise).
          </Card>
        </Link>
      </Tabs.Content>
      <Tabs.Content value="Training" className="mt-6 grid gap-4 outline-none md:grid-cols-3">
        <h2 className="sr-only">Training</h2>
        {TRAINING.map((t) => (
          <Card key={t.title} icon={<t.icon className="size-5" aria-hidden />} title={t.title}>
            <p className="flex-1">{t.text}</p>
            <Badge variant="muted" className="mt-4 w-fit">
              Coming soon
            </Badge>
          </Card>
        ))}
      </Tabs.Content>
      <Tabs.Content value="Contact Us" className="mt-6 grid gap-4 outline-none sm:grid-cols-2">
        <h2 className="sr-only">Contact us</h2>
        <Link to="/contact" className="rounded-2xl hover:shadow-md">
          <Card icon={<Mail className="size-5" aria-hidden />} title="Email support">
            <p>Send us a message and we reply within {MARKETING_COPY.supportReplyHours} hours.</p>
            <p className="mt-3 font-medium text-brand-ink">{SUPPORT_EMAIL}</p>
          </Card>
        </Link>
        <Card icon={<Phone className="size-5" aria-hidden />} title="Phone support">
          <p>For Premium and Enterprise customers, weekdays 8 am to 6 pm Eastern.</p>
          <a href={MARKETING_COPY.supportPhoneHref} className="mt-3 font-medium text-brand-ink tabular hover:underline">
            {MARKETING_COPY.supportPhone}
          </a>
        </Card>
      </Tabs.Content>
    </Tabs.Root>
  );
}
