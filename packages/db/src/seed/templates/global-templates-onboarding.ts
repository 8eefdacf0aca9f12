import {
  block,
  defineTemplate,
  note,
  percentOff,
  phase,
  projectTerms,
  recurring,
  task,
  type SeedTemplate,
} from './template-builders';

const newClientOnboarding = defineTemplate({
  key: 'new-client-onboarding',
  name: 'New client onboarding',
  description:
    'Everything we do in the first 30 days to take over support of your environment safely. We document what you have, install our monitoring and security tools, close the obvious gaps and make sure your people know how to reach us.',
  category: 'Onboarding',
  tags: ['onboarding', 'documentation', 'managed-services'],
  summary:
    'A structured 30-day onboarding that turns an undocumented environment into one we can support from day one: every device monitored and protected, every credential in our vault, and a first 90-day plan agreed with your leadership.',
  terms: projectTerms(
    'Onboarding starts once the previous provider has handed over administrative access; delays in that handover move the schedule, not the price.',
  ),
  variables: [
    { unit: 'users', label: 'How many people will we support?', defaultValue: 25 },
    { unit: 'devices', label: 'How many computers and servers?', defaultValue: 30 },
  ],
  sections: [
    phase('Discovery & Planning', 'We learn your business, your systems and who to call for what.', [
      task('Onboarding kick-off and stakeholder interviews', 'vCIO', 2, {
        deliverables: ['Onboarding plan and schedule', 'Contact and escalation list'],
        customerResponsibilities: ['Name a primary contact who can approve changes'],
      }),
      task('Environment discovery and network audit', 'Systems Engineer', 5, {
        perUnit: ['devices', 10],
        description: 'Network, servers, computers, cloud services, line-of-business applications and vendors.',
        deliverables: ['Asset inventory', 'Network diagram', 'Risk findings ranked by urgency'],
        assumptions: ['Administrative credentials are handed over by you or your previous provider'],
        outOfScope: ['Fixing the findings beyond the security baseline below (quoted separately)'],
      }),
      task('Onboarding project management', 'Project Manager', 6),
    ]),
    phase('Build & Configuration', 'Your environment documented and our service desk ready for your calls.', [
      task('Documentation and password vault build', 'Service Desk Technician', 3, {
        perUnit: ['users', 6],
        deliverables: ['Documented users, licences, vendors and configurations', 'Credentials in our vault'],
      }),
      task('Service desk setup: contacts, contract and escalation rules', 'Project Coordinator', 2),
      task('Administrator account clean-up and credential rotation', 'Security Engineer', 3, {
        deliverables: ['Named admin accounts with MFA', 'Shared and former-staff admin passwords rotated'],
      }),
    ]),
    phase('Deployment', 'Our monitoring, patching and security agents on every device.', [
      task('RMM, EDR and backup agent rollout', 'Service Desk Technician', 1, {
        perUnit: ['devices', 15],
        assumptions: ['Devices run a supported version of Windows or macOS'],
        outOfScope: ['Rebuilding devices that fail the onboarding health check'],
      }),
      task('Removal of the previous provider’s tools', 'Service Desk Technician', 1, { perUnit: ['devices', 5] }),
      task('Alerting, patch policy and backup verification', 'Systems Engineer', 3, {
        deliverables: ['Patch schedule agreed', 'First successful backup of every server confirmed'],
      }),
    ]),
    phase('Training & Handover', 'Your team knows how to get help, and leadership has a plan.', [
      task('Welcome session: how to reach the service desk', 'Service Desk Technician', 1.5),
      task('30-day review and first 90-day roadmap', 'vCIO', 2, {
        deliverables: ['Onboarding report', '90-day technology roadmap'],
      }),
    ]),
  ],
});

const managedServicesAgreement = defineTemplate({
  key: 'managed-services-agreement',
  name: 'Managed services agreement',
  description:
    'One predictable monthly price for help desk support, monitoring, patching, security and backup. Onboarding is included so that we start the agreement with your environment documented and protected.',
  category: 'Managed services',
  tags: ['managed-services', 'msa', 'recurring'],
  summary:
    'A fully managed IT service priced per user, per device and per server: unlimited help desk support during business hours, 24×7 monitoring and endpoint protection, verified server backups and a quarterly business review that keeps your technology plan current.',
  terms: [
    'The agreement runs for the term shown and renews month to month afterwards; either party may end it with 60 days’ written notice after the initial term.',
    'Monthly services are invoiced in advance and adjusted each month to the actual number of users, devices and servers.',
    'Onboarding is invoiced on acceptance. Projects, hardware and after-hours work outside the agreement are quoted separately.',
  ].join(' '),
  contractTermMonths: 36,
  variables: [
    { unit: 'users', label: 'How many users are covered?', defaultValue: 25 },
    { unit: 'devices', label: 'How many computers and laptops?', defaultValue: 30 },
    { unit: 'servers', label: 'How many servers?', defaultValue: 2 },
  ],
  sections: [
    phase('Discovery & Planning', 'The first 30 days: we learn and document your environment.', [
      task('Onboarding discovery and documentation', 'Systems Engineer', 6, {
        perUnit: ['devices', 8],
        deliverables: ['Documented network, servers, accounts and vendors', 'Admin credentials in our vault'],
        assumptions: ['Your previous provider hands over access within the first week'],
      }),
      task('Onboarding project management', 'Project Manager', 4),
    ]),
    phase('Build & Configuration', 'The security gaps that should not wait for the first review.', [
      task('Security baseline remediation', 'Security Engineer', 6, {
        perUnit: ['users', 6],
        deliverables: ['MFA on every account', 'Local admin rights removed from users', 'Unsupported software removed'],
      }),
      percentOff('Onboarding discount for a 36-month term', 50),
    ]),
    phase('Deployment', 'Monitoring, patching, EDR and backup agents on every device and server.', [
      task('RMM, EDR and backup agent rollout', 'Service Desk Technician', 1, {
        perUnit: ['devices', 15],
        assumptions: ['All devices run a supported Windows or macOS version'],
        outOfScope: ['Rebuilding devices that fail the onboarding health check (quoted separately)'],
      }),
    ]),
    phase('Training & Handover', 'Your team meets the people who support them.', [
      task('Welcome session and service desk introduction', 'Service Desk Technician', 1),
    ]),
    block('Monthly managed services', 'recurring', 'Invoiced monthly in advance and adjusted to actual counts.', [
      recurring('Managed user: unlimited help desk and Microsoft 365 administration', 'user', 12_500, 5_000, {
        per: 'users',
        description:
          'Remote and on-site support 7 am–6 pm Monday to Friday; after-hours emergencies at the agreed rate.',
      }),
      recurring('Managed device: RMM, patching and EDR', 'device', 4_500, 1_400, { per: 'devices' }),
      recurring('Managed server: monitoring and patching', 'server', 15_000, 4_000, { per: 'servers' }),
      recurring('Server backup with off-site copy', 'server', 9_500, 3_800, {
        per: 'servers',
        description: 'Image-based backup every hour, an off-site copy every night and a monthly restore test.',
      }),
      task('vCIO quarterly business review', 'vCIO', 2, {
        frequency: 'quarterly',
        deliverables: ['Quarterly review with service metrics', 'Updated technology roadmap and budget'],
      }),
      note(
        'Response times',
        'Critical issues answered within 15 minutes, high within 1 hour and normal requests within 4 business hours.',
      ),
    ]),
  ],
});

export const ONBOARDING_TEMPLATES: SeedTemplate[] = [newClientOnboarding, managedServicesAgreement];
