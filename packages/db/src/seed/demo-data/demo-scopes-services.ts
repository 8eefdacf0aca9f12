import { labor, note, percentOff, product, section, service, type DemoSection } from './demo-lines';

interface Fleet {
  users: number;
  devices: number;
  servers: number;
  /** TB protected by managed backup. */
  backupTb?: number;
}

/** A managed services agreement: onboarding, per-user and per-device monthly lines, vCIO. */
export function managedServices(
  { users, devices, servers, backupTb = 0 }: Fleet,
  { vcioHours = 2, waiveOnboarding = false } = {},
): DemoSection[] {
  return [
    section('Onboarding', 'The first 30 days: documentation, tooling and the fixes that should not wait.', [
      labor('Environment discovery and documentation (IT Glue)', 'Systems Engineer', 12, {
        deliverables: ['Documented network, servers, accounts and vendors', 'Admin credentials in our vault'],
      }),
      labor('RMM, EDR and backup agent rollout', 'Service Desk Technician', 0.25, {
        quantity: devices + servers,
        assumptions: ['All devices run a supported Windows or macOS version'],
        outOfScope: ['Rebuilding devices that fail the onboarding health check (quoted separately)'],
      }),
      labor('Security baseline remediation', 'Security Engineer', 10, {
        deliverables: ['MFA on every account', 'Local admin removed from users', 'Unsupported software removed'],
      }),
      labor('Onboarding project management', 'Project Manager', 6),
      ...(waiveOnboarding
        ? [
            note(
              'Onboarding fee',
              'Waived for a 36-month agreement; the work is listed so you can see what is included.',
            ),
            percentOff('Onboarding waived (36-month agreement)', 100),
          ]
        : []),
    ]),
    section(
      'Managed services',
      'Unlimited remote and on-site support during business hours, 24×7 monitoring and security.',
      [
        service('Managed user: help desk, Microsoft 365 administration, security awareness', 'user', users, 95, 38, {
          description: 'Unlimited remote support 7 am–6 pm Mon–Fri; after-hours emergencies at the agreed rate.',
        }),
        service('Managed endpoint: monitoring, patching, EDR', 'device', devices, 45, 14, { sku: 'MS-ENDPOINT' }),
        service('Managed server: monitoring, patching, backup checks', 'server', servers, 150, 40, {
          sku: 'MS-SERVER',
        }),
        ...(backupTb > 0
          ? [service('Managed backup, per TB protected', 'TB', backupTb, 120, 45, { sku: 'MS-BACKUP-TB' })]
          : []),
        service('Dark web monitoring and phishing simulation', 'user', users, 4, 1.5, { sku: 'MS-SAT' }),
        labor('vCIO: quarterly business review and roadmap', 'vCIO', vcioHours, { frequency: 'quarterly' }),
      ],
      { kind: 'recurring' },
    ),
    section(
      'Options',
      'Add-ons many clients choose; selected ones are included in the totals.',
      [
        service('24×7 SOC with managed SIEM', 'user', users, 12, 6.5, { optional: true }),
        service('Microsoft 365 backup (Datto SaaS Protection)', 'user', users, 4, 2.1, {
          optional: true,
          selected: true,
        }),
        labor('After-hours patching window for servers', 'Systems Engineer', 2, {
          frequency: 'monthly',
          optional: true,
        }),
      ],
      { kind: 'recurring' },
    ),
  ];
}

/** Security awareness training and phishing simulation for `users`. */
export function securityAwareness(users: number, { nonprofitDiscount = false } = {}): DemoSection[] {
  return [
    section('Launch', 'A baseline phishing test, then training that fits in ten minutes a month.', [
      labor('Platform setup and directory sync', 'Security Engineer', 3),
      labor('Baseline phishing campaign and report', 'Security Engineer', 2, {
        deliverables: ['Baseline click-rate report by department'],
      }),
      labor('Kick-off presentation for staff (30 minutes)', 'vCIO', 1),
      ...(nonprofitDiscount ? [percentOff('Nonprofit discount', 20)] : []),
    ]),
    section(
      'Monthly programme',
      'Training modules, monthly simulations and a quarterly report to leadership.',
      [
        service('Security Awareness Training', 'user', users, 4, 1.5, { sku: 'MS-SAT' }),
        ...(nonprofitDiscount ? [percentOff('Nonprofit discount', 20, 'monthly')] : []),
      ],
      { kind: 'recurring' },
    ),
  ];
}

