import {
  block,
  defineTemplate,
  product,
  recurring,
  task,
  type SeedSection,
  type SeedTemplate,
  type TemplateSpec,
} from '../templates/template-builders';
import { STANDARD_TERMS } from './demo-quote-specs';

/**
 * The Demo MSP's own templates: its standard agreement, Intune rollout and branch opening, each saved twice
 * (v1, then a small improvement in v2). Three demo quotes start from them.
 */
export type DemoTemplateKey = 'msa' | 'intune' | 'branch';

export interface DemoTemplate {
  key: DemoTemplateKey;
  /** When each version was saved, in days before the seed's `now`: v1 first. */
  savedDaysAgo: [number, number];
  version: (version: 1 | 2) => SeedTemplate;
}

const phase = (name: string, description: string, lines: SeedSection['lines']): SeedSection => ({
  name,
  clientDescription: description,
  kind: 'phase',
  lines,
});

const template = (spec: Omit<TemplateSpec, 'terms'>) => defineTemplate({ ...spec, terms: STANDARD_TERMS }, 'demo');

const msa = (version: 1 | 2) =>
  template({
    key: 'msa',
    name: 'Demo MSP managed services agreement',
    description:
      'Our standard agreement: onboarding, then one monthly price per user, device and server. Options are listed so clients can see what else we offer.',
    category: 'Managed services',
    tags: ['managed-services', 'standard'],
    summary:
      'One monthly price for support, security and strategy. Help within 15 minutes during business hours, every device monitored and patched, backups checked every day, and a quarterly review that keeps the technology plan ahead of the business.',
    contractTermMonths: 24,
    variables: [
      { unit: 'users', label: 'Users', defaultValue: 25 },
      { unit: 'devices', label: 'Computers and laptops', defaultValue: 30 },
      { unit: 'servers', label: 'Servers', defaultValue: 1 },
      { unit: 'tb', label: 'TB under managed backup', defaultValue: 1 },
    ],
    sections: [
      phase('Onboarding', 'The first 30 days: documentation, tooling and the fixes that should not wait.', [
        task('Environment discovery and documentation (IT Glue)', 'Systems Engineer', 12, {
          deliverables: ['Documented network, servers, accounts and vendors', 'Admin credentials in our vault'],
        }),
        task('RMM, EDR and backup agent rollout', 'Service Desk Technician', 0.25, {
          perUnit: ['devices', 15],
          assumptions: ['All devices run a supported Windows or macOS version'],
          outOfScope: ['Rebuilding devices that fail the onboarding health check (quoted separately)'],
        }),
        task('Security baseline remediation', 'Security Engineer', 10, {
          deliverables: ['MFA on every account', 'Local admin removed from users', 'Unsupported software removed'],
        }),
        task('Onboarding project management', 'Project Manager', 6),
      ]),
      block(
        'Managed services',
        'recurring',
        'Unlimited remote and on-site support during business hours, 24×7 monitoring and security.',
        [
          recurring('Managed user: help desk, Microsoft 365 administration, security awareness', 'user', 9_500, 3_800, {
            per: 'users',
            description: 'Unlimited remote support 7 am–6 pm Mon–Fri; after-hours emergencies at the agreed rate.',
          }),
          recurring('Managed endpoint: monitoring, patching, EDR', 'device', 4_500, 1_400, { per: 'devices' }),
          recurring('Managed server: monitoring, patching, backup checks', 'server', 15_000, 4_000, { per: 'servers' }),
          recurring('Managed backup, per TB protected', 'TB', 12_000, 4_500, { per: 'tb' }),
          ...(version === 2
            ? [recurring('Dark web monitoring and phishing simulation', 'user', 400, 150, { per: 'users' })]
            : []),
          task('vCIO: quarterly business review and roadmap', 'vCIO', 2, { frequency: 'quarterly' }),
        ],
      ),
      block('Options', 'recurring', 'Add-ons many clients choose; selected ones are included in the totals.', [
        recurring('24×7 SOC with managed SIEM', 'user', 1_200, 650, { per: 'users', optional: true }),
        recurring('Microsoft 365 backup (Datto SaaS Protection)', 'user', 400, 210, { per: 'users', optional: true }),
        task('After-hours patching window for servers', 'Systems Engineer', 2, {
          frequency: 'monthly',
          optional: true,
        }),
      ]),
    ],
  });

