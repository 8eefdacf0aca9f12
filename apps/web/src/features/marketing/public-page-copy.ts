import { COMPARISON_SLUG } from '@scopewright/domain';
import { BookOpen, FileText, type LucideIcon, LifeBuoy, Mail, Newspaper, Rocket, Scale, Users } from 'lucide-react';

export interface PublicPageCopy {
  eyebrow: string;
  summary: string;
  icon: LucideIcon;
}

const post = (summary: string): PublicPageCopy => ({ eyebrow: 'Blog', summary, icon: Newspaper });
const comparison: PublicPageCopy = {
  eyebrow: 'Compare',
  summary: 'A side-by-side look at scoping speed, margin visibility, PSA integration and migration help.',
  icon: Scale,
};

/** What each public page will hold; the full marketing copy arrives with the content release. */
export const PUBLIC_PAGE_COPY: Readonly<Record<string, PublicPageCopy>> = {
  '/about': {
    eyebrow: 'Company',
    summary: 'Our mission, the story since 2023, and the team building Scopewright.',
    icon: Users,
  },
  '/contact': {
    eyebrow: 'Contact',
    summary: 'Send us a message about scoping, pricing or a demo. We reply within 24 hours.',
    icon: Mail,
  },
  '/blog': {
    eyebrow: 'Blog',
    summary: 'Practical writing on MSP scoping, quoting and protecting margins.',
    icon: Newspaper,
  },
  '/blog/ai-transforming-msps': post(
    'Where AI already saves MSP sales engineers hours, and where a human still decides.',
  ),
  '/blog/quote-it-right-5-steps-protect-msp-margins': post(
    'Five habits that keep a project’s margin intact from scope to invoice.',
  ),
  '/blog/why-we-built-scopewright': post('3–8 hours of manual scoping per project, and what we did about it.'),
  '/msp-quoting-challenges': post('Scope creep, stale price books and slow approvals: the real cost of quoting.'),
  [`/blog/${COMPARISON_SLUG}`]: comparison,
  [`/${COMPARISON_SLUG}`]: comparison,
  '/documentation': {
    eyebrow: 'Docs',
    summary: 'Getting started, creating scopes and generating quotes, step by step.',
    icon: BookOpen,
  },
  '/support': {
    eyebrow: 'Support',
    summary: 'FAQs, documentation, training and a direct line to our team.',
    icon: LifeBuoy,
  },
  '/privacy-policy': {
    eyebrow: 'Legal',
    summary: 'What we collect, why, and how we protect it. We never sell your data or train models on it.',
    icon: FileText,
  },
  '/terms-of-service': {
    eyebrow: 'Legal',
    summary: 'The terms for using Scopewright. The service is currently free, with notice before any billing change.',
    icon: FileText,
  },
  '/release-notes': {
    eyebrow: 'Changelog',
    summary: 'What is new in every release. We ship every two weeks.',
    icon: Rocket,
  },
};
