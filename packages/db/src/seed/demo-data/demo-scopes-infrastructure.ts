import { amountOff, expense, labor, product, section, service, type DemoSection } from './demo-lines';

/** FortiGate 100F HA pair with FortiCare/UTP, cutover and VPN rebuild. */
export function firewallRefresh({ branches = 0 } = {}): DemoSection[] {
  return [
    section(
      'Hardware and licensing',
      'A high-availability pair: if one firewall fails, the other takes over in seconds.',
      [
        product('Fortinet FortiGate 100F', 'FG-100F', 2, 3_295, 2_470, {
          description: '10 Gbps firewall throughput, 20 GbE ports, dual power supplies.',
        }),
        product('FortiGate 100F Unified Threat Protection, 3 years', 'FC-10-F100F-950-02-36', 2, 3_380, 2_705, {
          description: 'IPS, antivirus, web and DNS filtering, application control and 24×7 FortiCare.',
        }),
        ...(branches > 0
          ? [
              product('Fortinet FortiGate 40F (branch)', 'FG-40F', branches, 595, 445),
              product('FortiGate 40F UTP, 3 years', 'FC-10-0040F-950-02-36', branches, 690, 552),
            ]
          : []),
      ],
      { kind: 'products' },
    ),
    section('Design and staging', 'Rules reviewed and rebuilt, not copied: only what you use today survives.', [
      labor('Rule base review and new policy design', 'Senior Network Engineer', 6, {
        deliverables: ['Firewall policy document', 'Network diagram (as-built)'],
        assumptions: ['Existing firewall configuration export is available'],
      }),
      labor('HA configuration and staging in our lab', 'Senior Network Engineer', 8, {
        deliverables: ['Active-passive HA pair, firmware on the recommended release'],
      }),
      labor('Site-to-site and remote-access VPN rebuild (FortiClient + Entra ID SAML)', 'Senior Network Engineer', 6, {
        outOfScope: ['VPN tunnels to third parties that cannot change their side within the window'],
        customerResponsibilities: ['Coordinate with the ERP vendor for their VPN tunnel'],
      }),
    ]),
    section('Cutover', 'After hours, with a tested rollback.', [
      labor('After-hours cutover and testing', 'Senior Network Engineer', 6, {
        description: 'Friday 6 pm start; shop-floor systems tested with the plant manager before we leave.',
      }),
      labor('On-site rack and cable', 'Field Technician', 4),
      labor('Project management', 'Project Manager', 4),
      expense('Travel to Loveland (2 trips)', 180),
    ]),
  ];
}

/** Windows Server 2025 on new Dell hardware with Hyper-V, replacing a 2016 server. */
export function serverUpgrade(): DemoSection[] {
  return [
    section(
      'Hardware and licensing',
      'One host sized for five years of growth.',
      [
        product(
          'Dell PowerEdge R660xs, 2× Xeon Silver 4514Y, 128 GB, 4× 1.92 TB SSD RAID 10',
          'PER660XS-MV',
          1,
          11_450,
          9_160,
          {
            description: 'Five-year ProSupport Next Business Day warranty included.',
          },
        ),
        product('Windows Server 2025 Standard, 16 core', 'P73-08681', 1, 1_189, 1_035, { unit: 'license' }),
        product('Windows Server 2025 User CAL', 'R18-06966', 30, 52, 42, { unit: 'license' }),
        product('APC Smart-UPS 1500VA rack-mount with network card', 'SMT1500RM2UC', 1, 1_295, 980),
      ],
      { kind: 'products' },
    ),
    section('Build and migration', 'Two virtual machines on Hyper-V: a domain controller and an application server.', [
      labor('Host build, Hyper-V role, storage and networking', 'Systems Engineer', 6, {
        deliverables: ['Hyper-V host with two VMs', 'iDRAC configured and monitored'],
      }),
      labor('New domain controller and AD health check', 'Systems Engineer', 4),
      labor('Lacerte and UltraTax migration to the new application server', 'Systems Engineer', 8, {
        assumptions: ['Software vendors’ current installers and licence keys available'],
        customerResponsibilities: ['Schedule the cutover outside the January–April tax season'],
      }),
      labor('File shares and permissions migration', 'Systems Engineer', 5),
      labor('Old server decommissioning and certified disk wipe', 'Field Technician', 2, {
        deliverables: ['Certificate of data destruction'],
      }),
    ]),
    section('Backup and management', 'Protected and monitored from day one.', [
      service('Managed Server', 'server', 2, 150, 40, { sku: 'MS-SERVER' }),
      service('Managed Backup', 'TB', 2, 120, 45, { sku: 'MS-BACKUP-TB' }),
      labor('Project management', 'Project Manager', 4),
    ]),
  ];
}