/** A security assessment and the vCIO programme a credit union wants before its exam. */
export function securityAssessment({ withVcio = true } = {}): DemoSection[] {
  const sections = [
    section('Assessment', 'An independent view of where you stand against the FFIEC and NIST CSF expectations.', [
      labor('External vulnerability scan and report', 'Security Engineer', 6),
      labor('Internal vulnerability scan (3 branches)', 'Security Engineer', 10),
      labor('Microsoft 365 and Entra ID security review', 'Security Engineer', 6),
      labor('Policy and procedure gap analysis (NIST CSF 2.0)', 'vCIO', 12, {
        deliverables: ['Gap analysis with risk ratings', 'Prioritised 12-month remediation roadmap'],
        outOfScope: ['Penetration testing (we coordinate a third party)', 'Core banking system configuration'],
        customerResponsibilities: ['Provide current policies and the last exam findings'],
      }),
      labor('Board presentation', 'vCIO', 3),
    ]),
  ];
  if (withVcio) {
    sections.push(
      section(
        'vCIO programme',
        'A named strategist who owns your technology roadmap and budget.',
        [
          labor('vCIO monthly strategy time', 'vCIO', 4, { frequency: 'monthly' }),
          service('Compliance documentation portal', 'each', 1, 150, 45),
        ],
        { kind: 'recurring' },
      ),
    );
  }
  return sections;
}

/** A prepaid block of hours for busy season. */
export function hoursBlock(hours: number): DemoSection[] {
  return [
    section('Tax season support block', 'Prepaid hours for the January–April rush, used in 15-minute increments.', [
      labor('Prepaid support hours (remote and on-site)', 'Service Desk Technician', hours, {
        discountPercent: 10,
        description: 'Priority response within 1 business hour during tax season.',
        assumptions: ['Unused hours expire on April 30'],
      }),
      labor('Weekend on-call (4 weekends)', 'Systems Engineer', 4, { quantity: 4 }),
    ]),
  ];
}

/** Annual HIPAA security risk assessment for a clinic. */
export function hipaaAssessment(): DemoSection[] {
  return [
    section('Risk assessment', 'The annual HIPAA Security Rule risk analysis, documented for auditors.', [
      labor('Asset and ePHI flow inventory', 'Security Engineer', 6),
      labor('Technical safeguards review and vulnerability scan', 'Security Engineer', 8),
      labor('Risk analysis and risk management plan', 'vCIO', 8, {
        deliverables: ['Risk analysis report', 'Risk management plan', 'Executive summary for the medical director'],
      }),
      labor('Policy updates (up to 10 policies)', 'vCIO', 6),
    ]),
  ];
}

/** Network segmentation for a site where operational gear shares the office network. */
export function networkSegmentation({ label }: { label: string }): DemoSection[] {
  return [
    section('Design', `Separate networks for ${label}, staff and guests, with rules between them.`, [
      labor('Device discovery and traffic analysis (2 weeks)', 'Senior Network Engineer', 6),
      labor('Segmentation design and rule matrix', 'Solutions Architect', 6, {
        deliverables: ['VLAN and firewall rule matrix', 'Updated network diagram'],
      }),
    ]),
    section('Implementation', 'Moved in small groups with the vendor on the phone.', [
      product('Aruba Instant On 1930 24-port PoE switch', 'JL684A', 2, 749, 525),
      labor('VLAN and firewall policy implementation', 'Senior Network Engineer', 10),
      labor('Device moves and vendor coordination', 'Field Technician', 8, {
        customerResponsibilities: ['Vendor support contacts available during the change windows'],
      }),
      labor('Project management', 'Project Manager', 4),
    ]),
  ];
}

/** Microsoft 365 hardening for a small firm that grew up on defaults. */
export function m365Hardening(users: number): DemoSection[] {
  return [
    section('Hardening', 'Microsoft Secure Score from the 30s to above 70%.', [
      labor('Secure Score review and plan', 'Security Engineer', 3),
      labor('Conditional Access, MFA and legacy auth block', 'Security Engineer', 5),
      labor('Defender for Office 365 and mail-flow rules', 'Security Engineer', 4),
      labor('Mobile device policies for agents’ phones', 'Cloud Engineer', 4),
    ]),
    section(
      'Licences',
      'Business Premium brings the security features used above.',
      [service('Microsoft 365 Business Premium', 'user', users, 22, 18.7, { sku: 'CFQ7TTC0LCHC', taxable: true })],
      { kind: 'recurring' },
    ),
  ];
}

/** Remediation after a third-party penetration test. */
export function pentestRemediation(): DemoSection[] {
  return [
    section('Remediation', 'Every critical and high finding closed and re-tested.', [
      labor('Critical findings: patching and configuration', 'Security Engineer', 12),
      labor('Active Directory tiering and LAPS', 'Systems Engineer', 10),
      product('YubiKey 5 NFC for administrators', 'Y-237', 8, 55, 42),
      labor('Re-test coordination and evidence pack', 'Project Coordinator', 3),
    ]),
  ];
}
