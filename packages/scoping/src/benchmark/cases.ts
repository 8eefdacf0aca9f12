import { CATALOG_CASES } from './catalog-cases';
import { OWN_CASES } from './own-cases';

/**
 * The scoping benchmark (docs/decisions/0018-ai-scoping.md): the five public cases verbatim, then our own across
 * every service area. An expected area is covered when any suggested line's name, description or service id
 * contains one of its match terms (lower case). Hours ranges were set before tuning the engine, as an
 * experienced MSP engineer would quote the work (project management and handover included).
 */
export interface BenchmarkArea {
  area: string;
  match: readonly string[];
}

export interface BenchmarkCase {
  description: string;
  expected: readonly BenchmarkArea[];
  hours: readonly [number, number];
  /**
   * Catalog lines expected (SKU and count, against BENCHMARK_CATALOG; a null count when the description gives
   * none, so any count will do); absent when the case does not judge them.
   */
  items?: readonly { sku: string; quantity: number | null }[];
  /** Held out: never used to tune the engine or the library (client-voice-cases.ts). */
  heldOut?: boolean;
}

const area = (name: string, ...match: string[]): BenchmarkArea => ({ area: name, match });

export const PUBLIC_CASES: readonly BenchmarkCase[] = [
  {
    description: 'Deploy SentinelOne EDR to 75 endpoints and remove the old antivirus',
    expected: [
      area('EDR deployment', 'edr', 'sentinelone', 'endpoint detection', 'agent'),
      area('policy configuration', 'polic'),
      area('legacy AV removal', 'antivirus', 'legacy av', 'uninstall', 'remov'),
      area('pilot/testing', 'pilot', 'test'),
    ],
    hours: [12, 50],
  },
  {
    description: 'Set up a new branch office for 12 people: internet circuit, firewall, switch, Wi-Fi and two printers',
    expected: [
      area('ISP circuit coordination', 'circuit', 'isp', 'internet', 'broadband'),
      area('firewall', 'firewall'),
      area('switching', 'switch'),
      area('wireless', 'wi-fi', 'wifi', 'wireless', 'access point'),
      area('printers', 'printer'),
      area('testing/handover', 'test', 'handover'),
    ],
    hours: [16, 60],
  },
  {
    description: 'Enrol 15 BYOD iPhones and Android phones in Intune with app protection policies',
    expected: [
      area('MDM enrolment', 'enrol', 'enroll', 'mdm', 'intune'),
      area('app protection policies', 'app protection', 'mam'),
      area('compliance', 'complian'),
      area('user onboarding', 'onboard', 'user guide', 'users', 'train'),
    ],
    hours: [8, 40],
  },
  {
    description: 'Upgrade 40 Windows 10 PCs to Windows 11 and replace the ones that are not compatible',
    expected: [
      area('compatibility assessment', 'compatib', 'readiness', 'assess'),
      area('in-place upgrade', 'upgrade', 'windows 11'),
      area('hardware replacement', 'replace', 'new device', 'new laptop', 'refresh'),
      area('data migration', 'data', 'profile', 'user files'),
    ],
    hours: [20, 90],
  },
  {
    description: 'Connect 4 sites with Meraki SD-WAN and retire the MPLS circuits',
    expected: [
      area('SD-WAN design', 'sd-wan', 'sdwan'),
      area('appliance deployment per site', 'appliance', 'deploy', 'install', 'edge'),
      area('routing/VPN', 'routing', 'vpn', 'tunnel'),
      area('cutover and MPLS decommission', 'mpls', 'decommission'),
    ],
    hours: [24, 100],
  },
];

export const BENCHMARK_CASES: readonly BenchmarkCase[] = [...PUBLIC_CASES, ...OWN_CASES, ...CATALOG_CASES];