/** Datto SIRIS BCDR with offsite cloud and a documented DR test. */
export function dattoBcdr(): DemoSection[] {
  return [
    section(
      'Backup appliance',
      'Local copies for fast restores, cloud copies for disasters.',
      [
        product('Datto SIRIS 5 Business, 4 TB', 'SIRIS5-4TB', 1, 4_950, 3_860, {
          description: 'Can run your servers directly from the appliance if a server fails.',
        }),
        labor('Appliance deployment and agent rollout', 'Systems Engineer', 6, {
          deliverables: ['Backups of every server every hour, retained locally for 30 days'],
        }),
      ],
      { kind: 'products' },
    ),
    section('Disaster recovery plan', 'A plan on paper and a test that proves it.', [
      labor('Business impact analysis workshop', 'vCIO', 3, {
        deliverables: ['Recovery time and recovery point objectives per system'],
      }),
      labor('DR runbook and annual test', 'Systems Engineer', 8, {
        deliverables: ['DR runbook', 'Test report with timings'],
        outOfScope: ['Recovery of job-site laptops (covered by OneDrive)'],
      }),
    ]),
    section(
      'Monthly service',
      'Cloud retention for one year, monitoring and monthly restore tests.',
      [
        service('Datto SIRIS cloud retention, 1 year (4 TB)', 'each', 1, 495, 310),
        service('Managed BCDR: monitoring and monthly restore test', 'server', 3, 65, 20),
      ],
      { kind: 'recurring' },
    ),
  ];
}

/** Meraki refresh for a warehouse and an office: MX, MS and MR with licences. */
export function merakiRefresh({ aps, switches }: { aps: number; switches: number }): DemoSection[] {
  return [
    section('Wireless survey', 'A predictive and on-site survey so the dock doors finally get coverage.', [
      labor('Predictive survey (Ekahau) and on-site validation', 'Senior Network Engineer', 10, {
        deliverables: ['Heat maps for 2.4 and 5 GHz', 'AP placement plan'],
        assumptions: ['Floor plans to scale provided as PDF or CAD'],
      }),
    ]),
    section(
      'Hardware and licensing',
      'Cisco Meraki, managed from the cloud, with 5-year licences.',
      [
        product('Cisco Meraki MX85 security appliance', 'MX85-HW', 1, 2_695, 2_100),
        product('Meraki MX85 Advanced Security licence, 5 years', 'LIC-MX85-SEC-5Y', 1, 3_520, 2_750, {
          unit: 'license',
        }),
        product('Cisco Meraki MS130-24P switch', 'MS130-24P-HW', switches, 1_895, 1_480),
        product('Meraki MS130-24 Enterprise licence, 5 years', 'LIC-MS130-24-5Y', switches, 420, 330, {
          unit: 'license',
        }),
        product('Cisco Meraki MR46E access point with external antennas', 'MR46E-HW', aps, 1_245, 965),
        product('Meraki MR Enterprise licence, 5 years', 'LIC-ENT-5YR', aps, 345, 270, { unit: 'license' }),
        amountOff('Cisco partner promotion', 1_500),
      ],
      { kind: 'products' },
    ),
    section('Installation', 'Lift work at height is in the price; cabling is quoted separately by our partner.', [
      labor('Dashboard build, VLANs, SSIDs and scanner roaming tuning', 'Senior Network Engineer', 8),
      labor('AP mounting with lift (per AP)', 'Field Technician', 1.25, { quantity: aps }),
      labor('Switch replacement and patching', 'Field Technician', 1.5, { quantity: switches }),
      expense('Scissor lift rental (2 days)', 640),
      labor('Project management', 'Project Manager', 6),
    ]),
  ];
}

