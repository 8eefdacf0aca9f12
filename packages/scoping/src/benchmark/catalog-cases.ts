import type { BenchmarkCase } from './cases';

const area = (name: string, ...match: string[]) => ({ area: name, match });
const item = (sku: string, quantity: number) => ({ sku, quantity });

/**
 * Deals with licences, managed services and hardware (docs/decisions/0018-ai-scoping.md). `items` lists the catalog lines (by SKU, with
 * the count) an engineer would put on the quote from BENCHMARK_CATALOG; an empty list says nothing from the
 * catalog belongs there, so anything proposed is a false positive.
 */
export const CATALOG_CASES: readonly BenchmarkCase[] = [
  {
    description:
      'Microsoft 365 Business Premium for 20 users with managed backup and endpoint protection as a monthly service',
    expected: [area('tenant and licensing set-up', 'licen', 'tenant', 'microsoft 365', 'm365')],
    hours: [8, 60],
    items: [item('CFQ7TTC0LCHC', 20), item('MS-BACKUP-SEAT', 20), item('MS-ENDPOINT', 20)],
  },
  {
    description: 'FortiGate 60F and 12 access points',
    expected: [area('firewall', 'firewall'), area('wireless', 'wireless', 'wi-fi', 'access point')],
    hours: [6, 50],
    items: [item('FG-60F', 1), item('R4W02A', 12)],
  },
  {
    description:
      'Onboard a 35-person accounting firm onto our managed IT services per user, with Microsoft 365 Business Standard licences and security awareness training',
    expected: [area('onboarding and documentation', 'onboard', 'document', 'discovery')],
    hours: [10, 90],
    items: [item('MS-USER-PLAN', 35), item('CFQ7TTC0LDPB', 35), item('MS-SAT', 35)],
  },
  {
    description:
      'Replace the firewall at each of our 3 offices with FortiGate 40F units and add two 48-port PoE switches',
    expected: [area('firewall', 'firewall'), area('switching', 'switch')],
    hours: [8, 70],
    items: [item('FG-40F', 3), item('JL686A', 2)],
  },
  {
    description: 'Managed backup for 4 TB of server data and 2 managed servers, billed monthly, with a DR test',
    expected: [area('backup', 'backup'), area('restore / DR test', 'restore', 'test', 'recovery')],
    hours: [6, 60],
    items: [item('MS-BACKUP-TB', 4), item('MS-SERVER', 2)],
  },
  {
    description:
      'New office for 25 staff: 25 Microsoft 365 E3 licences, six UniFi U6 Pro access points and a 24-port PoE switch',
    expected: [area('wireless', 'wireless', 'wi-fi', 'access point'), area('switching', 'switch')],
    hours: [10, 80],
    items: [item('CFQ7TTC0LFLX', 25), item('U6-PRO', 6), item('JL684A', 1)],
  },
  {
    description: 'Set up Veeam backup for our file server and test a full restore',
    expected: [area('backup', 'backup', 'veeam'), area('restore test', 'restore')],
    hours: [6, 50],
    items: [],
  },
  {
    description: 'Migrate 45 users from Google Workspace to Microsoft 365',
    expected: [area('mailbox migration', 'mailbox', 'migrat')],
    hours: [20, 120],
    items: [],
  },
  {
    description: 'Configure the existing firewall rules and the site-to-site VPN between our two offices',
    expected: [area('firewall', 'firewall'), area('VPN', 'vpn', 'tunnel')],
    hours: [4, 50],
    items: [],
  },
];
