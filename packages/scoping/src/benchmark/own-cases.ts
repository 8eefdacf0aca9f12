import type { BenchmarkArea, BenchmarkCase } from './cases';

const area = (name: string, ...match: string[]): BenchmarkArea => ({ area: name, match });

/** Our own cases, two or more per service area; hours written before tuning. */
export const OWN_CASES: readonly BenchmarkCase[] = [
  // productivity
  {
    description: 'Migrate 45 users from Google Workspace to Microsoft 365 and set up Intune for their laptops',
    expected: [
      area('mail migration', 'mail', 'mailbox'),
      area('file migration', 'drive', 'onedrive', 'file'),
      area('Intune', 'intune', 'enrol'),
      area('cutover', 'cutover', 'dns', 'mx'),
    ],
    hours: [50, 140],
  },
  {
    description: 'Migrate our on-premises Exchange 2016 server with 120 mailboxes to Exchange Online',
    expected: [
      area('Exchange migration', 'exchange', 'hybrid'),
      area('mailbox moves', 'mailbox'),
      area('cutover', 'cutover', 'dns', 'mx'),
      area('decommission', 'decommission', 'retire'),
    ],
    hours: [50, 160],
  },
  {
    description: 'Move our file server (1.5 TB) to SharePoint Online and OneDrive for 30 staff',
    expected: [
      area('SharePoint', 'sharepoint'),
      area('data migration', 'migrat', 'copy'),
      area('permissions', 'permission'),
      area('user training', 'train', 'adoption', 'users'),
    ],
    hours: [24, 90],
  },
  // identity
  {
    description: 'Roll out MFA and Conditional Access policies for 80 users in Entra ID',
    expected: [
      area('MFA', 'mfa', 'multi-factor', 'multifactor', 'authenticator'),
      area('Conditional Access', 'conditional access'),
      area('user communication and registration', 'communicat', 'registration', 'enrol', 'users'),
    ],
    hours: [12, 50],
  },
  {
    description: 'Set up Entra Connect to sync our on-prem Active Directory with Microsoft 365 for 60 users',
    expected: [
      area('directory sync', 'entra connect', 'sync'),
      area('AD clean-up', 'active directory', 'clean', 'upn', 'attribute'),
      area('testing', 'test', 'pilot', 'verif', 'validat'),
    ],
    hours: [8, 36],
  },
  {
    description: 'Replace our two Windows Server 2012 domain controllers with new Server 2022 DCs',
    expected: [
      area('DC build', 'domain controller'),
      area('FSMO roles', 'fsmo', 'role'),
      area('DNS/replication', 'dns', 'replicat'),
      area('decommission old DCs', 'decommission', 'demote', 'retire'),
    ],
    hours: [12, 48],
  },
  // endpoint
  {
    description: 'Deploy 25 new laptops with Windows Autopilot and Intune',
    expected: [
      area('Autopilot', 'autopilot'),
      area('profiles and policies', 'profile', 'polic'),
      area('applications', 'app'),
      area('device hand-out', 'users', 'hand', 'deploy'),
    ],
    hours: [16, 60],
  },
  {
    description: 'Set up patch management for 60 workstations and 5 servers with monthly reporting',
    expected: [area('patching', 'patch', 'update'), area('reporting', 'report'), area('servers', 'server')],
    hours: [8, 40],
  },
  {
    description: 'Manage 20 MacBooks with Intune, including FileVault encryption and app deployment',
    expected: [area('Mac management', 'mac'), area('encryption', 'filevault', 'encrypt'), area('apps', 'app')],
    hours: [12, 50],
  },
  // security
  {
    description: 'Set up Microsoft Sentinel SIEM for our Microsoft 365 tenant and 3 servers',
    expected: [
      area('SIEM', 'sentinel', 'siem'),
      area('data connectors', 'connector', 'data source', 'log source', 'ingest', 'log'),
      area('alerting', 'alert', 'rule', 'detection'),
    ],
    hours: [16, 70],
  },
  {
    description: 'Run security awareness training and phishing simulations for 120 staff',
    expected: [area('awareness training', 'awareness', 'train'), area('phishing simulation', 'phish')],
    hours: [6, 30],
  },
  {
    description: 'Roll out a password manager (Keeper) to 35 users and import their existing passwords',
    expected: [
      area('password manager', 'password'),
      area('user onboarding', 'onboard', 'train', 'users'),
      area('import', 'import', 'migrat'),
    ],
    hours: [8, 30],
  },
  // backup
  {
    description: 'Back up our Microsoft 365 tenant for 70 users with a cloud-to-cloud backup service',
    expected: [area('Microsoft 365 backup', 'backup'), area('restore test', 'restore')],
    hours: [4, 24],
  },
  {
    description: 'Set up Veeam backup for 3 servers and 2 TB of data with an offsite copy and a disaster recovery plan',
    expected: [
      area('backup', 'veeam', 'backup'),
      area('offsite copy', 'offsite', 'off-site', 'cloud', 'copy', 'immutable'),
      area('DR plan', 'disaster', 'recovery plan'),
      area('restore test', 'restore'),
    ],
    hours: [16, 70],
  },
  // infrastructure
  {
    description: 'Migrate 12 VMs from VMware ESXi to Hyper-V on a new 2-node cluster',
    expected: [
      area('Hyper-V cluster', 'hyper-v', 'cluster'),
      area('VM migration', 'virtual machine', 'vm', 'migrat'),
      area('storage/networking', 'storage', 'network'),
      area('decommission VMware', 'decommission', 'retire', 'vmware'),
    ],
    hours: [30, 110],
  },
  {
    description: 'Replace an old file server with a new Windows Server 2022 server and move 1 TB of shares',
    expected: [
      area('server build', 'server'),
      area('data migration', 'data', 'share', 'copy'),
      area('permissions', 'permission', 'ntfs'),
      area('cutover', 'cutover', 'drive map', 'decommission'),
    ],
    hours: [16, 60],
  },
  // cloud
  {
    description: 'Migrate 6 on-premises servers to Azure',
    expected: [
      area('assessment', 'assess', 'discovery'),
      area('landing zone', 'landing zone', 'network', 'subscription', 'design'),
      area('server migration', 'migrat', 'replicat'),
      area('cutover', 'cutover', 'test'),
    ],
    hours: [40, 140],
  },
  {
    description: 'Set up Azure Virtual Desktop for 25 remote users with FSLogix profiles',
    expected: [
      area('AVD', 'azure virtual desktop', 'avd', 'host pool', 'session host'),
      area('FSLogix profiles', 'fslogix', 'profile'),
      area('image and apps', 'image', 'app'),
      area('user onboarding', 'users', 'train', 'client'),
    ],
    hours: [24, 90],
  },
  {
    description: 'Move our line-of-business application and its SQL database to AWS',
    expected: [
      area('AWS', 'aws', 'ec2', 'amazon'),
      area('database', 'sql', 'database'),
      area('cutover', 'cutover', 'test'),
    ],
    hours: [24, 120],
  },
  // network
  {
    description: 'Replace the firewall at our head office with a FortiGate and set up site-to-site VPN to 2 branches',
    expected: [
      area('firewall', 'firewall'),
      area('site-to-site VPN', 'vpn', 'site-to-site', 'tunnel'),
      area('rule migration', 'rule', 'polic'),
      area('cutover', 'cutover', 'test'),
    ],
    hours: [12, 50],
  },
  {
    description: 'Install 10 Ubiquiti access points and a new PoE switch for better Wi-Fi in our warehouse',
    expected: [
      area('survey/design', 'survey', 'design', 'plan'),
      area('access points', 'access point', 'wireless', 'wi-fi', 'wifi'),
      area('switch', 'switch'),
      area('testing', 'test'),
    ],
    hours: [10, 45],
  },
  {
    description: 'Set up ZTNA remote access for 40 users to replace our old VPN',
    expected: [
      area('ZTNA', 'ztna', 'zero trust'),
      area('client roll-out', 'client', 'agent', 'users'),
      area('access policies', 'polic', 'access rule'),
      area('VPN retirement', 'vpn', 'decommission', 'retire'),
    ],
    hours: [12, 50],
  },
  // voice
  {
    description: 'Move 30 users to Teams Phone and port our phone numbers from the old PBX',
    expected: [
      area('Teams Phone', 'teams phone', 'calling', 'voice'),
      area('number porting', 'port'),
      area('call flows', 'auto attendant', 'call queue', 'call flow', 'hunt'),
      area('user training', 'train', 'users'),
    ],
    hours: [16, 60],
  },
  {
    description: 'Replace 25 desk phones with a hosted VoIP system with 2 call queues',
    expected: [
      area('hosted VoIP', 'voip', 'hosted', 'phone system', 'pbx'),
      area('handsets', 'handset', 'phone'),
      area('call flows', 'queue', 'call flow', 'auto attendant', 'ivr'),
      area('number porting', 'port'),
    ],
    hours: [12, 55],
  },
  // compliance
  {
    description: 'Get us ready for Cyber Essentials certification with 30 devices and 25 users',
    expected: [
      area('gap assessment', 'gap', 'assess', 'readiness'),
      area('remediation', 'remediat', 'harden', 'patch', 'configur'),
      area('evidence and submission', 'evidence', 'submission', 'questionnaire', 'certif'),
    ],
    hours: [16, 70],
  },
  {
    description: 'Harden our Windows endpoints and servers to the CIS benchmark',
    expected: [
      area('CIS baseline', 'cis', 'benchmark', 'baseline', 'harden'),
      area('policy deployment', 'polic', 'gpo', 'group policy', 'intune'),
      area('reporting', 'report', 'evidence', 'document'),
    ],
    hours: [16, 80],
  },
  {
    description: 'HIPAA security risk assessment for a 20-person medical clinic',
    expected: [
      area('risk assessment', 'risk', 'assessment'),
      area('policies', 'polic', 'procedure'),
      area('remediation plan', 'remediat', 'plan', 'recommend'),
    ],
    hours: [12, 60],
  },
  // onboarding
  {
    description:
      'Onboard a new managed services client with 40 users, 2 servers and 1 site: documentation, RMM agents and PSA setup',
    expected: [
      area('discovery', 'discover', 'audit', 'assess', 'inventory'),
      area('documentation', 'document'),
      area('RMM', 'rmm', 'agent', 'monitor'),
      area('PSA', 'psa', 'ticket', 'service desk', 'helpdesk'),
    ],
    hours: [16, 70],
  },
  {
    description: 'Set up HaloPSA with ticket categories, SLAs and email-to-ticket for our service desk',
    expected: [
      area('PSA', 'psa', 'halo'),
      area('SLAs', 'sla'),
      area('email-to-ticket', 'email', 'mail'),
      area('train', 'train', 'users'),
    ],
    hours: [10, 45],
  },
  // facilities
  {
    description: 'Move our office of 35 people to a new building across town over a weekend',
    expected: [
      area('planning/survey', 'plan', 'survey', 'site visit'),
      area('network and internet at the new site', 'network', 'internet', 'isp', 'circuit', 'cabling'),
      area('move equipment', 'move', 'relocat', 'disconnect', 'reconnect'),
      area('testing/day-one support', 'test', 'support', 'day one', 'first day'),
    ],
    hours: [24, 90],
  },
  {
    description: 'Install 4 new multifunction printers and set up scan-to-email',
    expected: [
      area('printers', 'printer', 'mfp'),
      area('scan to email', 'scan'),
      area('drivers/deployment', 'driver', 'deploy', 'queue', 'install'),
    ],
    hours: [4, 20],
  },
  {
    description: 'Coordinate structured cabling for 48 new data points and a comms cabinet',
    expected: [
      area('cabling', 'cabl'),
      area('cabinet/patching', 'cabinet', 'rack', 'patch'),
      area('testing', 'test', 'certif'),
    ],
    hours: [6, 30],
  },
];