/** Classroom Wi-Fi 6 refresh for a school. */
export function classroomWifi(classrooms: number): DemoSection[] {
  return [
    section(
      'Access points and switching',
      'One Wi-Fi 6 access point per classroom plus common areas.',
      [
        product('Aruba Instant On AP22 Wi-Fi 6 access point', 'R4W02A', classrooms + 4, 199, 139),
        product('Aruba Instant On 1930 24-port PoE switch', 'JL684A', 3, 749, 525),
        labor('Network design: staff, student and guest networks with content filtering', 'Senior Network Engineer', 6),
      ],
      { kind: 'products' },
    ),
    section('Summer installation', 'Installed during summer break, classrooms tested before staff return.', [
      labor('AP mounting and switch installation', 'Field Technician', 0.75, { quantity: classrooms + 4 }),
      labor('Coverage validation walk-through', 'Senior Network Engineer', 3),
      labor('E-Rate documentation support', 'Project Coordinator', 3, {
        customerResponsibilities: ['Submit the Form 471 through the school’s E-Rate account'],
      }),
    ]),
  ];
}

/** Onboarding a new office: network, desks, printers and move-day support. */
export function newOffice({ desks }: { desks: number }): DemoSection[] {
  return [
    section('Network and internet', 'Internet ordered early: carrier lead times are the long pole.', [
      labor('Carrier coordination (fibre + LTE failover)', 'Project Coordinator', 3),
      product('Fortinet FortiGate 60F firewall', 'FG-60F', 1, 895, 640),
      product('FortiGate 60F UTP, 1 year', 'FC-10-0060F-950-02-12', 1, 545, 420),
      product('Aruba Instant On 1930 24-port PoE switch', 'JL684A', 2, 749, 525),
      product('Aruba Instant On AP22 Wi-Fi 6 access point', 'R4W02A', 3, 199, 139),
      labor('Network build and site-to-site VPN to the main studio', 'Senior Network Engineer', 6),
    ]),
    section('Desks and devices', `${desks} workstations, plotter and the conference room.`, [
      labor('Workstation deployment', 'Field Technician', 1.5, { quantity: desks }),
      product('Dell Precision 3680 tower (Revit spec)', 'DP3680-REVIT', desks, 2_450, 2_090),
      product('HP DesignJet T650 36-inch plotter', '5HB10A', 1, 2_195, 1_760),
      product('Logitech Rally Bar Mini + Tap for Teams Rooms', '960-001339', 1, 3_199, 2_560),
      labor('Teams Room and plotter setup', 'Cloud Engineer', 4),
    ]),
    section('Move day', 'We are there when the movers are.', [
      labor('Move-day support (2 technicians)', 'Field Technician', 8, { quantity: 2 }),
      labor('Project management', 'Project Manager', 8),
    ]),
  ];
}

/** Job-site connectivity kits: Starlink + LTE failover in a rugged case. */
export function jobSiteKits(kits: number): DemoSection[] {
  return [
    section(
      'Connectivity kits',
      `${kits} portable kits that move from trailer to trailer.`,
      [
        product('Starlink Business standard kit', 'SL-BUS-STD', kits, 2_499, 2_499, {
          description: 'Passed through at cost.',
        }),
        product('Cradlepoint E300 router with LTE failover', 'MA1-0300120B-NM', kits, 1_499, 1_155),
        product('Pelican 1615 Air rugged case, fitted', 'PEL-1615-FIT', kits, 615, 410),
        labor('Kit build, configuration and testing', 'Senior Network Engineer', 2, { quantity: kits }),
      ],
      { kind: 'products' },
    ),
    section(
      'Monthly service',
      'Data plans and monitoring, billed monthly.',
      [
        service('Starlink Business 1 TB plan', 'site', kits, 290, 250),
        service('Cradlepoint NetCloud + LTE data pool', 'site', kits, 85, 48),
        service('Managed network device monitoring', 'device', kits, 25, 6),
      ],
      { kind: 'recurring' },
    ),
  ];
}
