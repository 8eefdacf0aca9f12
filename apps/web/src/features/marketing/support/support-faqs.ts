import { PRODUCT_NAME } from '@scopewright/domain';

export interface Faq {
  id: string;
  question: string;
  answer: string;
}

/** The six FAQs, in the spec's order. */
export const SUPPORT_FAQS: readonly Faq[] = [
  {
    id: 'first-scope',
    question: 'How do I create my first project scope?',
    answer:
      'Click New quote on the dashboard (or press Ctrl+K and choose New quote), pick or add the client, then describe the project in plain English. The AI assistant drafts phases, tasks, roles and hours; review every line, adjust what you need and continue to pricing. Your draft is saved automatically.',
  },
  {
    id: 'ai-assistant',
    question: 'How does the AI assistant work?',
    answer: `The assistant reads your description, recognises quantities such as users, devices and sites, and suggests tasks and hours from a curated library of MSP services and your own templates. Nothing is added to a quote until you review it. What you type stays your workspace's data and is never used to train AI models.`,
  },
  {
    id: 'customise-quotes',
    question: 'Can I customise my quotes?',
    answer:
      'Yes. Under Settings > Branding you set your logo, brand colour, the sections a quote includes and your standard terms. Each task can carry deliverables, assumptions, out-of-scope items and customer responsibilities, and you can start any quote from one of your templates. Enterprise adds full white labeling.',
  },
  {
    id: 'invite-team',
    question: 'How do I invite team members?',
    answer:
      'Go to Settings > Team Members > Invite Team Member, enter your colleague’s email address and choose a role (User or Admin). They receive an invitation email that is valid for 7 days. Inviting users needs the Admin role and a Premium or Enterprise plan (or an active trial).',
  },
  {
    id: 'integrations',
    question: 'What integrations are available?',
    answer: `${PRODUCT_NAME} integrates with PSA tools to sync clients and opportunities and to hand signed scopes to delivery, and connects to CRM, accounting and documentation tools. PSA integrations are included in Premium and Enterprise; API access is part of Enterprise.`,
  },
  {
    id: 'billing',
    question: 'How does billing work?',
    answer:
      'Every workspace starts with a 14-day Enterprise trial, no credit card required. Plans are priced per user per month — Essentials $99, Premium $129 and Enterprise $250, with a 5-user minimum on Premium and Enterprise — billed monthly, or annually with 2 months free. Upgrade, downgrade or cancel at any time under Billing.',
  },
];

export function filterFaqs(faqs: readonly Faq[], query: string): Faq[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const text = `${faq.question} ${faq.answer}`.toLowerCase();
    return terms.every((term) => text.includes(term));
  });
}
