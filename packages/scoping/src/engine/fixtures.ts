import { ServiceDefinition, type ServiceDefinitionInput } from '@scopewright/domain';

/** A small library for engine tests, independent of the shipped data. */
const task = (
  key: string,
  name: string,
  role: ServiceDefinitionInput['tasks'][number]['role'],
  baseHours: number,
  perUnitHours = 0,
  unit: ServiceDefinitionInput['primaryUnit'] = null,
  phase?: ServiceDefinitionInput['phase'],
) => ({
  key,
  name,
  description: `${name} as described for the client.`,
  role,
  baseHours,
  perUnitHours,
  unit,
  ...(phase ? { phase } : {}),
});

const lists = (id: string) => ({
  deliverables: [`${id} deliverable`],
  assumptions: [`${id} assumption`],
  outOfScope: [`${id} out of scope`],
  customerResponsibilities: [`${id} customer responsibility`],
});

const INPUTS: ServiceDefinitionInput[] = [
  {
    id: 'gws-to-m365',
    name: 'Google Workspace to Microsoft 365 migration',
    area: 'productivity',
    phase: 'Migration',
    summary: 'Move mail, calendars and Drive files from Google Workspace to Microsoft 365.',
    synonyms: ['Google Workspace', 'GWS', 'G Suite', 'Gmail', 'Microsoft 365', 'email migration'],
    primaryUnit: 'users',
    defaultQuantity: 25,
    tasks: [
      task('discovery', 'Discovery and inventory', 'Cloud Engineer', 4, 0, null, 'Discovery & Planning'),
      task('mail-migration', 'Migrate mailboxes', 'Cloud Engineer', 2, 0.35, 'mailboxes'),
      task('pilot', 'Pilot migration', 'Cloud Engineer', 3, 0, null, 'Testing & Cutover'),
    ],
    ...lists('gws'),
  },
  {
    id: 'intune-enrolment',
    name: 'Microsoft Intune device enrolment',
    area: 'endpoint',
    phase: 'Deployment',
    summary: 'Enrol laptops and phones in Intune with compliance and configuration policies.',
    synonyms: ['Intune', 'MDM', 'Endpoint Manager', 'device management'],
    primaryUnit: 'devices',
    defaultQuantity: 10,
    tasks: [
      task('discovery', 'Discovery and inventory', 'Systems Engineer', 2, 0, null, 'Discovery & Planning'),
      task('policies', 'Build compliance policies', 'Systems Engineer', 4, 0, null, 'Build & Configuration'),
      task('enrol', 'Enrol devices', 'Service Desk Technician', 0, 0.5, 'devices'),
    ],
    ...lists('intune'),
  },
  {
    id: 'firewall-replacement',
    name: 'Firewall replacement',
    area: 'network',
    phase: 'Deployment',
    summary: 'Replace the firewall at each site and migrate its rules.',
    synonyms: ['firewall', 'FW', 'FortiGate', 'SonicWall', 'Meraki MX'],
    primaryUnit: 'sites',
    defaultQuantity: 1,
    tasks: [
      task('design', 'Firewall design', 'Senior Network Engineer', 2, 0, null, 'Design'),
      task('install', 'Install and cut over the firewall', 'Senior Network Engineer', 1, 3, 'sites'),
      task('test', 'Test rules and VPNs', 'Senior Network Engineer', 1, 0, null, 'Testing & Cutover'),
    ],
    ...lists('firewall'),
  },
  {
    id: 'printer-deployment',
    name: 'Printer deployment',
    area: 'facilities',
    phase: 'Deployment',
    summary: 'Install printers and multifunction devices and set up scan to email.',
    synonyms: ['printer', 'MFP', 'copier', 'scan to email'],
    primaryUnit: 'printers',
    defaultQuantity: 2,
    tasks: [
      task('install', 'Install printers', 'Field Technician', 0.5, 1, 'printers'),
      task('drivers', 'Deploy printer drivers', 'Systems Engineer', 1, 0.1, 'devices'),
      task('test', 'Test printing', 'Field Technician', 0.5, 0, null, 'Testing & Cutover'),
    ],
    ...lists('printer'),
  },
  {
    id: 'm365-backup',
    name: 'Microsoft 365 backup',
    area: 'backup',
    phase: 'Build & Configuration',
    summary: 'Cloud-to-cloud backup of Microsoft 365 mail, OneDrive and SharePoint.',
    synonyms: ['M365 backup', 'Office 365 backup', 'cloud backup'],
    primaryUnit: 'users',
    defaultQuantity: 25,
    tasks: [
      task('provision', 'Provision the backup service', 'Cloud Engineer', 1.5),
      task('protect', 'Protect mailboxes and OneDrive', 'Cloud Engineer', 1, 0.02, 'users'),
      task('restore-test', 'Test a restore', 'Cloud Engineer', 1, 0, null, 'Testing & Cutover'),
    ],
    ...lists('backup'),
  },
  {
    id: 'edr-deployment',
    name: 'EDR deployment',
    area: 'security',
    phase: 'Deployment',
    summary: 'Deploy an endpoint detection and response agent and remove the old antivirus.',
    synonyms: ['EDR', 'SentinelOne', 'S1', 'CrowdStrike', 'Defender for Endpoint', 'antivirus replacement'],
    primaryUnit: 'devices',
    defaultQuantity: 25,
    tasks: [
      task('policy', 'Configure EDR policies', 'Security Engineer', 3, 0, null, 'Build & Configuration'),
      task('deploy', 'Deploy the agent and remove the old antivirus', 'Security Engineer', 1, 0.15, 'devices'),
      task('pilot', 'Pilot on a few devices', 'Security Engineer', 1, 0, null, 'Testing & Cutover'),
    ],
    ...lists('edr'),
  },
];

export const FIXTURE_LIBRARY: readonly ServiceDefinition[] = INPUTS.map((input) => ServiceDefinition.parse(input));

export const FIXTURE_ROLES = [
  { id: '00000000-0000-7000-8000-000000000001', name: 'Project Manager', billRateCents: 16_500, costRateCents: 6_800 },
  { id: '00000000-0000-7000-8000-000000000002', name: 'Cloud Engineer', billRateCents: 18_500, costRateCents: 7_500 },
  { id: '00000000-0000-7000-8000-000000000003', name: 'systems engineer', billRateCents: 17_500, costRateCents: 7_000 },
  {
    id: '00000000-0000-7000-8000-000000000004',
    name: 'Network Specialist',
    billRateCents: 19_500,
    costRateCents: 8_000,
  },
  { id: '00000000-0000-7000-8000-000000000005', name: 'Help Desk', billRateCents: 11_000, costRateCents: 4_200 },
] as const;
