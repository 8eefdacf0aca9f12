import type { CreateLaborRoleInput } from './labor-role-schemas';

type DefaultRole = Required<{ [K in keyof CreateLaborRoleInput]: Exclude<CreateLaborRoleInput[K], undefined> }>;

/**
 * The rate card every new workspace starts with: typical US MSP project rates (bill) and fully loaded
 * employee costs (cost), cents per hour. Each admin adjusts them in Settings → Rates.
 */
export const DEFAULT_LABOR_ROLES: readonly DefaultRole[] = [
  {
    name: 'Project Manager',
    clientFacingName: 'Project Management',
    description: 'Plans the project, runs the schedule, status reporting and change control.',
    billRateCents: 16_500,
    costRateCents: 6_800,
  },
  {
    name: 'Solutions Architect',
    clientFacingName: 'Solution Architecture',
    description: 'Designs the target environment, reviews requirements and signs off the build.',
    billRateCents: 22_500,
    costRateCents: 9_500,
  },
  {
    name: 'vCIO',
    clientFacingName: 'Virtual CIO',
    description: 'Technology strategy, roadmaps, budgets and quarterly business reviews.',
    billRateCents: 25_000,
    costRateCents: 10_500,
  },
  {
    name: 'Senior Network Engineer',
    clientFacingName: 'Senior Network Engineering',
    description: 'Firewalls, routing, switching, VPNs and wireless design and cutover.',
    billRateCents: 19_500,
    costRateCents: 8_000,
  },
  {
    name: 'Systems Engineer',
    clientFacingName: 'Systems Engineering',
    description: 'Servers, Active Directory, virtualisation, storage and backup.',
    billRateCents: 17_500,
    costRateCents: 6_500,
  },
  {
    name: 'Cloud Engineer',
    clientFacingName: 'Cloud Engineering',
    description: 'Microsoft 365, Entra ID, Intune and Azure migrations and configuration.',
    billRateCents: 18_500,
    costRateCents: 7_500,
  },
  {
    name: 'Security Engineer',
    clientFacingName: 'Cybersecurity Engineering',
    description: 'Hardening, EDR and SIEM deployment, vulnerability remediation and policy.',
    billRateCents: 21_000,
    costRateCents: 8_500,
  },
  {
    name: 'Service Desk Technician',
    clientFacingName: 'Technical Support',
    description: 'Remote user support, account changes, software installs and documentation.',
    billRateCents: 12_500,
    costRateCents: 3_800,
  },
  {
    name: 'Field Technician',
    clientFacingName: 'On-site Technical Support',
    description: 'On-site installs, cabling, workstation and hardware deployment.',
    billRateCents: 13_500,
    costRateCents: 4_200,
  },
  {
    name: 'Project Coordinator',
    clientFacingName: 'Project Coordination',
    description: 'Scheduling, procurement follow-up and end-user communications.',
    billRateCents: 11_000,
    costRateCents: 4_000,
  },
];
