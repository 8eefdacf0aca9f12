import { labor, product, service, type DemoContent, type DemoLine } from './demo-lines';
import { m365Migration, intuneRollout, nonprofitSharePoint, teamsPhone } from './demo-scopes-cloud';
import {
  classroomWifi,
  dattoBcdr,
  firewallRefresh,
  jobSiteKits,
  merakiRefresh,
  newOffice,
  serverUpgrade,
} from './demo-scopes-infrastructure';
import {
  hipaaAssessment,
  hoursBlock,
  m365Hardening,
  managedServices,
  networkSegmentation,
  pentestRemediation,
  securityAssessment,
  securityAwareness,
} from './demo-scopes-services';
import { content, revise, type DemoQuoteSpec } from './demo-quote-specs';
import { templateStart } from './demo-template-starts';

const lineNamed = (draft: DemoContent, name: string): DemoLine => {
  const line = draft.sections.flatMap((s) => s.lines).find((l) => l.name === name);
  if (!line) throw new Error(`demo seed: no line named ${name}`);
  return line;
};

/** 28 quotes over the last six months, every status, three with revision history, three started from templates. */
export const DEMO_QUOTES: DemoQuoteSpec[] = [
  {
    client: 'law',
    title: 'Google Workspace to Microsoft 365 migration (45 users)',
    owner: 'admin',
    content: content(m365Migration(45), {
      summary:
        'Harlow & Finch moves from Google Workspace to Microsoft 365 over one weekend, with no lost email and MFA on every account. Partners keep working from their phones throughout; staff get two training sessions and a technician at their desk on Monday morning.',
      internalNotes:
        'Jordan prefers a cutover on a long weekend. NetDocuments connector to be confirmed with their vendor.',
    }),
    versions: [
      { createdDaysAgo: 75, sentDaysAgo: 73, viewedDaysAgo: 72, views: 4 },
      { createdDaysAgo: 68, sentDaysAgo: 68, viewedDaysAgo: 67, views: 2, acceptedDaysAgo: 63 },
    ],
    revisions: [
      revise((draft) => {
        const intune = draft.sections.find((s) => s.name === 'Optional: Intune device enrolment');
        if (intune) intune.isSelected = true;
        lineNamed(draft, 'Cutover weekend: MX switch, delta pass, verification').minutes = 12 * 60;
      }),
    ],
    tags: ['microsoft-365', 'migration'],
  },
  {
    client: 'manufacturer',
    title: 'FortiGate 100F HA firewall refresh',
    owner: 'user',
    content: content(firewallRefresh(), {
      taxRateBps: 670,
      summary:
        'Keystone’s firewall is end-of-support next quarter. We replace it with a FortiGate 100F high-availability pair, rebuild the rules from a clean design and cut over on a Friday evening so both shifts start Monday on the new firewalls.',
    }),
    versions: [{ createdDaysAgo: 12, sentDaysAgo: 10, viewedDaysAgo: 9, views: 3 }],
    tags: ['network', 'security'],
  },
  {
    client: 'dental',
    title: 'Managed services agreement — 4 practices (36 months)',
    owner: 'admin',
    content: content(managedServices({ users: 62, devices: 74, servers: 2, backupTb: 3 }, { waiveOnboarding: true }), {
      term: 36,
      summary:
        'One monthly price for support, security and strategy across all four practices. Front desks and operatories get help within 15 minutes, imaging PCs are patched after hours, and a quarterly review keeps the technology plan ahead of the next practice opening.',
      clientNotes:
        'Onboarding starts the first Monday after signature; your team will meet their named technician in week one.',
    }),
    versions: [{ createdDaysAgo: 150, sentDaysAgo: 148, viewedDaysAgo: 147, views: 5, acceptedDaysAgo: 140 }],
    tags: ['managed-services'],
  },
  {
    client: 'cpa',
    title: 'Windows Server 2025 and Hyper-V upgrade',
    owner: 'user',
    content: content(serverUpgrade(), {
      taxRateBps: 825,
      summary:
        'The 2016 server running Lacerte and UltraTax is out of support. A new Dell host running Windows Server 2025 with Hyper-V separates the domain controller from the tax applications, and the move happens well before tax season.',
    }),
    versions: [{ createdDaysAgo: 20, sentDaysAgo: 18 }],
    tags: ['infrastructure'],
  },
  {
    client: 'clinic',
    title: 'Intune and Autopilot rollout (30 devices)',
    owner: 'admin',
    content: content(intuneRollout(30), {
      summary:
        'Every clinic laptop and workstation enrolled in Microsoft Intune: encrypted, patched and compliant before it can open the EHR. New devices ship straight from Dell to the clinic and set themselves up.',
    }),
    versions: [{ createdDaysAgo: 3 }],
    tags: ['microsoft-365', 'security'],
  },
  {
    client: 'construction',
    title: 'Datto SIRIS backup and disaster recovery',
    owner: 'user',
    content: content(dattoBcdr(), {
      summary:
        'If the office server fails, Ironclad is back up in under an hour from the local appliance; if the building is lost, from the cloud. A written plan and an annual test prove it.',
    }),
    versions: [
      {
        createdDaysAgo: 95,
        sentDaysAgo: 94,
        viewedDaysAgo: 93,
        views: 2,
        declined: { daysAgo: 85, reason: 'Keeping the current backup until the server lease ends next year.' },
      },
    ],
    tags: ['backup'],
  },
  {
    client: 'nonprofit',
    title: 'Security awareness training and phishing simulation',
    owner: 'admin',
    content: content(securityAwareness(22, { nonprofitDiscount: true }), {
      summary:
        'Short monthly training and realistic phishing tests for staff, with a quarterly report for the board. Priced with our nonprofit discount.',
    }),
    versions: [{ createdDaysAgo: 130, sentDaysAgo: 129, viewedDaysAgo: 128, acceptedDaysAgo: 120 }],
    tags: ['security'],
  },
  {
    client: 'logistics',
    title: 'Meraki network refresh — Aurora DC and office',
    owner: 'user',
    content: content(merakiRefresh({ aps: 14, switches: 4 }), {
      summary:
        'Scanners drop off Wi-Fi at the dock doors and the warehouse switches are end-of-life. A surveyed Meraki network fixes coverage and gives Northwind one dashboard for both sites.',
    }),
    versions: [
      { createdDaysAgo: 30, sentDaysAgo: 29, viewedDaysAgo: 28, views: 3 },
      { createdDaysAgo: 22, sentDaysAgo: 21, viewedDaysAgo: 20, views: 2 },
    ],
    revisions: [
      revise((draft) => {
        lineNamed(draft, 'Cisco Meraki MR46E access point with external antennas').quantity = 16;
        lineNamed(draft, 'Meraki MR Enterprise licence, 5 years').quantity = 16;
        lineNamed(draft, 'AP mounting with lift (per AP)').quantity = 16;
        draft.sections[1]!.lines.push(
          product('Meraki MA-ANT-20 dual-band omni antenna (dock doors)', 'MA-ANT-20', 8, 89, 62),
        );
      }),
    ],
    tags: ['network', 'wifi'],
  },
  {
    client: 'realty',
    title: 'Teams Phone migration from on-prem PBX',
    owner: 'admin',
    content: content(teamsPhone(25), {
      summary:
        'Agents take office calls on their mobiles through Teams, the old PBX contract ends, and every existing number comes along.',
    }),
    versions: [{ createdDaysAgo: 110, sentDaysAgo: 108, viewedDaysAgo: 105 }],
    tags: ['voip'],
  },
  {
    client: 'architects',
    title: 'Boulder studio opening — network, desks and move day',
    owner: 'user',
    content: content(newOffice({ desks: 8 }), {
      taxRateBps: 885,
      summary:
        'The Boulder studio opens with fibre and LTE failover, a VPN to RiNo, eight Revit-ready workstations, a plotter and a Teams Room, all tested before the movers arrive.',
    }),
    versions: [{ createdDaysAgo: 6 }],
    tags: ['new-office'],
  },
  {
    client: 'school',
    title: 'Classroom Wi-Fi 6 refresh (18 classrooms)',
    owner: 'admin',
    validForDays: 60,
    content: content(classroomWifi(18), {
      taxRateBps: 0,
      summary:
        'Every classroom gets its own Wi-Fi 6 access point before students return, with separate staff, student and guest networks and content filtering. Documentation is prepared for the E-Rate Category 2 application.',
      clientNotes: 'St. Brendan’s is tax-exempt; no sales tax is charged.',
    }),
    versions: [{ createdDaysAgo: 40, sentDaysAgo: 38, viewedDaysAgo: 37, views: 6 }],
    tags: ['wifi', 'education'],
  },
  {
    client: 'creditunion',
    title: 'Security assessment and vCIO programme',
    owner: 'user',
    content: content(securityAssessment(), {
      term: 12,
      summary:
        'An independent assessment against NIST CSF before the NCUA exam, a remediation roadmap the board can approve, and a vCIO who owns it for the year.',
    }),
    versions: [
      {
        createdDaysAgo: 85,
        sentDaysAgo: 84,
        viewedDaysAgo: 80,
        views: 3,
        declined: { daysAgo: 70, reason: 'Went with the assessment bundled by their core banking provider.' },
      },
    ],
    tags: ['security', 'vcio'],
  },
  {
    client: 'vet',
    title: 'Managed services agreement (24 months)',
    owner: 'admin',
    ...templateStart(
      { key: 'msa', version: 2 },
      { users: 40, devices: 32, servers: 1, tb: 2 },
      {
        term: 24,
        summary:
          'Round-the-clock monitoring for a 24/7 hospital, help within 15 minutes for the front desk and treatment rooms, and Cornerstone kept patched and backed up.',
      },
    ),
    versions: [{ createdDaysAgo: 60, sentDaysAgo: 58, viewedDaysAgo: 57, acceptedDaysAgo: 52 }],
    tags: ['managed-services'],
  },
  {
    client: 'seniorliving',
    title: 'Nurse-call and resident Wi-Fi network segmentation',
    owner: 'user',
    content: content(networkSegmentation({ label: 'nurse-call and medical devices' }), {
      summary:
        'Nurse-call and medical devices get a network of their own, separate from staff and resident Wi-Fi, so a resident’s laptop can never reach them.',
    }),
    versions: [{ createdDaysAgo: 2 }],
    tags: ['network', 'security'],
  },
  {
    client: 'manufacturer',
    title: 'Shop-floor OT network segmentation',
    owner: 'admin',
    content: content(networkSegmentation({ label: 'CNC machines and shop-floor PCs' }), {
      taxRateBps: 670,
      summary:
        'The CNC machines and shop-floor PCs move to their own network so ransomware on an office PC cannot stop production.',
    }),
    versions: [{ createdDaysAgo: 170, sentDaysAgo: 165, viewedDaysAgo: 160 }],
    tags: ['network', 'security'],
  },
  {
    client: 'dental',
    title: 'Highlands Ranch practice build-out',
    owner: 'admin',
    ...templateStart(
      { key: 'branch', version: 2 },
      { users: 6, access_points: 4 },
      {
        summary:
          'The fourth practice opens on the same standard as the other three: network, VPN, front desk and operatory PCs, imaging and phones ready for the first patient.',
      },
      {
        'Desks and devices': [
          labor('Intraoral sensor and imaging software setup (3 operatories)', 'Field Technician', 5, {
            assumptions: ['Imaging software licences transferred by the vendor before opening day'],
          }),
        ],
      },
    ),
    versions: [{ createdDaysAgo: 16, sentDaysAgo: 15 }],
    tags: ['new-office'],
  },
  {
    client: 'law',
    title: 'Email archiving and Microsoft 365 backup',
    owner: 'user',
    content: content(
      [
        {
          name: 'Backup and archiving',
          clientDescription: 'Seven-year retention for email and documents, searchable for e-discovery.',
          kind: 'recurring',
          lines: [
            service('Microsoft 365 backup (Datto SaaS Protection)', 'user', 45, 4, 2.1),
            service('Exchange Online Archiving', 'user', 45, 3, 2.55, { taxable: true }),
            labor('Retention policies and legal hold configuration', 'Cloud Engineer', 4),
          ],
        },
      ],
      {
        summary:
          'Email and documents kept for seven years and recoverable in minutes, for the firm’s retention policy.',
      },
    ),
    versions: [{ createdDaysAgo: 50 }],
    archivedDaysAgo: 35,
    tags: ['backup'],
  },
  {
    client: 'cpa',
    title: 'Tax season support block (40 hours)',
    owner: 'admin',
    content: content(hoursBlock(40), {
      pricingModel: 'time_and_materials',
      taxRateBps: 825,
      summary: 'Priority help through tax season: 40 prepaid hours at a discounted rate and four weekends on call.',
    }),
    versions: [{ createdDaysAgo: 100, sentDaysAgo: 99, viewedDaysAgo: 99, acceptedDaysAgo: 96 }],
    tags: ['support'],
  },
  {
    client: 'clinic',
    title: 'Annual HIPAA security risk assessment',
    owner: 'user',
    content: content(hipaaAssessment(), {
      summary: 'This year’s HIPAA Security Rule risk analysis and management plan, ready for an OCR audit.',
    }),
    versions: [{ createdDaysAgo: 45, sentDaysAgo: 44, viewedDaysAgo: 44, acceptedDaysAgo: 41 }],
    tags: ['compliance'],
  },
  {
    client: 'logistics',
    title: 'Managed services agreement — Aurora DC',
    owner: 'admin',
    content: content(
      managedServices({ users: 55, devices: 48, servers: 3, backupTb: 4 }, { vcioHours: 3, waiveOnboarding: true }),
      {
        term: 36,
        summary:
          'Support for the office and the warehouse floor, including the handheld scanners and the dock-door Wi-Fi, under one monthly agreement.',
      },
    ),
    versions: [{ createdDaysAgo: 8 }],
    tags: ['managed-services'],
  },
  {
    client: 'construction',
    title: 'Job-site connectivity kits (Starlink + LTE)',
    owner: 'user',
    content: content(jobSiteKits(6), {
      summary:
        'Six portable kits give every job-site trailer reliable internet on day one, with LTE failover and monitoring, moved between sites as projects start and finish.',
    }),
    versions: [{ createdDaysAgo: 9, sentDaysAgo: 7, viewedDaysAgo: 5, views: 2 }],
    tags: ['network'],
  },
  {
    client: 'nonprofit',
    title: 'Microsoft 365 nonprofit licensing and SharePoint move',
    owner: 'admin',
    content: content(nonprofitSharePoint(22), {
      taxRateBps: 0,
      summary: 'Nonprofit grants applied to every licence and the ageing file server retired in favour of SharePoint.',
      clientNotes: 'Riverbend is tax-exempt; no sales tax is charged.',
    }),
    versions: [{ createdDaysAgo: 5, sentDaysAgo: 4 }],
    tags: ['microsoft-365', 'nonprofit'],
  },
  {
    client: 'seniorliving',
    title: 'Managed services agreement',
    owner: 'admin',
    content: content(managedServices({ users: 38, devices: 30, servers: 1 }), {
      term: 24,
      summary:
        'Support for staff on every shift, monitored nurse-call and Wi-Fi, and a quarterly plan with leadership.',
    }),
    versions: [
      {
        createdDaysAgo: 55,
        sentDaysAgo: 54,
        viewedDaysAgo: 50,
        views: 4,
        declined: { daysAgo: 46, reason: 'Budget deferred to the next fiscal year (July).' },
      },
    ],
    tags: ['managed-services'],
  },
  {
    client: 'creditunion',
    title: 'Penetration test remediation',
    owner: 'user',
    content: content(pentestRemediation(), {
      summary: 'Every critical and high finding from the penetration test closed, with evidence for the examiner.',
    }),
    versions: [
      {
        createdDaysAgo: 140,
        sentDaysAgo: 139,
        declined: { daysAgo: 130, reason: 'Their core provider’s team is doing the remediation.' },
      },
    ],
    archivedDaysAgo: 125,
    tags: ['security'],
  },
  {
    client: 'vet',
    title: 'Server room refresh — Windows Server 2025',
    owner: 'user',
    content: content(serverUpgrade(), {
      summary: 'Cornerstone moves to a new Windows Server 2025 host with Hyper-V, UPS protection and hourly backups.',
    }),
    versions: [{ createdDaysAgo: 1 }],
    tags: ['infrastructure'],
  },
  {
    client: 'school',
    title: 'Staff laptops: Intune and Autopilot (60 devices)',
    owner: 'admin',
    ...templateStart(
      { key: 'intune', version: 1 },
      { devices: 60 },
      {
        taxRateBps: 0,
        summary:
          'Staff laptops managed by Intune and set up by Autopilot, so a replacement laptop is ready in an hour.',
      },
    ),
    versions: [{ createdDaysAgo: 160, sentDaysAgo: 158, viewedDaysAgo: 157, acceptedDaysAgo: 150 }],
    tags: ['microsoft-365', 'education'],
  },
  {
    client: 'architects',
    title: 'Managed services proposal — two studios',
    owner: 'admin',
    content: content(managedServices({ users: 26, devices: 30, servers: 1, backupTb: 6 }, { waiveOnboarding: true }), {
      term: 36,
      summary:
        'From break-fix to a managed partner: Revit workstations kept fast and patched, both studios monitored, and a roadmap for the Boulder opening and beyond.',
    }),
    versions: [{ createdDaysAgo: 14, sentDaysAgo: 13, viewedDaysAgo: 11, views: 3 }, { createdDaysAgo: 2 }],
    revisions: [
      revise((draft) => {
        const soc = lineNamed(draft, '24×7 SOC with managed SIEM');
        soc.isSelected = true;
        lineNamed(draft, 'Managed endpoint: monitoring, patching, EDR').quantity = 34;
      }),
    ],
    tags: ['managed-services'],
  },
  {
    client: 'realty',
    title: 'Microsoft 365 security hardening',
    owner: 'user',
    content: content(m365Hardening(25), {
      taxRateBps: 875,
      summary:
        'MFA everywhere, legacy sign-ins blocked and phishing filtered, so agents’ accounts stop being the easy way in.',
    }),
    versions: [{ createdDaysAgo: 25, sentDaysAgo: 24, viewedDaysAgo: 22 }],
    tags: ['security', 'microsoft-365'],
  },
];
