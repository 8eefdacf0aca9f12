import {
  SERVICE_AREA_LABELS,
  SERVICE_AREAS,
  ServiceDefinition,
  type ServiceDefinitionInput,
  type ServiceEstimateResponse,
  type ServiceLibraryResponse,
} from '@scopewright/domain';

const EDR: ServiceDefinitionInput = {
  id: 'edr-deployment',
  name: 'EDR deployment',
  area: 'security',
  phase: 'Deployment',
  summary: 'Deploy an endpoint detection and response agent to every device and retire the old antivirus.',
  synonyms: ['SentinelOne', 'CrowdStrike Falcon', 'Defender for Endpoint', 'EDR', 'XDR'],
  primaryUnit: 'devices',
  defaultQuantity: 50,
  tasks: [
    {
      key: 'policy-design',
      name: 'Design detection and response policies',
      description: 'Agree the policies, exclusions and alerting for the EDR console.',
      role: 'Security Engineer',
      baseHours: 4,
      perUnitHours: 0,
      unit: null,
      phase: 'Design',
    },
    {
      key: 'pilot',
      name: 'Pilot on a test group',
      description: 'Roll the agent out to a pilot group and tune the policies.',
      role: 'Security Engineer',
      baseHours: 3,
      perUnitHours: 0,
      unit: null,
    },
    {
      key: 'rollout',
      name: 'Deploy the agent',
      description: 'Push the agent to every device and confirm it reports in.',
      role: 'Service Desk Technician',
      baseHours: 2,
      perUnitHours: 0.25,
      unit: 'devices',
    },
    {
      key: 'av-removal',
      name: 'Remove the legacy antivirus',
      description: 'Uninstall the old antivirus product from each device.',
      role: 'Service Desk Technician',
      baseHours: 1,
      perUnitHours: 0.1,
      unit: 'devices',
    },
  ],
  deliverables: ['EDR agent on every device', 'Policy document'],
  assumptions: ['Devices are reachable through the RMM'],
  outOfScope: ['Incident response retainer'],
  customerResponsibilities: ['Name a pilot group'],
};

const MAILBOX: ServiceDefinitionInput = {
  id: 'gws-to-m365-migration',
  name: 'Google Workspace to Microsoft 365 migration',
  area: 'productivity',
  phase: 'Migration',
  summary: 'Move mail, calendars and contacts from Google Workspace to Exchange Online.',
  synonyms: ['GWS', 'G Suite', 'M365', 'O365', 'Exchange Online'],
  primaryUnit: 'mailboxes',
  defaultQuantity: 25,
  tasks: [
    {
      key: 'tenant-prep',
      name: 'Prepare the Microsoft 365 tenant',
      description: 'Domains, licences and migration endpoints.',
      role: 'Cloud Engineer',
      baseHours: 4,
      perUnitHours: 0,
      unit: null,
    },
    {
      key: 'migrate-mailboxes',
      name: 'Migrate mailboxes',
      description: 'Migrate mail, calendars and contacts for each mailbox.',
      role: 'Systems Engineer',
      baseHours: 2,
      perUnitHours: 0.35,
      unit: 'mailboxes',
    },
    {
      key: 'cutover',
      name: 'MX cutover',
      description: 'Switch mail flow and run a final delta pass.',
      role: 'Cloud Engineer',
      baseHours: 3,
      perUnitHours: 0,
      unit: null,
      phase: 'Testing & Cutover',
    },
  ],
  deliverables: ['Mailboxes in Exchange Online'],
  assumptions: ['Licences are bought by the customer'],
  outOfScope: ['Archives older than 10 years'],
};

const FIREWALL: ServiceDefinitionInput = {
  id: 'firewall-replacement',
  name: 'Firewall replacement',
  area: 'network',
  phase: 'Build & Configuration',
  summary: 'Replace the perimeter firewall at each site with a managed next-generation firewall.',
  synonyms: ['FW', 'Fortinet', 'FortiGate', 'SonicWall', 'Meraki MX'],
  primaryUnit: 'sites',
  defaultQuantity: 1,
  tasks: [
    {
      key: 'design',
      name: 'Rule base review',
      description: 'Review and clean up the existing rules.',
      role: 'Senior Network Engineer',
      baseHours: 3,
      perUnitHours: 0,
      unit: null,
    },
    {
      key: 'build',
      name: 'Build and stage the firewall',
      description: 'Configure interfaces, VPNs and policies.',
      role: 'Senior Network Engineer',
      baseHours: 2,
      perUnitHours: 4,
      unit: 'sites',
    },
    {
      key: 'cutover',
      name: 'Cutover on site',
      description: 'Swap the firewall and test traffic.',
      role: 'Field Technician',
      baseHours: 0,
      perUnitHours: 3,
      unit: 'sites',
    },
  ],
  deliverables: ['Firewall in service'],
  assumptions: ['Out-of-hours cutover window'],
  outOfScope: ['Internet circuit changes'],
};

export const FIXTURE_SERVICES = [EDR, MAILBOX, FIREWALL].map((input) => ServiceDefinition.parse(input));

export function libraryReply(services = FIXTURE_SERVICES): ServiceLibraryResponse {
  return {
    version: 'test',
    areas: SERVICE_AREAS.map((id) => ({
      id,
      label: SERVICE_AREA_LABELS[id],
      count: services.filter((s) => s.area === id).length,
    })),
    services,
  };
}

/** What the API answers for the EDR service at `devices` devices with a $150/h rate card. */
export function edrEstimate(devices: number): ServiceEstimateResponse {
  const line = (key: string, name: string, hours: number) => ({
    key: `edr-deployment:${key}`,
    name,
    description: `${name}.`,
    role: 'Security Engineer',
    roleId: null,
    hours,
    billRateCents: 15_000,
    costRateCents: 7_000,
    priceCents: Math.round(hours * 15_000),
    deliverables: ['EDR agent on every device'],
    assumptions: [],
    outOfScope: [],
    customerResponsibilities: [],
    rationale: `${devices} devices`,
    serviceId: 'edr-deployment',
  });
  const design = line('policy-design', 'Design detection and response policies', 4);
  const rollout = line('rollout', 'Deploy the agent', 2 + 0.25 * devices);
  const sections = [
    { name: 'Design', confidence: 1, confidenceLevel: 'high' as const, lines: [design] },
    { name: 'Deployment', confidence: 1, confidenceLevel: 'high' as const, lines: [rollout] },
  ];
  return {
    sections,
    totalHours: design.hours + rollout.hours,
    totalPriceCents: design.priceCents + rollout.priceCents,
  };
}
