import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { Faq } from './support-faqs';

/** A single-open collapsible list — opening one question closes the other. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <Accordion.Root type="single" collapsible className="divide-y rounded-2xl border bg-card">
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={faq.id}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-[15px] font-medium hover:bg-accent/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring">
                {faq.question}
                <ChevronDown
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-[15px] leading-7 text-muted-foreground">
            {faq.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
