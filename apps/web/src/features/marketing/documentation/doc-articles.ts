import brandYourQuotes from '@/content/docs/brand-your-quotes.md';
import createYourFirstScope from '@/content/docs/create-your-first-scope.md';
import createYourWorkspace from '@/content/docs/create-your-workspace.md';
import inviteYourTeam from '@/content/docs/invite-your-team.md';
import priceOneTimeAndRecurring from '@/content/docs/price-one-time-and-recurring.md';
import sendAndTrack from '@/content/docs/send-and-track.md';
import setUpYourRateCard from '@/content/docs/set-up-your-rate-card.md';
import useTheAiAssistant from '@/content/docs/use-the-ai-assistant.md';
import workWithTemplates from '@/content/docs/work-with-templates.md';

export interface DocArticle {
  id: string;
  title: string;
  summary: string;
  html: string;
  text: string;
}

export interface DocSection {
  id: string;
  title: string;
  description: string;
  articles: DocArticle[];
}

const article = (id: string, title: string, summary: string, body: { html: string; text: string }): DocArticle => ({
  id,
  title,
  summary,
  html: body.html,
  text: body.text,
});

/** The three documentation sections, each with short help articles. */
export const DOC_SECTIONS: readonly DocSection[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    description: 'Create your workspace, set your rates and bring in your team.',
    articles: [
      article(
        'create-your-workspace',
        'Create your workspace',
        'Sign up, verify your email and start the trial.',
        createYourWorkspace,
      ),
      article(
        'set-up-your-rate-card',
        'Set up your rate card',
        'Roles, sell and cost rates, and your margin target.',
        setUpYourRateCard,
      ),
      article(
        'invite-your-team',
        'Invite your team',
        'Send invitations and choose each colleague’s role.',
        inviteYourTeam,
      ),
    ],
  },
  {
    id: 'creating-scopes',
    title: 'Creating Scopes',
    description: 'From a plain-English description to phases, tasks and hours.',
    articles: [
      article(
        'create-your-first-scope',
        'Create your first scope',
        'The quote wizard, step by step.',
        createYourFirstScope,
      ),
      article(
        'use-the-ai-assistant',
        'Use the AI assistant',
        'Better descriptions, better suggestions.',
        useTheAiAssistant,
      ),
      article(
        'work-with-templates',
        'Work with templates',
        'Reuse your best scopes across the team.',
        workWithTemplates,
      ),
    ],
  },
  {
    id: 'generating-quotes',
    title: 'Generating Quotes',
    description: 'Price, brand, send and get your quote accepted.',
    articles: [
      article(
        'price-one-time-and-recurring',
        'Price one-time and recurring services',
        'Line types, totals and margins.',
        priceOneTimeAndRecurring,
      ),
      article('brand-your-quotes', 'Brand your quotes', 'Logo, colours, sections and terms.', brandYourQuotes),
      article(
        'send-and-track',
        'Send a quote and get it accepted',
        'Statuses, versions and online acceptance.',
        sendAndTrack,
      ),
    ],
  },
];

export const DOC_ARTICLES: readonly DocArticle[] = DOC_SECTIONS.flatMap((section) => section.articles);