const intune = (version: 1 | 2) =>
  template({
    key: 'intune',
    name: 'Demo MSP Intune and Autopilot rollout',
    description:
      'Windows laptops and workstations moved to Intune and Autopilot, a few a day. Sized by the number of devices.',
    category: 'Microsoft 365',
    tags: ['microsoft-365', 'intune'],
    summary:
      'Every laptop and workstation enrolled in Microsoft Intune: encrypted, patched and compliant before it can reach company data. New devices ship straight from Dell and set themselves up.',
    variables: [{ unit: 'devices', label: 'Windows devices', defaultValue: 30 }],
    sections: [
      phase('Design', 'Agree the device standards before anything is enrolled.', [
        task('Endpoint management design workshop', 'Solutions Architect', 3, {
          deliverables: ['Device standards document: apps, updates, encryption, local admin'],
        }),
      ]),
      phase('Build', 'Intune, Autopilot and the app catalogue.', [
        task('Autopilot profiles and enrolment status page', 'Cloud Engineer', 5),
        task('Compliance policies, BitLocker, Windows Hello for Business', 'Security Engineer', 6, {
          deliverables: ['Compliance policy set', 'Recovery keys escrowed to Entra ID'],
        }),
        task(
          'App packaging (line-of-business apps, Adobe, Chrome, printers)',
          'Cloud Engineer',
          version === 1 ? 10 : 12,
          {
            assumptions: ['Up to 12 applications; installers provided by vendors'],
            outOfScope: ['Repackaging apps that have no silent installer'],
          },
        ),
        task('Update rings and Defender for Endpoint onboarding', 'Security Engineer', 4),
      ]),
      phase('Rollout', 'Wipe-and-load a handful of devices per day, so the business keeps running.', [
        task('Device reset and Autopilot enrolment', 'Field Technician', 0, {
          perUnit: ['devices', version === 1 ? 60 : 45],
          customerResponsibilities: ['Staff save local files to OneDrive before their device is reset'],
        }),
        task('Pilot group and go/no-go', 'Project Manager', 4),
        task('Project management', 'Project Manager', 6),
      ]),
    ],
  });

const branch = (version: 1 | 2) =>
  template({
    key: 'branch',
    name: 'Demo MSP branch office opening',
    description:
      'A new branch or practice opened on the same standard as the client’s other sites. Internet, firewall and VPN, desks and opening-day support.',
    category: 'Facilities',
    tags: ['new-office', 'network'],
    summary:
      'The new location opens on the same standard as your other sites: internet ordered early with a VPN back to the main office, desks set up and tested, and two technicians on site for opening day.',
    variables: [
      { unit: 'users', label: 'Desks', defaultValue: 8 },
      { unit: 'access_points', label: 'Access points', defaultValue: 3 },
    ],
    sections: [
      phase('Network and internet', 'Internet ordered early: carrier lead times are the long pole.', [
        task('Carrier coordination (fibre + LTE failover)', 'Project Coordinator', 3),
        product('Fortinet FortiGate 60F firewall', 'each', 89_500, 64_000),
        product('FortiGate 60F UTP, 1 year', 'each', 54_500, 42_000),
        product('Aruba Instant On 1930 24-port PoE switch', 'each', 74_900, 52_500),
        product('Aruba Instant On AP22 Wi-Fi 6 access point', 'each', 19_900, 13_900, { per: 'access_points' }),
        ...(version === 2 ? [product('Cradlepoint E300 LTE failover router', 'each', 149_900, 115_500)] : []),
        task('Network build and site-to-site VPN to the main office', 'Senior Network Engineer', 6),
      ]),
      phase('Desks and devices', 'Workstations, printers and the meeting room.', [
        task('Workstation deployment', 'Field Technician', 0, { perUnit: ['users', 90] }),
        product('Dell OptiPlex 7020 Micro (i5, 16 GB, 512 GB)', 'each', 129_900, 108_000, { per: 'users' }),
        task('Printer and meeting room setup', 'Cloud Engineer', 4),
      ]),
      phase('Opening day', 'We are there when the doors open.', [
        { ...task('Opening-day support (2 technicians)', 'Field Technician', 8), quantity: 2 },
        task('Project management', 'Project Manager', 8),
      ]),
    ],
  });

export const DEMO_TEMPLATES: readonly DemoTemplate[] = [
  { key: 'msa', savedDaysAgo: [210, 90], version: msa },
  { key: 'intune', savedDaysAgo: [190, 45], version: intune },
  { key: 'branch', savedDaysAgo: [120, 30], version: branch },
];

export const demoTemplate = (key: DemoTemplateKey): DemoTemplate => {
  const found = DEMO_TEMPLATES.find((entry) => entry.key === key);
  if (!found) throw new Error(`demo seed: no template ${key}`);
  return found;
};
