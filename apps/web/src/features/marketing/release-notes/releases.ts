import type { ReleaseBadgeType } from '@scopewright/domain';
import {
  Boxes,
  Brain,
  Command,
  FileDown,
  FileSignature,
  FlaskConical,
  GitBranch,
  Kanban,
  Keyboard,
  Layers,
  Library,
  Lightbulb,
  type LucideIcon,
  Mail,
  MessagesSquare,
  Moon,
  Palette,
  PenTool,
  Plug,
  Repeat,
  Rocket,
  Ruler,
  ScrollText,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Target,
  Timer,
  Upload,
  UserPlus,
  Users,
  Wand2,
} from 'lucide-react';

export interface ReleaseFeature {
  title: string;
  description: string;
  icon: LucideIcon;
}

export interface Release {
  version: string;
  name: string;
  /** ISO date. */
  date: string;
  badge: ReleaseBadgeType;
  features: [ReleaseFeature, ReleaseFeature, ReleaseFeature];
}

const f = (icon: LucideIcon, title: string, description: string): ReleaseFeature => ({ icon, title, description });

/** Every release from 0.1.0 Vision to 2.4.0 (Dec 16, 2024), newest first. */
export const RELEASES: readonly Release[] = [
  {
    version: '2.4.0',
    name: 'Versions',
    date: '2024-12-16',
    badge: 'Major Release',
    features: [
      f(
        GitBranch,
        'Quote versions',
        'Editing a sent quote creates v2 and retires the old link; every version stays in history.',
      ),
      f(Smartphone, 'Phone-first acceptance', 'Clients review, pick options and sign on any phone in under a minute.'),
      f(Target, 'Margin target alerts', 'Quotes below your target margin are flagged before they can be sent.'),
    ],
  },
  {
    version: '2.3.0',
    name: 'Recurring',
    date: '2024-12-02',
    badge: 'Feature Release',
    features: [
      f(
        Repeat,
        'Recurring terms and TCV',
        'Monthly, quarterly and annual services with terms, MRR, ARR and total contract value.',
      ),
      f(Layers, 'Optional items', 'Mark lines or whole sections optional and let the client choose when accepting.'),
      f(
        Keyboard,
        'Keyboard-first scope grid',
        'Move through the scope like a spreadsheet with Tab, Enter and the arrow keys.',
      ),
    ],
  },
  {
    version: '2.2.0',
    name: 'Templates',
    date: '2024-11-18',
    badge: 'Feature Release',
    features: [
      f(Library, 'Template library', 'Browse, search and manage the workspace’s templates in one place.'),
      f(ScrollText, 'Save as template', 'Turn any finished quote into a reusable template in one click.'),
      f(Upload, 'Template recreation service', 'Send us your existing templates and we rebuild them for you.'),
    ],
  },
  {
    version: '2.1.0',
    name: 'Pipeline',
    date: '2024-11-04',
    badge: 'Feature Release',
    features: [
      f(Plug, 'PSA sync', 'Clients and opportunities stay in step with your PSA.'),
      f(Kanban, 'Opportunity pipeline', 'Track deals by stage on a kanban board, list or grid.'),
      f(Command, 'Command palette', 'Press Ctrl+K anywhere to jump to a screen or start a new quote.'),
    ],
  },
  {
    version: '2.0.0',
    name: 'Assistant',
    date: '2024-10-21',
    badge: 'Major Release',
    features: [
      f(Brain, 'Quantity-aware estimates', 'Users, devices and sites now scale the hours the assistant suggests.'),
      f(
        PenTool,
        'Scope language per task',
        'Deliverables, assumptions, out-of-scope items and customer responsibilities.',
      ),
      f(Wand2, 'New quote wizard', 'Client, Scope, Pricing and Review in four clear steps with autosave.'),
    ],
  },
  {
    version: '1.2.0',
    name: 'Branding',
    date: '2024-10-07',
    badge: 'Feature Release',
    features: [
      f(Palette, 'Branded quote pages', 'Your logo, colours and sections on every quote your clients see.'),
      f(FileDown, 'PDF export', 'Download any quote as a clean, printable PDF.'),
      f(Moon, 'Dark mode', 'A calm dark theme that follows your system setting.'),
    ],
  },
  {
    version: '1.1.0',
    name: 'Teams',
    date: '2024-09-23',
    badge: 'Feature Release',
    features: [
      f(UserPlus, 'Team invitations', 'Invite colleagues by email with a role chosen by the admin.'),
      f(ShieldCheck, 'Roles and permissions', 'Users quote; admins also manage people, templates and settings.'),
      f(Mail, 'Email notifications', 'Know when a quote is viewed, accepted or declined.'),
    ],
  },
  {
    version: '1.0.0',
    name: 'Launch',
    date: '2024-09-09',
    badge: 'Initial Release',
    features: [
      f(Sparkles, 'AI scope assistant', 'Describe a project in plain English and get phases, tasks and hours.'),
      f(Ruler, 'Rate card pricing', 'Sell and cost rates per role, with margin on every line.'),
      f(FileSignature, 'Online acceptance', 'Clients accept quotes online with their name and signature.'),
    ],
  },
  {
    version: '0.9.0',
    name: 'Beta',
    date: '2024-08-12',
    badge: 'Beta Release',
    features: [
      f(Users, 'Private beta', 'A dozen MSPs quote real projects and tell us what to fix.'),
      f(Boxes, 'Workspaces', 'Each company’s data kept strictly separate at the database level.'),
      f(MessagesSquare, 'In-app feedback', 'Report a naive suggestion straight from the scope grid.'),
    ],
  },
  {
    version: '0.6.0',
    name: 'Alpha',
    date: '2024-06-17',
    badge: 'Alpha Release',
    features: [
      f(Wand2, 'First scope generator', 'The first end-to-end draft of a scope from a single sentence.'),
      f(Ruler, 'Rate card', 'Roles and hourly rates priced into every draft.'),
      f(FileDown, 'Quote preview', 'See the client’s view of a quote before sending it.'),
    ],
  },
  {
    version: '0.3.0',
    name: 'Pre-alpha',
    date: '2024-04-01',
    badge: 'Pre-Alpha',
    features: [
      f(Library, 'MSP service library', 'A curated library of common MSP projects, phases and tasks.'),
      f(Timer, 'Estimation model', 'Hour estimates that scale with the size of the job.'),
      f(FlaskConical, 'Internal testing', 'Our own team scopes every test project with the tool.'),
    ],
  },
  {
    version: '0.2.0',
    name: 'Concept',
    date: '2024-01-15',
    badge: 'Concept Phase',
    features: [
      f(MessagesSquare, 'MSP interviews', 'Conversations with MSP owners and engineers about how they quote.'),
      f(PenTool, 'Clickable prototype', 'The first wizard, tested with real requests from real MSPs.'),
      f(Target, 'Pricing model', 'Simple per-user plans with a free trial and no credit card.'),
    ],
  },
  {
    version: '0.1.0',
    name: 'Vision',
    date: '2023-10-02',
    badge: 'Vision Phase',
    features: [
      f(Lightbulb, 'The 3-8 hour problem', 'Why scoping takes so long, and why it should take minutes.'),
      f(Rocket, 'Founding team', 'MSP engineers and presales leads come together to fix it.'),
      f(ShieldCheck, 'Principles', 'Review every line, handle money with care and keep customer data private.'),
    ],
  },
];
