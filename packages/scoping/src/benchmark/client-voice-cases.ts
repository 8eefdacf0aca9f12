import type { ClientVoiceCase } from './client-voice-case';

/**
 * Benchmark cases written the way clients actually write to their MSP: casual, vague, misspelt,
 * naming a pain rather than a service. Written independently of the engine and its service library.
 *
 * Hours are the whole scope's total (including project management and handover). Each range is roughly
 * 0.6× to 1.8× of the reviewer's point estimate, which the note states together with its main drivers.
 * Items are starter-catalog SKUs a good quote clearly carries; quantity null means the client gave no count.
 * Cases with `expected: []`, `hours: [0, 0]` and `items: []` are not project work: the engine must not invent a scope.
 */
export const CLIENT_VOICE_CASES: readonly ClientVoiceCase[] = [
  // ─── Microsoft 365 / Google Workspace migrations and tenant mergers ───────────────────────────
  {
    id: 'gmail-to-outlook-dental-office',
    description:
      "hi we're a dental office, 14 people. we've been on gmail (the google business one) forever but the new office manager wants everyone on outlok and teams. can you move us over?? we cant lose any emails, dr patel has like 15 years of stuff in there",
    expected: [
      {
        area: 'Google Workspace to Microsoft 365 mailbox migration',
        match: ['mailbox migration', 'mail migration', 'gmail', 'google workspace', 'imap migration'],
      },
      { area: 'Microsoft 365 tenant and domain setup', match: ['tenant', 'domain verification', 'add domain'] },
      { area: 'MX / DNS cutover', match: ['mx record', 'mx cutover', 'dns cutover', 'cutover'] },
      { area: 'Outlook and Teams set up for staff', match: ['outlook', 'teams client', 'teams app'] },
    ],
    hours: [20, 60],
    items: [{ sku: 'CFQ7TTC0LCHC', quantity: 14 }],
    note: 'Point estimate ~34 h: tenant and domain setup (~4 h), a pilot plus 14 mailbox moves where one 15-year mailbox needs pre-staging and a delta pass (~12 h), Outlook/Teams/phone setup at ~0.5 h a person (~7 h), cutover, a day of hypercare and PM (~11 h). Business Premium ×14 because a dental practice holds patient data and its devices need managing; Drive data was not mentioned so it is not core scope.',
    heldOut: false,
  },
  {
    id: 'acquired-firm-tenant-merge',
    description:
      'we (about 60 ppl) just bought a smaller firm across town, they have around 25 staff on their own O365. leadership wants one company, one email domain, one teams by end of next quarter. their IT guy is leaving in 6 weeks so theres a bit of urgency lol',
    expected: [
      {
        area: 'tenant-to-tenant migration',
        match: ['tenant-to-tenant', 'tenant to tenant', 'cross-tenant', 'tenant migration', 'tenant merger'],
      },
      { area: 'mailbox migration', match: ['mailbox'] },
      {
        area: 'OneDrive, SharePoint and Teams content',
        match: ['onedrive', 'sharepoint', 'teams migration', 'teams content', 'teams channel'],
      },
      { area: 'domain consolidation', match: ['domain cutover', 'domain move', 'domain migration', 'mx', 'alias'] },
      {
        area: 'knowledge capture before their IT person leaves',
        match: ['knowledge transfer', 'source tenant inventory', 'inventory', 'current-state'],
      },
    ],
    hours: [60, 180],
    items: [],
    note: "Point ~100 h: knowledge capture and inventory of the acquired tenant before their IT person leaves (~10 h), tooling, identity provisioning and coexistence (~12 h), 25 mailboxes plus OneDrive, SharePoint and Teams content (~35 h), domain cutover and re-pointing 25 devices and Outlook profiles (~25 h), hypercare and PM (~18 h). No catalog lines asserted: the 25 moved users need seats on the acquirer's tenant, but which plan depends on what the 60-person parent already runs.",
    heldOut: true,
  },
  {
    id: 'office365-to-google-new-ceo',
    description:
      'new ceo came from a google shop and wants us all on google workspace. 30 users on office 365 right now, mostly just email and some files in sharepiont. how long would that even take',
    expected: [
      {
        area: 'mail migration to Google Workspace',
        match: ['google workspace', 'gmail', 'mailbox migration', 'mail migration'],
      },
      { area: 'SharePoint files to shared drives', match: ['shared drive', 'google drive', 'file migration'] },
      { area: 'MX / DNS cutover', match: ['mx record', 'mx cutover', 'dns cutover', 'cutover'] },
      { area: 'user training', match: ['end-user training', 'user training', 'adoption', 'training session'] },
    ],
    hours: [30, 90],
    items: [{ sku: 'GWS-BS', quantity: 30 }],
    note: 'Point ~50 h: Workspace tenant and domain setup (~5 h), 30 mailboxes with calendars (~15 h), SharePoint libraries to shared drives (~10 h), MX cutover plus browser/mobile setup for 30 people (~10 h), training and PM (~10 h). Business Standard ×30 is the like-for-like seat for email plus shared drives; the Microsoft licences are cancelled after cutover.',
    heldOut: false,
  },
  {
    id: 'exchange-2016-end-of-life',
    description:
      'our exchange server is 2016 and someone said its end of life and we need to get off it?? about 40 mailboxes, some are shared ones for sales@ and info@. we already pay for office through some reseller i think',
    expected: [
      {
        area: 'Exchange to Exchange Online migration',
        match: ['exchange online', 'mailbox migration', 'hybrid', 'exchange migration'],
      },
      { area: 'shared mailboxes', match: ['shared mailbox'] },
      {
        area: 'on-premises Exchange decommission',
        match: ['decommission', 'retire exchange', 'exchange server removal', 'uninstall exchange'],
      },
      {
        area: 'licensing check with the reseller',
        match: ['licensing review', 'licence review', 'license review', 'csp', 'reseller'],
      },
    ],
    hours: [35, 105],
    items: [],
    note: 'Point ~58 h: assessment and hybrid or cutover configuration (~12 h), 40 mailboxes in batches plus the shared mailboxes (~18 h), Outlook profile fixes on desktops and phones (~12 h), DNS/autodiscover and removing Exchange properly (~8 h), PM (~8 h). Items are empty because they say they already pay for Office through a reseller; those licences must be checked (and perhaps transferred) before anything is quoted.',
    heldOut: false,
  },
  {
    id: 'godaddy-email-spam-mess',
    description:
      'our email is through godaddy and its a mess, spam everywhere and sometimes emails just dont show up at all. 9 of us. is there something better',
    expected: [
      {
        area: 'move off GoDaddy-hosted Microsoft 365',
        match: ['godaddy', 'defederat', 'tenant migration', 'mailbox migration'],
      },
      {
        area: 'spam and phishing filtering',
        match: ['spam', 'email security', 'email filtering', 'anti-phishing', 'defender for office'],
      },
      { area: 'SPF / DKIM / DMARC', match: ['spf', 'dkim', 'dmarc'] },
      { area: 'mail flow and deliverability', match: ['mail flow', 'deliverab', 'message trace'] },
    ],
    hours: [12, 36],
    items: [{ sku: 'CFQ7TTC0LCHC', quantity: 9 }],
    note: 'GoDaddy-resold Microsoft 365 is the usual cause of both complaints. Point ~20 h: defederate into a tenant the client owns (new tenant, 9 mailbox moves, domain move, ~12 h), fix SPF/DKIM/DMARC and mail flow (~3 h), tune anti-spam and impersonation protection (~2 h), PM (~3 h). Business Premium ×9 because the complaint is security-flavoured and it brings Defender for Office; an email-only Standard quote is defensible but weaker.',
    heldOut: true,
  },
  {
    id: 'startup-personal-gmail-to-workspace',
    description:
      'startup, 6 of us, everybody is using their personal gmail for work stuff and files are all over peoples own google drives. we need proper company emails and one shared place for files. we like google',
    expected: [
      { area: 'Google Workspace setup', match: ['google workspace', 'workspace tenant', 'workspace setup'] },
      { area: 'domain and email DNS records', match: ['mx record', 'spf', 'dkim', 'dmarc'] },
      { area: 'shared drives', match: ['shared drive', 'google drive', 'drive structure'] },
      {
        area: 'moving data out of personal accounts',
        match: ['personal account', 'personal gmail', 'import', 'data transfer', 'data migration'],
      },
      { area: 'account security', match: ['2-step', '2sv', 'mfa', 'multi-factor', 'two-factor'] },
    ],
    hours: [7, 22],
    items: [{ sku: 'GWS-BS', quantity: 6 }],
    note: 'Point ~12 h: Workspace and domain setup with SPF/DKIM/DMARC (~3 h), 2-step verification and basic admin policies (~2 h), a shared drive structure (~2 h), helping 6 people pull mail and files out of personal accounts (~3 h), PM/handover (~2 h). Business Standard ×6 gives them shared drives and the Google experience they asked for.',
    heldOut: false,
  },
  {
    id: 'file-server-s-drive-to-cloud',
    description:
      'all our files are on a server in the closet (the S drive) and people have to vpn in from home which is slow and keeps dropping. we want it in the cloud, maybe sharepiont? about 600gb, 22 staff',
    expected: [
      {
        area: 'file share to SharePoint migration',
        match: ['sharepoint', 'file migration', 'migration manager', 'sharegate'],
      },
      { area: 'permissions and access groups', match: ['permission', 'access group', 'security group'] },
      {
        area: 'site and library structure',
        match: ['site structure', 'information architecture', 'document librar', 'site design'],
      },
      { area: 'OneDrive sync / shortcuts', match: ['onedrive', 'sync client', 'add shortcut'] },
    ],
    hours: [30, 90],
    items: [],
    note: 'Point ~50 h: discovery of the share and its permissions plus a clean-up pass (~8 h), site/library design and security groups (~8 h), pilot and migration runs with a delta for 600 GB (~14 h), sync/shortcut setup for 22 people (~6 h), training, VPN retirement and PM (~14 h). No catalog lines: SharePoint comes with whichever Microsoft 365 plan they already have, which the text implies but does not name.',
    heldOut: false,
  },

  // ─── Entra ID / MFA / Conditional Access ───────────────────────────────────────────────────────
  {
    id: 'sales-email-hacked-mfa',
    description:
      'one of our sales guys got his email hacked last week and it sent fake invoices to half our customers!! insurance company now says we need MFA on everything. 35 users. teh boss is furious',
    expected: [
      {
        area: 'compromise clean-up',
        match: ['compromise', 'incident', 'inbox rule', 'revoke', 'forensic'],
      },
      { area: 'MFA rollout', match: ['mfa', 'multi-factor', 'multifactor', 'authenticator'] },
      {
        area: 'Conditional Access / legacy auth block',
        match: ['conditional access', 'legacy auth', 'basic auth', 'security defaults'],
      },
    ],
    hours: [18, 54],
    items: [],
    note: 'Point ~30 h: confirm the compromise is closed — sign-in and inbox-rule review, session revocation, checking other mailboxes (~6 h), MFA rollout to 35 users with comms and enrolment help (~12 h), Conditional Access or security defaults plus a legacy-auth block (~5 h), evidence for the insurer and PM (~7 h). No items asserted: Conditional Access needs Entra ID P1 and their plan is unknown, and ITDR is a sensible upsell rather than something the request clearly carries.',
    heldOut: false,
  },
  {
    id: 'personal-phones-work-email',
    description:
      'people keep checking work email on their personal phones and the owner wants that locked down but nobody is giving up their own phone lol. we have business premium, ~50 users',
    expected: [
      { area: 'Conditional Access', match: ['conditional access'] },
      {
        area: 'app protection (MAM) for personal phones',
        match: ['app protection', 'mam', 'mobile application management', 'managed app'],
      },
      { area: 'Intune mobile configuration', match: ['intune'] },
      { area: 'staff guidance for re-enrolling', match: ['user guide', 'end-user', 'staff guidance', 'faq'] },
    ],
    hours: [15, 47],
    items: [],
    note: 'Point ~26 h: design an app-protection (MAM without enrolment) approach so personal phones are not enrolled (~4 h), App Protection and Conditional Access policies with a pilot group (~8 h), staged rollout helping ~50 people re-sign into Outlook and Teams (~8 h), guidance and PM (~6 h). They already own Business Premium, so nothing from the catalog is added.',
    heldOut: true,
  },
  {
    id: 'leavers-still-have-email',
    description:
      'when people leave we never turn off their stuff. we just found out a girl who left in 2023 still has her email working on her phone!! can you clean this up and give us a proper process. theres like 70 accounts in 365 but we only have 45 people',
    expected: [
      {
        area: 'account audit and clean-up',
        match: ['stale account', 'account review', 'access review', 'account audit', 'clean-up', 'cleanup'],
      },
      { area: 'offboarding process', match: ['offboarding', 'leaver'] },
      {
        area: 'licence reclamation',
        match: ['reclaim', 'unused licen', 'licence optim', 'license optim', 'licence review', 'license review'],
      },
      {
        area: 'retaining leavers’ data',
        match: ['shared mailbox', 'mailbox conversion', 'retain', 'onedrive transfer'],
      },
    ],
    hours: [13, 40],
    items: [],
    note: 'Point ~22 h: audit of ~70 accounts against the 45 real staff, with sign-ins and devices (~6 h), disable/convert/delete with data kept via shared mailboxes or OneDrive transfer (~6 h), a written joiner-mover-leaver checklist and ticket template (~5 h), PM (~3 h). No catalog lines: this reduces licences rather than adding any.',
    heldOut: false,
  },
  {
    id: 'too-many-app-passwords-one-login',
    description:
      'everyone has like 10 different passwords for our apps (salesforce, docusign, adp, some others) and they forget them constantly. can we make it one login',
    expected: [
      {
        area: 'single sign-on',
        match: ['single sign-on', 'single sign on', 'saml', 'enterprise app', 'federat'],
      },
      {
        area: 'SaaS app inventory',
        match: ['app inventory', 'application inventory', 'saas inventory', 'sign-in log'],
      },
      { area: 'user provisioning', match: ['scim', 'provisioning'] },
      { area: 'pilot and sign-in testing', match: ['pilot group', 'pilot users', 'user acceptance', 'test sign-in'] },
    ],
    hours: [14, 43],
    items: [],
    note: 'Point ~24 h: inventory the SaaS apps and which support SAML/OIDC (~4 h), Entra ID SSO for roughly five apps at ~3 h each including vendor-side config and tests (~15 h), rollout comms and PM (~5 h). Entra SSO to gallery apps needs no extra licence and no user count is given, so no items; a password manager is a fair add-on for apps that cannot federate.',
    heldOut: true,
  },
  {
    id: 'azure-ad-connect-errors',
    description:
      'our azure ad connect thing has been throwing errors for months and now new hires dont show up in 365. also someone told us we should get rid of the on prem domain completely? is that a thing',
    expected: [
      {
        area: 'directory sync repair',
        match: ['entra connect', 'azure ad connect', 'aad connect', 'directory sync', 'cloud sync'],
      },
      { area: 'Active Directory health check', match: ['active directory', 'domain controller', 'ad health'] },
      {
        area: 'cloud-only roadmap',
        match: ['cloud-only', 'cloud only', 'roadmap', 'decommission'],
      },
    ],
    hours: [10, 32],
    items: [],
    note: 'Point ~18 h: diagnose and upgrade or reinstall Entra Connect (or move to Cloud Sync) and fix the stuck objects (~7 h), an AD health check of replication, DNS and stale objects (~4 h), a short written assessment of what going cloud-only would involve (~5 h), PM (~2 h). Actually doing the cloud-only move is a separate, larger project.',
    heldOut: false,
  },

  // ─── Intune / Autopilot / device management (incl. Macs and phones) ───────────────────────────
  {
    id: 'autopilot-25-dell-laptops',
    description:
      "we're buying 25 new dell laptops and i dont want to spend a week setting each one up by hand like last time. heard about autopilot? we have 365 business premium already",
    expected: [
      { area: 'Autopilot', match: ['autopilot'] },
      {
        area: 'Intune baseline policies',
        match: ['intune', 'compliance polic', 'configuration profile', 'security baseline'],
      },
      { area: 'app packaging and deployment', match: ['app deployment', 'application deployment', 'win32', 'packag'] },
      { area: 'user data and hand-off', match: ['known folder', 'data migration', 'user data', 'hand-off'] },
    ],
    hours: [32, 97],
    items: [{ sku: 'LAT-5450', quantity: 25 }],
    note: 'Point ~54 h: Autopilot profiles, ESP and hardware-hash/vendor registration (~6 h), an Intune baseline of compliance, config, updates and BitLocker (~10 h), packaging their apps (~8 h), a pilot (~4 h), 25 hand-offs with data moves at ~0.75 h each (~19 h), PM/docs (~7 h). Latitude 5450 ×25 because they are buying 25 Dell laptops and a good quote supplies them; Business Premium already covers Intune.',
    heldOut: false,
  },
  {
    id: 'design-studio-macs-stolen-laptop',
    description:
      "we're a design studio, all macs (18 of them), nothing has ever been managed. a laptop got stolen out of someones car last month and we have no idea what was on it or if it was even encrypted. help",
    expected: [
      { area: 'Mac device management', match: ['mdm', 'jamf', 'intune', 'kandji', 'macos management'] },
      { area: 'FileVault encryption', match: ['filevault', 'encryption'] },
      { area: 'Apple Business Manager', match: ['apple business manager', 'automated device enrol'] },
      { area: 'remote wipe / lost mode', match: ['remote wipe', 'wipe', 'lost mode'] },
      {
        area: 'stolen laptop exposure review',
        match: ['stolen', 'exposure', 'password reset', 'credential reset'],
      },
    ],
    hours: [23, 68],
    items: [{ sku: 'MS-ENDPOINT', quantity: 18 }],
    note: 'Point ~38 h: Apple Business Manager and MDM setup (~6 h), FileVault with escrowed keys plus passcode, update and firewall profiles (~6 h), enrolling 18 Macs never bought through ABM, one by one with each user (~14 h), app deployment (~4 h), a quick review of what the stolen machine could reach with resets (~3 h), PM (~5 h). Managed Endpoint ×18 because nothing manages or protects these Macs today and the recurring management is what keeps it that way.',
    heldOut: true,
  },
  {
    id: 'field-tech-iphones',
    description:
      'just bought iphones for our 12 field techs. need them set up with email, our job app (servicetitan) and locked down so they cant install games and stuff lol',
    expected: [
      {
        area: 'iPhone MDM enrolment',
        match: ['iphone', 'ios device', 'ipados', 'mdm', 'apple business manager'],
      },
      {
        area: 'app deployment',
        match: ['app deployment', 'vpp', 'apps and books', 'managed app', 'servicetitan'],
      },
      { area: 'restrictions', match: ['restriction', 'supervised', 'configuration profile'] },
      { area: 'email on the phones', match: ['email profile', 'outlook', 'mail profile'] },
    ],
    hours: [11, 34],
    items: [],
    note: 'Point ~19 h: Apple Business Manager, APNs and an enrolment profile (~4 h), restriction and email/app configuration in supervised mode (~5 h), ServiceTitan and Outlook via Apps and Books (~2 h), enrolling and handing over 12 phones (~6 h), PM (~2 h). No items: the phones are bought and Intune may already be in their Microsoft plan; an Intune P1 add-on is only needed if it is not.',
    heldOut: false,
  },
  {
    id: 'no-idea-whats-on-our-computers',
    description:
      'honestly no idea whats on our computers. some windows some mac, people installed whatever they wanted. new cfo wants an inventory and some kind of control. 40ish devices',
    expected: [
      { area: 'hardware and software inventory', match: ['inventory', 'asset'] },
      { area: 'RMM agent rollout', match: ['rmm', 'agent', 'endpoint management'] },
      { area: 'MDM enrolment', match: ['intune', 'mdm'] },
      {
        area: 'unapproved software clean-up',
        match: ['software audit', 'unauthori', 'unapproved', 'application control', 'approved software'],
      },
      { area: 'removing local admin rights', match: ['local admin', 'admin rights', 'privilege'] },
    ],
    hours: [23, 68],
    items: [{ sku: 'MS-ENDPOINT', quantity: 40 }],
    note: 'Point ~38 h: RMM agent rollout across ~40 mixed devices and an inventory report (~14 h), MDM enrolment for the Windows and Mac fleet (~10 h), removing local admin and unapproved software against an approved list (~8 h), PM and a CFO-ready summary (~6 h). Managed Endpoint ×40 is the recurring line that makes the control stick.',
    heldOut: true,
  },
  {
    id: 'gpo-laptops-never-see-domain',
    description:
      "our old IT set everything up with group policy and a domain, but we're fully remote now and nobody ever comes into the office. laptops haven't talked to the domain in months, passwords are out of sync, its a mess. 30 laptops",
    expected: [
      { area: 'Intune policies', match: ['intune'] },
      {
        area: 'Entra join',
        match: ['entra join', 'azure ad join', 'entra id join', 'entra-joined', 'entra joined'],
      },
      { area: 'group policy translation', match: ['group policy', 'gpo', 'settings catalog'] },
      {
        area: 're-provisioning the laptops',
        match: ['autopilot', 'reset', 'reimage', 're-image', 'reprovision'],
      },
    ],
    hours: [44, 130],
    items: [],
    note: 'Point ~73 h: analysing the existing GPOs and rebuilding what matters as Intune policies (~16 h), Autopilot and Entra join design with a pilot (~6 h), re-provisioning 30 laptops to Entra join with user data preserved at ~1.5 h each, remotely or by courier (~45 h), PM (~6 h). No items: Intune is assumed in their existing Microsoft plan and the laptops are kept.',
    heldOut: false,
  },

  // ─── Defender / EDR / MDR / email security / phishing ─────────────────────────────────────────
  {
    id: 'webroot-expiring',
    description: 'our webroot is expiring next month, whats the better thing now? 28 computers and 2 servers',
    expected: [
      {
        area: 'EDR deployment',
        match: ['edr', 'endpoint detection', 'sentinelone', 'defender for', 'huntress'],
      },
      { area: 'removing Webroot', match: ['webroot', 'uninstall', 'removal'] },
      { area: 'exclusions and tuning', match: ['exclusion', 'tuning', 'detection polic'] },
    ],
    hours: [10, 29],
    items: [{ sku: 'S1-COMPLETE', quantity: 30 }],
    note: 'Point ~16 h: policy and exclusion design (~3 h), deploying the agent to 28 workstations and 2 servers through RMM with Webroot removal and stragglers by hand (~8 h), tuning after the first week (~3 h), PM (~2 h). EDR per device ×30; SentinelOne is the generic EDR line here, though Huntress or Defender for Business at the right count would be an equally good answer.',
    heldOut: false,
  },
  {
    id: 'neighbour-got-ransomware-24x7',
    description:
      "a company down the street from us got hit by ransomware and were shut down for 2 weeks. our owner is panicking and wants to know someone is actually watching our stuff 24/7. we're 55 people, about 60 pcs and 3 servers",
    expected: [
      {
        area: '24/7 managed detection and response',
        match: ['mdr', 'managed detection', '24/7', 'siem', 'security operations'],
      },
      { area: 'EDR rollout', match: ['edr', 'endpoint detection', 'huntress', 'sentinelone'] },
      {
        area: 'ransomware readiness assessment',
        match: ['security assessment', 'gap analysis', 'risk assessment', 'posture', 'readiness'],
      },
      { area: 'backup resilience', match: ['backup', 'immutable', 'restore test'] },
      { area: 'incident response plan', match: ['incident response'] },
    ],
    hours: [20, 61],
    items: [{ sku: 'HUNTRESS-EDR', quantity: 63 }],
    note: 'Point ~34 h: a quick ransomware-readiness assessment (~8 h), rolling out a managed EDR with a 24/7 SOC to 60 PCs and 3 servers (~10 h), checking backups are immutable and restorable (~5 h), a one-page incident response plan (~5 h), PM (~6 h). Huntress Managed EDR ×63 is the catalog’s 24/7-watched endpoint line; ITDR or SIEM on top would be reasonable extras, not required.',
    heldOut: false,
  },
  {
    id: 'ceo-gift-card-emails',
    description:
      "we keep getting these fake emails that look like they're from our ceo asking for gift cards. two people almost fell for it. can you make them stop coming in??",
    expected: [
      {
        area: 'email security / impersonation protection',
        match: ['email security', 'email filtering', 'anti-phishing', 'impersonation', 'defender for office'],
      },
      { area: 'SPF / DKIM / DMARC', match: ['dmarc', 'spf', 'dkim'] },
      { area: 'external sender tagging', match: ['external sender', 'external tag', 'banner', 'external email'] },
      {
        area: 'security awareness training',
        match: ['awareness', 'phishing simulation', 'simulated phishing'],
      },
    ],
    hours: [10, 29],
    items: [
      { sku: 'EMAIL-SEC', quantity: null },
      { sku: 'MS-SAT', quantity: null },
    ],
    note: "Point ~16 h: an email-security layer or tuned impersonation protection for the CEO and finance (~6 h), SPF/DKIM/DMARC to enforcement (~3 h), an external-sender banner and a 'verify payment requests' rule of thumb (~2 h), awareness training launch (~3 h), PM (~2 h). No user count is given, so email security and awareness training are per-user lines without an asserted number.",
    heldOut: false,
  },
  {
    id: 'paying-for-premium-not-using-it',
    description:
      "we pay for business premium for 20 people but i think we're not actually using half of it?? like defender and intune, is it just sitting there doing nothing",
    expected: [
      {
        area: 'Defender for Business onboarding',
        match: ['defender for business', 'defender for endpoint', 'mde', 'defender antivirus'],
      },
      { area: 'Intune enrolment', match: ['intune'] },
      { area: 'Secure Score / baselines', match: ['secure score', 'security baseline', 'baseline'] },
      {
        area: 'Defender for Office',
        match: ['defender for office', 'safe links', 'safe attachments', 'anti-phishing'],
      },
      { area: 'Conditional Access', match: ['conditional access'] },
    ],
    hours: [18, 54],
    items: [],
    note: 'Point ~30 h: review of what is licensed versus switched on, with Secure Score (~4 h), onboarding ~20 devices into Intune and Defender for Business with baseline policies (~14 h), Defender for Office and Conditional Access (~6 h), PM and a before/after summary (~6 h). They already pay for Business Premium, so nothing new is sold.',
    heldOut: true,
  },
  {
    id: 'staff-downloading-junk',
    description:
      'staff are on youtube and random sketchy sites all day and last week somebody got a virus from a fake chrome download. can we block that stuff',
    expected: [
      { area: 'DNS / web filtering', match: ['dns filter', 'web filter', 'content filter', 'url filter'] },
      { area: 'malware clean-up', match: ['malware', 'virus', 'remediat', 'reimage'] },
      { area: 'acceptable use policy', match: ['acceptable use', 'usage policy'] },
    ],
    hours: [6, 18],
    items: [{ sku: 'DNS-FILTER', quantity: null }],
    note: 'Point ~10 h: clean and check the infected machine (~3 h), deploy DNS filtering with category blocks the owner signs off (~4 h), a short acceptable-use policy (~1 h), PM (~2 h). No device count is given, so DNS filtering goes on per device without a number.',
    heldOut: false,
  },

  // ─── Purview / DLP / compliance (HIPAA, CMMC, SOC 2, cyber insurance, PCI) ────────────────────
  {
    id: 'therapy-practice-hipaa-risk',
    description:
      "we're a small therapy practice, 8 clinicians plus 2 admin. someone at a conference scared us about HIPAA and we realised we've never done a risk assessment. we use simplepractice and regular gmail for email",
    expected: [
      { area: 'HIPAA security risk analysis', match: ['hipaa', 'risk assessment', 'risk analysis'] },
      {
        area: 'policies and procedures',
        match: ['security polic', 'policies and procedures', 'hipaa polic', 'written polic'],
      },
      { area: 'BAA-covered, encrypted email', match: ['baa', 'business associate', 'encrypt'] },
      {
        area: 'remediation plan',
        match: ['remediation', 'risk management plan', 'action plan'],
      },
      { area: 'workforce training', match: ['awareness', 'hipaa training', 'workforce training'] },
    ],
    hours: [22, 65],
    items: [{ sku: 'MS-SAT', quantity: 10 }],
    note: 'Point ~36 h: a HIPAA security risk analysis across 10 people, devices and vendors (~14 h), a policy and procedure set (~10 h), getting email under a BAA with encryption — consumer Gmail cannot sign one (~4 h), a prioritised remediation plan (~4 h), PM (~4 h). Security awareness training ×10 because HIPAA requires workforce training; the email platform choice is left open, so no mailbox licences are asserted.',
    heldOut: false,
  },
  {
    id: 'cmmc-defense-prime',
    description:
      "we machine parts and one of our biggest customers is a defense prime. they're saying we need CMMC level 2 by next year or we lose the contract. 32 employees. we have no idea where to even start",
    expected: [
      {
        area: 'NIST 800-171 gap assessment',
        match: ['gap assessment', 'gap analysis', 'readiness', '800-171'],
      },
      {
        area: 'SSP and POA&M',
        match: ['ssp', 'system security plan', 'poa&m', 'plan of action'],
      },
      {
        area: 'CUI scoping / enclave',
        match: ['controlled unclassified', 'cui enclave', 'cui scoping', 'cui boundary', 'enclave', 'gcc high'],
      },
      { area: 'SPRS score', match: ['sprs'] },
    ],
    hours: [65, 200],
    items: [],
    note: 'Point ~110 h for the readiness phase only: CUI scoping and data-flow mapping (~16 h), a NIST SP 800-171 gap assessment against 110 controls (~40 h), the SSP (~30 h), POA&M and SPRS score (~12 h), PM (~12 h). Remediation (often a GCC High enclave) is a separate, larger project; no catalog lines because GCC High licensing is not in the starter catalog and the enclave is not designed yet.',
    heldOut: true,
  },
  {
    id: 'saas-startup-soc2',
    description:
      "we're a 25 person saas startup, a big customer wants our SOC 2 report before they'll sign. we use google workspace, macs, and aws. can you do the IT side of it? we already bought vanta",
    expected: [
      { area: 'SOC 2 readiness', match: ['soc 2', 'soc2', 'trust services'] },
      {
        area: 'security policies',
        match: ['security polic', 'information security polic', 'policy set'],
      },
      { area: 'Mac management and encryption', match: ['mdm', 'filevault', 'macos'] },
      { area: 'access reviews', match: ['access review', 'least privilege', 'offboarding'] },
      { area: 'evidence collection', match: ['evidence', 'vanta'] },
    ],
    hours: [36, 108],
    items: [],
    note: 'Point ~60 h for the IT side, not the auditor: gap review in Vanta (~6 h), MDM with FileVault, screen lock and updates on ~25 Macs (~18 h), Workspace hardening and access reviews (~10 h), a policy set tailored from templates (~12 h), evidence collection and PM (~14 h). No items: the Mac count is implied, not stated, and the MDM is usually one that integrates with Vanta, chosen with them.',
    heldOut: false,
  },
  {
    id: 'cyber-insurance-renewal-questionnaire',
    description:
      "our cyber insurance renewal came with a 6 page questionaire and half our answers are 'no'. MFA, EDR, backups offline, something called 'privileged access'?? renewal is in 30 days. 18 people",
    expected: [
      { area: 'questionnaire gap review', match: ['questionnaire', 'insurance', 'underwrit'] },
      { area: 'MFA', match: ['mfa', 'multi-factor', 'multifactor'] },
      { area: 'EDR', match: ['edr', 'endpoint detection'] },
      { area: 'offline / immutable backups', match: ['immutable', 'offline', 'air-gap', 'air gap', 'backup'] },
      {
        area: 'privileged access',
        match: ['privileged', 'admin account', 'laps', 'separate admin'],
      },
    ],
    hours: [22, 65],
    items: [{ sku: 'S1-COMPLETE', quantity: null }],
    note: "Point ~36 h: walk the questionnaire and map each 'no' to a fix (~3 h), MFA for 18 users (~8 h), EDR rollout (~6 h), making one backup copy offline/immutable (~6 h), separate admin accounts and LAPS (~6 h), evidence for the insurer and PM (~7 h). EDR is the one product the request plainly needs; the device count is not given, so its quantity is open.",
    heldOut: false,
  },
  {
    id: 'card-processor-non-compliance-fee',
    description:
      "we take cards at our 2 stores and the processor sent a letter saying we're 'non compliant' and they're charging us a fee every month now. the POS guy says its our network's fault not his",
    expected: [
      { area: 'PCI DSS scoping and SAQ', match: ['pci', 'saq', 'cardholder'] },
      { area: 'POS network segmentation', match: ['segment', 'vlan', 'isolat'] },
      { area: 'vulnerability / ASV scanning', match: ['vulnerability scan', 'asv', 'external scan'] },
      { area: 'firewall rules', match: ['firewall'] },
    ],
    hours: [17, 50],
    items: [{ sku: 'VULN-SCAN', quantity: null }],
    note: "Point ~28 h: working out which SAQ applies and walking both stores' card flow with the POS vendor (~6 h), putting POS on its own VLAN at each store with firewall rules (~10 h), setting up quarterly ASV/vulnerability scans (~3 h), SAQ support and PM (~9 h). New firewalls may turn out to be needed but the text does not establish it; scanning is the recurring line the processor will ask for.",
    heldOut: true,
  },
  {
    id: 'auditor-wants-security-policies',
    description:
      "an auditor asked for our security policies and we have none. we're a small lender, about 40 staff. need something by the end of the month, what do you need from us",
    expected: [
      {
        area: 'information security policy set',
        match: ['information security polic', 'security polic', 'wisp', 'written information security', 'policy set'],
      },
      { area: 'risk assessment', match: ['risk assessment'] },
      { area: 'incident response plan', match: ['incident response'] },
      { area: 'acceptable use', match: ['acceptable use'] },
    ],
    hours: [29, 86],
    items: [],
    note: 'Point ~48 h: a risk assessment to base the policies on (~10 h), a written information security program and core policy set fitted to the GLBA Safeguards Rule (~22 h), an incident response plan (~6 h), review meetings and revisions (~5 h), PM (~5 h). Pure advisory work, so no catalog lines.',
    heldOut: false,
  },
  {
    id: 'ex-employee-emailed-ssns',
    description:
      "we found out someone emailed a spreadsheet with all our clients SSNs to their personal gmail right before they quit. how do we stop this happening again. about 45 users, we're on 365 E3",
    expected: [
      { area: 'data loss prevention', match: ['dlp', 'data loss prevention'] },
      {
        area: 'sensitivity labels',
        match: ['sensitivity label', 'information protection', 'labelling', 'labeling'],
      },
      {
        area: 'finding sensitive data',
        match: ['sensitive information type', 'content explorer', 'data discovery', 'classification'],
      },
      { area: 'alerts and audit', match: ['alert', 'audit log', 'activity explorer'] },
      { area: 'incident follow-up', match: ['breach', 'legal counsel', 'notification'] },
    ],
    hours: [25, 74],
    items: [],
    note: 'Point ~41 h: finding where SSNs live (~6 h), DLP policy design and rollout in test mode then enforcement for Exchange, SharePoint and OneDrive (~14 h), sensitivity labels for client data (~8 h), alerts and audit review plus flagging the incident to counsel for breach-notification advice (~5 h), training and PM (~8 h). E3 already covers these DLP locations; Endpoint DLP would need E5 Compliance, which the text does not ask for, so no items.',
    heldOut: true,
  },

  // ─── Backup and disaster recovery ──────────────────────────────────────────────────────────────
  {
    id: 'never-tested-backups-synology',
    description:
      "honestly we've never tested our backups. we have a synology that backs up teh server every night i think?? the owner read an article and now wants proof it actually works",
    expected: [
      {
        area: 'backup review',
        match: ['backup review', 'backup assessment', 'backup audit', 'synology', 'backup job'],
      },
      { area: 'restore test', match: ['restore test', 'test restore', 'recovery test', 'restore'] },
      { area: 'DR plan / RTO', match: ['disaster recovery', 'rto', 'dr plan', 'recovery plan'] },
      { area: 'offsite / immutable copy', match: ['offsite', 'off-site', 'immutable', 'cloud backup', '3-2-1'] },
    ],
    hours: [12, 36],
    items: [],
    note: 'Point ~20 h: review the Synology jobs, retention and what is actually covered (~4 h), a documented file-level and full-server restore test (~6 h), written findings with an RTO conversation and a short DR plan (~7 h), PM (~3 h); the likely gap (no offsite or immutable copy) is recommended rather than built. No items until the test shows what is missing.',
    heldOut: false,
  },
  {
    id: 'deleted-sharepoint-folder-gone',
    description:
      'someone deleted a whole sharepoint folder 4 months ago and we only just noticed. microsoft support said its gone for good. we need actual backup of 365 for our 30 people so this never happens again',
    expected: [
      {
        area: 'Microsoft 365 backup',
        match: ['microsoft 365 backup', 'm365 backup', 'office 365 backup', 'saas backup', 'cloud-to-cloud'],
      },
      { area: 'retention policies', match: ['retention'] },
      { area: 'restore test', match: ['restore test', 'test restore'] },
      { area: 'last recovery attempt', match: ['recycle bin', 'recovery attempt', 'version history'] },
    ],
    hours: [8, 25],
    items: [{ sku: 'MS-BACKUP-SEAT', quantity: 30 }],
    note: 'Point ~14 h: one last recovery attempt via the second-stage recycle bin, version history and any synced copies (~2 h), Microsoft 365 backup for 30 users across mail, OneDrive, SharePoint and Teams (~5 h), retention policies as a second safety net (~2 h), a test restore and docs (~3 h), PM (~2 h). Backup per seat ×30 is exactly what they asked for.',
    heldOut: true,
  },
  {
    id: 'ransom-note-on-server',
    description:
      'URGENT all our files have a weird extension and theres a text file saying pay in bitcoin. the server and like 5 pcs are affected. what do we do, nobody can work',
    expected: [
      { area: 'containment', match: ['containment', 'contain the', 'isolat', 'disconnect'] },
      { area: 'investigation', match: ['forensic', 'investigat', 'root cause'] },
      { area: 'restore and rebuild', match: ['restore', 'recovery', 'rebuild'] },
      { area: 'insurer / legal coordination', match: ['insurance', 'insurer', 'breach', 'legal', 'law enforcement'] },
      { area: 'post-incident hardening', match: ['harden', 'mfa', 'edr', 'password reset'] },
    ],
    hours: [35, 120],
    items: [],
    note: 'This is real incident-response work, so a scope is right. Point ~64 h: containment and evidence preservation (~6 h), investigating the entry point and spread (~12 h), server rebuild and data restore (~20 h), wiping and rebuilding 5 PCs (~10 h), password resets, MFA and EDR hardening (~8 h), insurer/counsel coordination and PM (~8 h). The range is wide because it hinges on whether clean backups exist; tooling bought afterwards is a follow-on quote.',
    heldOut: true,
  },
  {
    id: 'building-burns-down-three-servers',
    description:
      "we have 3 servers (files, quickbooks, and one that runs the phone system) and if the building burned down we'd be done. whats the right backup setup for a 20 person office? budget isnt unlimited but we cant be down for a week",
    expected: [
      { area: 'BCDR appliance', match: ['bcdr', 'siris', 'datto', 'appliance', 'image-based'] },
      { area: 'offsite replication', match: ['offsite', 'off-site', 'cloud replication', 'replicat'] },
      { area: 'DR runbook / RTO', match: ['disaster recovery', 'runbook', 'rto'] },
      {
        area: 'recovery testing',
        match: ['restore test', 'test restore', 'recovery test', 'failover test', 'test boot'],
      },
    ],
    hours: [13, 40],
    items: [
      { sku: 'DATTO-S4-4TB', quantity: 1 },
      { sku: 'MS-BACKUP-SERVER', quantity: 3 },
    ],
    note: "Point ~22 h: sizing, appliance install and agents on 3 servers (~7 h), offsite cloud replication and retention (~2 h), a DR runbook with RTO agreed with the owner (~6 h), a test boot of each server from the appliance (~4 h), PM (~3 h). A local BCDR appliance with cloud replication plus image backup for each of the 3 servers is the standard answer to 'back in hours, not a week'.",
    heldOut: false,
  },
  {
    id: 'usb-drive-taken-home-fridays',
    description:
      "our accountant asked how our backups work and we had to say 'the office manager takes a usb drive home on fridays'. 12 people, everything is in onedrive and outlook, no server. she also said we need 7 years of records",
    expected: [
      {
        area: 'Microsoft 365 backup',
        match: ['microsoft 365 backup', 'm365 backup', 'office 365 backup', 'onedrive backup', 'saas backup'],
      },
      { area: 'seven-year retention', match: ['retention', 'archiv', '7 year', 'seven year', '7-year'] },
      { area: 'restore test', match: ['restore test', 'test restore'] },
    ],
    hours: [7, 22],
    items: [{ sku: 'MS-BACKUP-SEAT', quantity: 12 }],
    note: 'Point ~12 h: Microsoft 365 backup for 12 users (~4 h), retention policies and archiving to meet the seven-year requirement (~3 h), a test restore and a one-page backup statement for the accountant (~3 h), PM (~2 h). Backup per seat ×12 covers mail, OneDrive and each person’s machine; no server means no server backup.',
    heldOut: false,
  },

  // ─── Servers, virtualisation and line-of-business apps ────────────────────────────────────────
  {
    id: 'ancient-accounting-server-sage',
    description:
      'our accounting server is ancient (windows 2012 i think??) and everyone complains its slow. it runs sage 50 and also all our shared files. 15 users. can we replace it or go cloud or something',
    expected: [
      {
        area: 'replacement server or cloud move',
        match: ['server replacement', 'new server', 'server refresh', 'cloud migration', 'azure'],
      },
      { area: 'Sage 50 migration', match: ['sage 50', 'sage data', 'sage database', 'sage install'] },
      { area: 'file share migration', match: ['file share', 'file server', 'sharepoint', 'file migration'] },
      { area: 'old server decommission', match: ['decommission', 'retire', 'wipe', 'disposal'] },
    ],
    hours: [18, 54],
    items: [],
    note: "Point ~30 h either way: a replacement server build (~8 h) or SharePoint plus a small Sage host (similar), moving Sage 50 data and reinstalling on 15 clients with the vendor's help (~8 h), the file share move and drive remaps (~6 h), decommissioning the 2012 box (~2 h), PM (~6 h). Items are left open because the client asks 'replace or cloud' and either answer is legitimate until the options are discussed.",
    heldOut: false,
  },
  {
    id: 'vmware-renewal-4x',
    description:
      'broadcom wants like 4x what we paid last year to renew vmware. we have 2 hosts and about 12 vms. what are our options, hyper-v? we need to decide before the renewal in march',
    expected: [
      { area: 'hypervisor options', match: ['hyper-v', 'proxmox', 'nutanix', 'azure local', 'xcp-ng'] },
      {
        area: 'VM migration',
        match: ['vm migration', 'virtual machine migration', 'v2v', 'conversion', 'migrate vm'],
      },
      { area: 'host rebuild / cluster', match: ['hypervisor', 'failover cluster', 'host rebuild', 'cluster'] },
      { area: 'backup reconfiguration', match: ['backup'] },
    ],
    hours: [40, 120],
    items: [],
    note: 'Point ~66 h: options assessment and licensing comparison (~8 h), rebuilding two hosts as a Hyper-V cluster one at a time (~16 h), converting and validating 12 VMs at ~2 h each (~24 h), re-pointing backups and monitoring (~6 h), PM (~12 h). No items: 12 VMs on Hyper-V are licensed with Windows Server Datacenter, which is not in the starter catalog, and the hosts may well be reused.',
    heldOut: true,
  },
  {
    id: 'dental-imaging-needs-new-server',
    description:
      "the company that makes our dental imaging software says we need a new server to upgrade to their new version, they sent us specs. can you buy it, set it up and move everything over? we're a 6 chair office",
    expected: [
      {
        area: 'server build',
        match: ['new server', 'server build', 'server install', 'server setup', 'poweredge'],
      },
      {
        area: 'imaging application move with the vendor',
        match: ['imaging software', 'imaging vendor', 'imaging database', 'imaging'],
      },
      { area: 'data migration', match: ['data migration', 'migrate data', 'data move'] },
      { area: 'backup', match: ['backup'] },
      { area: 'client PCs updated', match: ['workstation', 'client install', 'operatory'] },
    ],
    hours: [14, 43],
    items: [
      { sku: 'R660XS', quantity: 1 },
      { sku: 'WS2025-STD-16', quantity: 1 },
    ],
    note: 'Point ~24 h: spec check and ordering (~2 h), build with Windows Server 2025 and hardening (~6 h), imaging database move and upgrade alongside the vendor (~6 h), updating the client on operatory and front-desk PCs (~4 h), backup reconfiguration (~2 h), PM (~4 h). A PowerEdge R660xs and a Server 2025 Standard licence are the obvious lines; CALs depend on a staff count the text does not give.',
    heldOut: false,
  },
  {
    id: 'server-closet-too-hot',
    description:
      'the server closet gets super hot in the summer and last week the server just shut itself off. also the battery box thing under it keeps beeping. not sure what we need',
    expected: [
      {
        area: 'UPS replacement',
        match: ['uninterruptible', 'battery backup', 'ups replacement', 'smart-ups', 'power protection', 'new ups'],
      },
      { area: 'cooling and environment', match: ['cooling', 'temperature', 'ventilation', 'hvac', 'airflow'] },
      {
        area: 'server hardware health check',
        match: ['server health', 'hardware health', 'health check', 'diagnostic'],
      },
      { area: 'environment monitoring', match: ['monitoring', 'alert', 'sensor'] },
    ],
    hours: [6, 18],
    items: [{ sku: 'SMT1500RM2UC', quantity: 1 }],
    note: "Point ~10 h: site visit to check the server's event logs and hardware health (~3 h), replacing the failing UPS and setting up graceful shutdown (~3 h), temperature monitoring and alerts plus cooling advice for their facilities person (~2 h), PM (~2 h). One rack UPS replaces the beeping one; HVAC work itself belongs to a contractor.",
    heldOut: true,
  },
  {
    id: 'quickbooks-h202-one-user-at-a-time',
    description:
      "quickbooks keeps giving an 'h202' error and only one person can be in the company file at a time. there's 7 of us. drives everyone nuts",
    expected: [
      {
        area: 'QuickBooks multi-user hosting fix',
        match: ['quickbooks', 'database server manager', 'multi-user', 'h202'],
      },
    ],
    hours: [2, 8],
    items: [],
    note: 'Point ~4 h, a small fix rather than a real project: install or repair QuickBooks Database Server Manager on the machine holding the file, set hosting correctly on the clients, open the firewall rules and test with several users. Some MSPs would run this as a ticket; a tiny scope is acceptable, but nothing should be sold.',
    heldOut: false,
  },

  // ─── Azure / cloud migration / AVD / Windows 365 ──────────────────────────────────────────────
  {
    id: 'estimating-app-slow-over-vpn',
    description:
      "half our team works from home now and they have to vpn in to use our estimating program, which is painfully slow over the vpn. someone mentioned 'virtual desktops'? 20 people total, about 10 remote",
    expected: [
      {
        area: 'virtual desktops',
        match: ['azure virtual desktop', 'avd', 'windows 365', 'cloud pc', 'virtual desktop'],
      },
      {
        area: 'estimating app assessment',
        match: ['estimating', 'application compatibility', 'app assessment', 'line-of-business', 'line of business'],
      },
      { area: 'FSLogix profiles', match: ['fslogix', 'user profile', 'profile container'] },
      { area: 'pilot', match: ['pilot group', 'pilot users', 'pilot phase', 'user acceptance'] },
    ],
    hours: [28, 85],
    items: [{ sku: 'AZURE-CONSUMPTION', quantity: 1 }],
    note: 'Point ~47 h: design, and checking the estimating program supports multi-session and where its data lives (~6 h), Azure foundation and networking back to the office or moving the data alongside (~8 h), host pool, image and FSLogix (~12 h), a pilot (~5 h), rollout to ~10 remote users (~6 h), PM/docs (~10 h). AVD runs on Azure consumption, so one monthly estimate line; Windows 365 would be an alternative but is not in the catalog.',
    heldOut: false,
  },
  {
    id: 'three-servers-to-azure',
    description:
      'lease is up on our server hardware and the boss doesnt want another box in the office. can we put our 3 servers in azure? one is sql for our erp, one is the file server, one is the DC',
    expected: [
      {
        area: 'Azure landing zone',
        match: ['landing zone', 'azure subscription', 'azure foundation', 'vnet', 'virtual network'],
      },
      {
        area: 'server migration',
        match: ['azure migrate', 'lift and shift', 'lift-and-shift', 'server migration', 'rehost'],
      },
      { area: 'site-to-site VPN', match: ['site-to-site', 'vpn gateway', 'site to site'] },
      { area: 'SQL / ERP move', match: ['sql', 'erp system', 'erp database', 'erp vendor', 'erp application'] },
      { area: 'Azure backup', match: ['azure backup', 'backup'] },
    ],
    hours: [40, 120],
    items: [{ sku: 'AZURE-CONSUMPTION', quantity: 1 }],
    note: 'Point ~66 h: assessment and sizing with the ERP vendor (~8 h), Azure landing zone, networking and site-to-site VPN (~14 h), a DC in Azure (~4 h), the file server to a VM or Azure Files (~8 h), the SQL/ERP move and testing with the vendor (~14 h), backup and monitoring (~6 h), PM (~12 h). One Azure consumption estimate line carries the monthly cost.',
    heldOut: true,
  },
  {
    id: 'seasonal-contractors-own-laptops',
    description:
      "we hire seasonal contractors every tax season (like 8 of them) and they use their own laptops which honestly scares me. is there a way to give them a 'work computer' without buying laptops every year",
    expected: [
      {
        area: 'cloud PCs / virtual desktops',
        match: ['windows 365', 'cloud pc', 'azure virtual desktop', 'avd', 'virtual desktop'],
      },
      { area: 'Conditional Access', match: ['conditional access'] },
      { area: 'seasonal onboarding / offboarding', match: ['onboarding', 'offboarding', 'seasonal'] },
      { area: 'tax software install', match: ['tax software', 'app install', 'packag'] },
    ],
    hours: [14, 43],
    items: [],
    note: 'Point ~24 h: choosing Windows 365 versus AVD for 8 seasonal seats (~3 h), provisioning with the tax software and drive mappings (~8 h), Conditional Access so contractors reach data only from the cloud PC (~4 h), a repeatable start/end-of-season checklist (~4 h), PM (~5 h). Items are open because the licensing choice (Windows 365 seats or AVD consumption) is the core design decision.',
    heldOut: false,
  },
  {
    id: 'azure-bill-tripled',
    description:
      'our azure bill went from about $800 to $3,100 a month and nobody knows why. the guy who set it up left last year',
    expected: [
      { area: 'cost analysis', match: ['cost analysis', 'cost review', 'cost management', 'spend', 'finops'] },
      {
        area: 'right-sizing and reservations',
        match: ['right-siz', 'rightsiz', 'reserved instance', 'savings plan', 'reservation'],
      },
      { area: 'budgets, alerts and tags', match: ['budget', 'tagging', 'governance', 'cost alert'] },
      { area: 'resource inventory', match: ['inventory', 'orphan', 'unused resource'] },
    ],
    hours: [8, 25],
    items: [],
    note: 'Point ~14 h: Cost Management analysis of what changed and an inventory of what is running (~5 h), removing orphaned resources and right-sizing or reserving what stays (~5 h), budgets, alerts and tags so it does not happen again (~2 h), PM (~2 h). This cuts spend rather than adding catalog items.',
    heldOut: false,
  },

  // ─── Networking (firewalls, Wi-Fi, switches, VPN, SD-WAN, ISP failover, cabling) ─────────────
  {
    id: 'wifi-drops-back-of-office',
    description:
      'wifi keeps droping in the back half of the office and people freeze on zoom calls. we have 2 of those eero things. office is about 6000 sq ft, 30 people',
    expected: [
      { area: 'wireless survey', match: ['survey', 'heat map', 'heatmap'] },
      { area: 'access point install', match: ['access point', 'wireless', 'wi-fi', 'wifi'] },
      { area: 'SSIDs and VLANs', match: ['ssid', 'vlan', 'guest'] },
      { area: 'PoE and cabling for APs', match: ['cabling', 'cable drop', 'poe'] },
    ],
    hours: [8, 25],
    items: [{ sku: 'R4W02A', quantity: null }],
    note: 'Point ~14 h: a predictive or walk-through survey (~3 h), mounting and configuring business access points (likely four) with staff and guest SSIDs (~6 h), removing the eeros and checking PoE and cabling (~2 h), PM (~3 h). Access points are the obvious line; the count comes out of the survey, so it is open.',
    heldOut: false,
  },
  {
    id: 'fortigate-license-expired-no-password',
    description:
      'our fortigate says the license expired and the previous IT guy set it up so we dont even have the password lol. its a 60e i think. 25 people one office',
    expected: [
      { area: 'firewall replacement', match: ['firewall', 'fortigate'] },
      {
        area: 'regaining admin access',
        match: ['password recovery', 'factory reset', 'admin access', 'console recovery', 'credential'],
      },
      {
        area: 'rule review and migration',
        match: ['rule review', 'policy review', 'config migration', 'configuration migration', 'firewall rules'],
      },
      { area: 'VPN', match: ['vpn'] },
    ],
    hours: [8, 25],
    items: [
      { sku: 'FG-60F', quantity: 1 },
      { sku: 'FG-UTP-1Y', quantity: 1 },
    ],
    note: 'Point ~14 h: regaining admin access via console recovery and documenting the current config (~3 h), building the replacement with reviewed rules, VPN and security profiles (~5 h), after-hours cutover and testing (~3 h), PM (~3 h). The 60E is end-of-sale and renewing it is poor value, so a 60F with a year of UTP is the good quote; 25 users fits the 60F.',
    heldOut: true,
  },
  {
    id: 'rats-nest-closet-cheap-switches',
    description:
      'our network closet is a rats nest of cables and some of the switches are the cheap netgear ones from best buy. things randomly go down for a few min. around 60 network jacks in use',
    expected: [
      { area: 'switch replacement', match: ['switch'] },
      {
        area: 're-patching and cable management',
        match: ['patch panel', 'patch cord', 're-patch', 'cable management', 'cable tidy'],
      },
      { area: 'VLANs', match: ['vlan'] },
      { area: 'network diagram / port map', match: ['network diagram', 'port map', 'labell', 'as-built'] },
    ],
    hours: [16, 47],
    items: [
      { sku: 'JL686A', quantity: 1 },
      { sku: 'JL684A', quantity: 1 },
    ],
    note: 'Point ~26 h: design and port mapping (~4 h), tidying the rack and re-patching with short, labelled cords (~9 h), switch install and VLAN config with an after-hours cutover (~7 h), documentation (~3 h), PM (~3 h). About 60 live jacks fit one 48-port plus one 24-port PoE switch with headroom.',
    heldOut: false,
  },
  {
    id: 'second-office-40-miles-away',
    description:
      "we're opening a 2nd office about 40 miles away, 8 people will work there. they need to get to the files and printers at the main office like they're in the same building",
    expected: [
      { area: 'site-to-site VPN', match: ['site-to-site', 'site to site', 'ipsec', 'sd-wan', 'vpn'] },
      { area: 'firewall for the new site', match: ['firewall', 'fortigate'] },
      { area: 'switch and Wi-Fi', match: ['switch', 'access point', 'wi-fi', 'wifi'] },
      { area: 'printers across sites', match: ['printer'] },
      { area: 'desk setup for 8 people', match: ['workstation', 'desk setup'] },
    ],
    hours: [16, 47],
    items: [
      { sku: 'FG-40F', quantity: 1 },
      { sku: 'FG-UTP-1Y', quantity: 1 },
      { sku: 'JL684A', quantity: 1 },
      { sku: 'R4W02A', quantity: null },
    ],
    note: 'Point ~26 h: network design and the ISP order for the new site (~3 h), a firewall with a site-to-site VPN to the main office (~6 h), switch and Wi-Fi install (~4 h), printer and drive mappings across the tunnel (~3 h), setting up 8 desks (~4 h), travel and PM (~6 h). A 40F with UTP suits 8 people and one 24-port PoE switch is enough; the AP count depends on a floor plan not given.',
    heldOut: true,
  },
  {
    id: 'internet-down-three-times',
    description:
      'when our internet goes down (3 times this month!!) we cant do anything, cant take card payments, phones are dead. comcast is useless. is there some kind of backup option',
    expected: [
      {
        area: 'secondary internet and failover',
        match: ['failover', 'secondary isp', 'second isp', 'backup internet', 'cellular', '5g', 'dual wan', 'dual-wan'],
      },
      { area: 'firewall / SD-WAN rules', match: ['sd-wan', 'firewall', 'router'] },
      { area: 'ISP coordination', match: ['isp', 'carrier', 'circuit'] },
    ],
    hours: [7, 22],
    items: [],
    note: 'Point ~12 h: choosing and ordering a diverse second circuit or 5G backup (~3 h), install and dual-WAN/SD-WAN rules so payments and phones prefer the working link (~5 h), failover testing (~2 h), PM (~2 h). No items asserted: whether their current firewall can do dual-WAN is unknown, and the circuit itself is a carrier contract.',
    heldOut: false,
  },
  {
    id: 'five-clinics-random-routers',
    description:
      'we have 5 clinic locations and each one has its own random router that someone bought. the EHR is slow at all of them. the main clinic has a fiber line. corporate wants something consistent and managed',
    expected: [
      { area: 'SD-WAN', match: ['sd-wan', 'sdwan'] },
      { area: 'standard firewalls', match: ['firewall', 'fortigate'] },
      {
        area: 'central management',
        match: ['fortimanager', 'central management', 'centralized', 'centralised', 'template'],
      },
      { area: 'ISP and bandwidth review', match: ['isp', 'circuit', 'bandwidth'] },
      { area: 'per-site rollout', match: ['site rollout', 'site deployment', 'per site', 'each site', 'per-site'] },
    ],
    hours: [38, 115],
    items: [
      { sku: 'FG-60F', quantity: 5 },
      { sku: 'FG-UTP-1Y', quantity: 5 },
      { sku: 'MS-FIREWALL', quantity: 5 },
    ],
    note: "Point ~64 h: current-state and ISP/bandwidth review per site (~8 h), a standard firewall and SD-WAN template (~8 h), deploying each of 5 clinics at ~6 h including the on-site cutover (~30 h), EHR traffic prioritisation and testing (~6 h), PM (~12 h). Five matching FortiGate 60Fs with UTP, plus managed firewall on each because corporate asked for 'managed'.",
    heldOut: true,
  },
  {
    id: 'customers-on-office-wifi',
    description:
      'our customers use the same wifi as our computers and the password is on a sign at the front desk. my nephew says thats bad?',
    expected: [
      { area: 'guest network', match: ['guest'] },
      { area: 'segmentation', match: ['vlan', 'segment', 'isolat'] },
      {
        area: 'new staff Wi-Fi key',
        match: ['passphrase', 'psk', 'wi-fi password', 'wifi password', 'wireless password', 'password change'],
      },
    ],
    hours: [3, 9],
    items: [],
    note: 'The nephew is right. Point ~5 h: a separate guest SSID/VLAN isolated from the business network with client isolation (~2 h), changing the staff Wi-Fi key and re-joining company devices (~2 h), PM (~1 h). Their existing equipment very likely supports this; replacing it is not asked for.',
    heldOut: false,
  },

  // ─── Voice (Teams Phone, VoIP, porting, meeting rooms) ─────────────────────────────────────────
  {
    id: 'ringcentral-to-teams-phone',
    description:
      'our ringcentral contract is up in 2 months. we already use teams for everything so can we just use teams for the phones too? 22 users, main number plus a fax number (yes we still fax)',
    expected: [
      { area: 'Teams Phone', match: ['teams phone', 'calling plan', 'direct routing', 'operator connect'] },
      { area: 'number porting', match: ['number port', 'porting', 'port-in', 'port request'] },
      { area: 'auto attendant and call queues', match: ['auto attendant', 'call queue', 'ivr'] },
      { area: 'fax', match: ['fax'] },
    ],
    hours: [19, 58],
    items: [{ sku: 'TEAMS-PHONE-CP', quantity: 22 }],
    note: 'Point ~32 h: call-flow discovery and design (~4 h), porting every number, with the fax number going to an e-fax service (~6 h), licensing and configuring 22 users (~5 h), auto attendant and call queues (~6 h), cutover, training and PM (~11 h). Teams Phone with Calling Plan ×22 is the simplest fit for a small firm already living in Teams.',
    heldOut: false,
  },
  {
    id: 'old-phone-system-crackles',
    description:
      "our phone system is from like 2009, calls crackle and drop and the company that installed it went out of business. 15 desk phones, the receptionist needs to transfer calls. we're NOT a teams company before anyone suggests it",
    expected: [
      { area: 'hosted VoIP', match: ['voip', 'hosted phone', 'cloud phone', 'hosted pbx', 'ucaas'] },
      { area: 'number porting', match: ['number port', 'porting', 'port-in', 'port request'] },
      { area: 'desk phones', match: ['handset', 'desk phone', 'yealink'] },
      {
        area: 'call flows for reception',
        match: ['call flow', 'auto attendant', 'receptionist', 'ivr', 'hunt group', 'ring group'],
      },
      { area: 'voice QoS', match: ['qos', 'quality of service', 'voice vlan'] },
    ],
    hours: [17, 50],
    items: [
      { sku: 'VOIP-SEAT', quantity: 15 },
      { sku: 'T54W', quantity: 15 },
    ],
    note: 'Point ~28 h: call-flow discovery and number inventory (~3 h), porting (~3 h), hosted PBX build with receptionist transfer and ring groups (~6 h), QoS and a voice VLAN on the network (~3 h), deploying 15 phones (~5 h), training, cutover and PM (~8 h). A hosted VoIP seat and a Yealink desk phone for each of the 15.',
    heldOut: true,
  },
  {
    id: 'can-you-hear-me-meeting-rooms',
    description:
      "our conference room setup is a laptop + hdmi cable + a usb speakerphone and every meeting starts with 10 minutes of 'can you hear me now'. we have 3 meeting rooms and we use teams",
    expected: [
      { area: 'Teams Rooms systems', match: ['teams rooms', 'teams room', 'mtr', 'rally bar', 'room system'] },
      { area: 'room resource accounts', match: ['resource account', 'room account', 'room mailbox'] },
      { area: 'AV install', match: ['display', 'mounting', 'av install', 'audio-visual', 'audio visual'] },
      { area: 'user guide / training', match: ['user guide', 'quick start', 'end-user training', 'user training'] },
    ],
    hours: [16, 49],
    items: [
      { sku: 'RALLY-BAR', quantity: 3 },
      { sku: 'MTR-PRO', quantity: 3 },
    ],
    note: 'Point ~27 h: room design and a display/power/cabling check (~3 h), three room accounts and licensing (~2 h), installing a video bar kit in each room (~12 h), configuration and test calls (~4 h), training and PM (~6 h). A Rally Bar kit and a Teams Rooms Pro licence per room, ×3.',
    heldOut: false,
  },
  {
    id: 'old-provider-wont-release-number',
    description:
      'we switched phone providers but the old one wont release our main number, its the one everybody knows. can you deal with them for us',
    expected: [
      {
        area: 'number port dispute',
        match: ['number port', 'porting', 'port request', 'port-in', 'customer service record', 'letter of authori'],
      },
    ],
    hours: [1, 6],
    items: [],
    note: 'Small job, point ~3 h: pull the customer service record from the old carrier, correct the port request (account number, PIN, authorised name and address must match) and chase both carriers until it completes. Some MSPs treat this as a ticket; a tiny scope is acceptable, but nothing should be sold.',
    heldOut: false,
  },

  // ─── Office moves and build-outs ───────────────────────────────────────────────────────────────
  {
    id: 'office-move-end-of-month',
    description:
      "we're moving offices at the end of the month!!! 35 people. the new space is built out but nobody has ordered internet yet. we need everything working monday morning, please tell me this is possible",
    expected: [
      { area: 'internet circuit order', match: ['isp', 'internet circuit', 'internet service', 'circuit'] },
      {
        area: 'network install at the new site',
        match: ['switch', 'firewall', 'access point', 'server rack', 'network rack'],
      },
      { area: 'desk move and reconnect', match: ['workstation', 'desk setup', 'reconnect', 'relocat'] },
      { area: 'cabling check', match: ['cabling', 'cable drop', 'cable test'] },
      { area: 'cutover and day-one support', match: ['cutover', 'day one', 'day-one', 'go-live', 'hypercare'] },
    ],
    hours: [34, 100],
    items: [],
    note: 'Point ~56 h: planning, a site survey and an urgent ISP order with a temporary 5G fallback in case the circuit is late (~8 h), verifying cabling and building the rack (~10 h), a weekend move and reconnect of 35 desks (~18 h), printers and phones (~4 h), on-site Monday support (~8 h), PM (~8 h). Existing equipment moves with them, so no catalog lines are assumed.',
    heldOut: false,
  },
  {
    id: 'empty-shell-low-voltage',
    description:
      "we signed a lease on a new space (empty shell, about 4000 sq ft) and the contractor keeps asking what we want for 'low voltage'. ~20 desks, 2 conference rooms, small server room. help??",
    expected: [
      {
        area: 'low-voltage / cabling design',
        match: ['cabling', 'cable drop', 'low voltage', 'low-voltage', 'structured cabling'],
      },
      { area: 'network design', match: ['network design', 'switch', 'firewall'] },
      { area: 'Wi-Fi', match: ['access point', 'wi-fi', 'wifi', 'wireless'] },
      {
        area: 'server room / rack',
        match: ['server rack', 'network rack', 'server room', 'comms room', 'network closet'],
      },
      { area: 'contractor coordination', match: ['contractor', 'coordinat', 'walkthrough', 'walk-through'] },
    ],
    hours: [19, 58],
    items: [
      { sku: 'CAT6-DROP', quantity: null },
      { sku: 'R4W02A', quantity: null },
    ],
    note: "Point ~32 h for the MSP's share: a drop schedule and low-voltage spec for the contractor (~8 h), site walkthroughs and coordination (~6 h), network and rack design and install (~8 h), Wi-Fi placement and install (~4 h), PM (~6 h). Certified Cat6 drops (about 50 for 20 desks, 2 rooms, APs and printers) and access points are the clear product lines; counts stay open because the plan is not final.",
    heldOut: true,
  },
  {
    id: 'starting-accounting-practice',
    description:
      'starting my own accounting practice, me plus 3 employees, small office rented. we need literally everything - computers, email, internet, printer, security. i know nothing about this stuff',
    expected: [
      { area: 'Microsoft 365 setup', match: ['microsoft 365', 'tenant', 'mailbox'] },
      { area: 'laptops', match: ['laptop', 'workstation', 'device setup'] },
      { area: 'firewall, Wi-Fi and internet', match: ['firewall', 'wi-fi', 'wifi', 'access point', 'router'] },
      { area: 'printer', match: ['printer'] },
      { area: 'security basics', match: ['mfa', 'multi-factor', 'edr', 'backup'] },
    ],
    hours: [15, 45],
    items: [
      { sku: 'CFQ7TTC0LCHC', quantity: 4 },
      { sku: 'LAT-5450', quantity: 4 },
      { sku: 'FG-40F', quantity: 1 },
    ],
    note: 'Point ~25 h: Microsoft 365 tenant, domain and security baseline (~5 h), four laptops set up (~6 h), firewall, Wi-Fi and ISP coordination (~5 h), printer and scan-to-email (~2 h), backup and EDR onboarding (~3 h), PM/handover (~4 h). Business Premium ×4 (client financial data, devices to manage), four business laptops and a small firewall; an AP and managed services would be reasonable additions.',
    heldOut: false,
  },

  // ─── Printers ──────────────────────────────────────────────────────────────────────────────────
  {
    id: 'second-floor-printers-never-work',
    description:
      "the printers on the second floor never work. people just walk downstairs to print. there's 3 of them up there, couple of hp's and a big canon copier",
    expected: [
      { area: 'printer troubleshooting', match: ['printer', 'print queue'] },
      { area: 'drivers and queues', match: ['driver', 'print server', 'universal print'] },
      { area: 'fixed IP addresses', match: ['static ip', 'dhcp reservation', 'ip address', 'reservation'] },
    ],
    hours: [3, 11],
    items: [],
    note: 'Point ~6 h: on-site diagnosis of the three devices, fixed addresses, current drivers and queues pushed to the second-floor PCs, and the copier vendor engaged for the Canon (~5 h), plus a short write-up (~1 h). Managed print would be a fair suggestion, but nothing needs selling to fix this.',
    heldOut: false,
  },
  {
    id: 'print-server-gone-printers-by-hand',
    description:
      'we got rid of our server last year but the print server was on it so now every computer has printers added by hand and half of them are wrong. 50 pcs, 8 printers, 2 floors',
    expected: [
      {
        area: 'serverless print management',
        match: ['universal print', 'printerlogic', 'print management', 'cloud print'],
      },
      { area: 'printer deployment by policy', match: ['intune', 'printer deployment', 'printer policy'] },
      { area: 'driver standardisation', match: ['driver'] },
      {
        area: 'removing hand-added printers',
        match: ['remove old', 'remediation script', 'stale printer', 'printer clean'],
      },
    ],
    hours: [12, 36],
    items: [],
    note: 'Point ~20 h: printer inventory and driver standardisation (~4 h), Universal Print (or a similar serverless tool) with connectors for 8 printers (~5 h), Intune policies assigning printers by floor (~4 h), a script removing hand-added printers on the 50 PCs (~3 h), PM (~4 h). Universal Print comes with most Microsoft 365 plans, so nothing is sold.',
    heldOut: true,
  },

  // ─── New-client onboarding and provider transitions ───────────────────────────────────────────
  {
    id: 'leaving-current-it-company',
    description:
      "we're leaving our current IT company, they take days to answer and we're paying for stuff we dont even know what it is. 45 users, 1 server, 2 locations. contract ends in 60 days. how does switching to you work",
    expected: [
      { area: 'onboarding', match: ['onboarding', 'transition'] },
      {
        area: 'credential and access handover from the old provider',
        match: ['credential', 'admin access', 'password', 'outgoing provider', 'previous provider'],
      },
      { area: 'discovery and documentation', match: ['discovery', 'audit', 'network diagram'] },
      { area: 'RMM agent rollout', match: ['rmm', 'agent'] },
      {
        area: 'licence and vendor review',
        match: ['licensing review', 'licence review', 'license review', 'vendor review', 'subscription'],
      },
    ],
    hours: [28, 83],
    items: [
      { sku: 'PKG-ONBOARD', quantity: 1 },
      { sku: 'MS-USER-PLAN', quantity: 45 },
      { sku: 'MS-SERVER', quantity: 1 },
    ],
    note: "Point ~46 h: discovery and documentation across both sites (~14 h), collecting credentials, registrar and licensing access from the outgoing provider (~6 h), agents on ~45 endpoints and the server (~10 h), a review of what they are paying for (~4 h), travel and PM (~12 h). The onboarding package, managed services per user ×45 and a managed server line are what 'switching to you' means.",
    heldOut: false,
  },
  {
    id: 'it-guy-dave-retiring',
    description:
      "our in-house IT guy (dave) is retiring in june after 22 years and honestly everything is in his head. we're about 30 people. we need to get what he knows written down before he goes",
    expected: [
      { area: 'knowledge transfer sessions', match: ['knowledge transfer', 'interview', 'knowledge capture'] },
      { area: 'system documentation', match: ['runbook', 'network diagram', 'system documentation', 'as-built'] },
      { area: 'credentials into a vault', match: ['credential', 'password vault', 'password manager'] },
      {
        area: 'support model after June',
        match: ['transition', 'managed service', 'support model', 'onboarding'],
      },
    ],
    hours: [28, 83],
    items: [],
    note: 'Point ~46 h: structured sessions with Dave (~16 h), writing up systems, network and vendor documentation (~16 h), getting every credential into a vault (~4 h), a recommendation for who supports them after June (~4 h), PM (~6 h). No items: whether they move to managed services or hire a replacement is undecided in the text, so no recurring plan is asserted.',
    heldOut: true,
  },
  {
    id: 'fired-msp-wont-give-passwords',
    description:
      'we fired our old msp last week and now theyre being difficult and wont give us the admin passwords for 365 or our domain name. 12 users. can you help us get control back',
    expected: [
      {
        area: 'regain Microsoft 365 admin',
        match: ['global admin', 'admin access', 'tenant recovery', 'admin recovery', 'break-glass'],
      },
      { area: 'domain registrar recovery', match: ['registrar', 'domain transfer', 'domain recovery'] },
      { area: 'remove old partner access', match: ['gdap', 'partner relationship', 'delegated admin'] },
      { area: 'credential rotation', match: ['credential', 'password reset', 'rotate'] },
      { area: 'onboarding', match: ['onboarding'] },
    ],
    hours: [10, 29],
    items: [{ sku: 'PKG-ONBOARD', quantity: 1 }],
    note: "Point ~16 h: regaining Global Admin through Microsoft's support process with proof of domain ownership (~4 h), recovering the domain at the registrar (~3 h), removing the old partner's GDAP/delegated access and rotating every admin and service credential (~4 h), documentation and PM (~5 h). They are changing provider, so the onboarding package belongs on the quote.",
    heldOut: false,
  },

  // ─── Assessments, audits and vague-but-real requests ─────────────────────────────────────────
  {
    id: 'law-firm-things-feel-slow',
    description:
      "can you look at our IT? things feel slow and we honestly dont know if we're secure. we're a 25 person law firm",
    expected: [
      { area: 'IT assessment', match: ['assessment', 'audit', 'health check'] },
      {
        area: 'security review',
        match: ['security assessment', 'security review', 'vulnerability', 'secure score', 'posture'],
      },
      { area: 'performance and network check', match: ['performance', 'network', 'bandwidth'] },
      { area: 'findings and roadmap', match: ['roadmap', 'recommendation', 'findings'] },
    ],
    hours: [14, 43],
    items: [],
    note: 'Vague but real: the right starting scope is an assessment. Point ~24 h: on-site discovery and interviews (~6 h), network and endpoint performance checks (~5 h), a security review with Secure Score and a vulnerability scan (~6 h), written findings and a prioritised roadmap presented to the partners (~7 h). Anything sold follows from the findings.',
    heldOut: false,
  },
  {
    id: 'new-owner-no-idea-what-it-we-have',
    description:
      'i just bought this business (property management, ~15 staff) and i have zero clue what IT we have, who we pay for what, or if any of it is any good',
    expected: [
      { area: 'inventory and discovery', match: ['inventory', 'discovery', 'asset'] },
      {
        area: 'IT spend and subscription review',
        match: ['subscription', 'vendor', 'licensing review', 'licence review', 'license review', 'spend'],
      },
      {
        area: 'security baseline check',
        match: ['security review', 'security assessment', 'mfa', 'backup'],
      },
      { area: 'report and roadmap', match: ['roadmap', 'recommendation', 'findings'] },
    ],
    hours: [12, 36],
    items: [],
    note: 'Point ~20 h: discovery of devices, accounts, domains and network (~7 h), tracing every IT bill and subscription to an owner and a purpose (~4 h), a security baseline check of MFA, backups and admin access (~4 h), a plain-English report and roadmap for the new owner (~5 h). Assessment-type work; no catalog lines until it is done.',
    heldOut: true,
  },
  {
    id: 'board-wants-it-budget',
    description:
      "our board wants an IT budget and plan for next year and i'm the office manager so guess who got stuck with it. 50 employees. where do we even start",
    expected: [
      {
        area: 'IT roadmap',
        match: ['roadmap', 'strategic plan', 'it strategy', 'technology plan', 'it plan'],
      },
      { area: 'budget', match: ['budget'] },
      { area: 'asset lifecycle', match: ['lifecycle', 'refresh', 'warranty', 'asset'] },
      { area: 'current-state assessment', match: ['assessment', 'current state', 'current-state', 'inventory'] },
    ],
    hours: [14, 43],
    items: [],
    note: 'Point ~24 h of vCIO-style work: a current-state inventory with ages and warranty dates (~8 h), a roadmap of projects and renewals (~6 h), a 12-month budget split into recurring and one-off lines (~6 h), a board-ready presentation (~4 h). A vCIO retainer might follow, but the ask is a one-off plan.',
    heldOut: false,
  },
  {
    id: 'think-we-got-hacked-weird-email',
    description:
      'i think we might have been hacked?? my computer is doing weird stuff and a customer said they got a strange email from me with a link in it',
    expected: [
      { area: 'triage and investigation', match: ['investigat', 'forensic', 'triage'] },
      { area: 'mailbox compromise check', match: ['sign-in', 'inbox rule', 'mailbox', 'compromise'] },
      { area: 'endpoint scan', match: ['malware', 'edr', 'antivirus', 'reimage'] },
      { area: 'credential reset and MFA', match: ['password reset', 'mfa', 'multi-factor', 'revoke'] },
    ],
    hours: [4, 15],
    items: [],
    note: 'Vague but real and urgent. Point ~8 h: check sign-in logs and inbox rules for this mailbox and others, revoke sessions, reset credentials and enforce MFA (~4 h), scan or reimage the affected PC (~2 h), warn contacts and write up what happened (~2 h). A bigger scope only if the investigation finds spread.',
    heldOut: true,
  },
  {
    id: 'owner-says-move-to-cloud',
    description:
      "we want to 'move to the cloud' whatever that means for us lol. the owner keeps saying it. we have a server in the back, 20 people, and some old software nobody wants to touch",
    expected: [
      { area: 'cloud readiness assessment', match: ['cloud readiness', 'readiness assessment', 'assessment'] },
      {
        area: 'line-of-business software review',
        match: ['line-of-business', 'line of business', 'application assessment', 'app assessment', 'software'],
      },
      { area: 'costed options / roadmap', match: ['roadmap', 'options', 'recommendation'] },
    ],
    hours: [12, 36],
    items: [],
    note: "The sensible first step is a cloud-readiness assessment. Point ~20 h: inventory of what runs on the server (~5 h), checking with the old software's vendor for cloud or hosted options (~5 h), costed options such as SharePoint plus Azure or hosted app versus a new on-prem box (~6 h), presenting a recommendation (~4 h). The migration itself is quoted afterwards.",
    heldOut: true,
  },

  // ─── Security awareness ────────────────────────────────────────────────────────────────────────
  {
    id: 'staff-click-everything-40-percent',
    description:
      'our staff click on EVERYTHING. we ran a fake phishing test with some free tool and 40% clicked. 60 employees. need real training that people will actually do',
    expected: [
      { area: 'security awareness platform', match: ['security awareness', 'awareness training'] },
      {
        area: 'phishing simulation',
        match: ['phishing simulation', 'simulated phishing', 'phish test', 'phishing campaign'],
      },
      { area: 'metrics and reporting', match: ['metrics', 'baseline', 'dashboard', 'click rate'] },
      { area: 'user enrolment', match: ['enrol', 'enroll', 'user sync', 'directory sync'] },
    ],
    hours: [8, 25],
    items: [{ sku: 'MS-SAT', quantity: 60 }],
    note: 'Point ~14 h: platform setup with directory sync for 60 people (~3 h), mail allow-listing and a baseline phishing campaign (~3 h), a training plan of monthly modules and simulations (~3 h), a leadership kick-off and first report (~3 h), PM (~2 h). Security Awareness Training ×60.',
    heldOut: false,
  },
  {
    id: 'restaurant-group-new-hire-security',
    description:
      "we're a restaurant group, office staff is about 25 but they come and go a lot. want new people to get some basic security training in their first week without us having to remember to do it",
    expected: [
      { area: 'security awareness training', match: ['security awareness', 'awareness training'] },
      { area: 'automatic enrolment of new hires', match: ['automat', 'new hire', 'new-hire', 'auto-enrol'] },
      { area: 'phishing simulation', match: ['phishing simulation', 'simulated phishing', 'phishing campaign'] },
    ],
    hours: [5, 15],
    items: [{ sku: 'MS-SAT', quantity: 25 }],
    note: 'Point ~8 h: an awareness platform with directory sync so new accounts are auto-enrolled into an onboarding module (~4 h), an ongoing phishing simulation schedule (~2 h), reporting for the office manager and PM (~2 h). Security Awareness Training for the 25 office staff.',
    heldOut: true,
  },

  // ─── Password managers ─────────────────────────────────────────────────────────────────────────
  {
    id: 'passwords-xlsx-on-shared-drive',
    description:
      'everyone keeps passwords in an excel file on the shared drive called PASSWORDS.xlsx (i know, i know). 20 people. whats the fix',
    expected: [
      { area: 'password manager', match: ['password manager', 'keeper', 'bitwarden', '1password', 'vault'] },
      { area: 'importing the spreadsheet', match: ['import', 'password migration', 'credential migration'] },
      { area: 'shared folders by team', match: ['shared folder', 'shared vault', 'sharing'] },
      {
        area: 'rotating exposed passwords and deleting the file',
        match: ['spreadsheet', 'excel', 'rotate', 'rotation'],
      },
    ],
    hours: [11, 32],
    items: [{ sku: 'KEEPER-BIZ', quantity: 20 }],
    note: 'Point ~18 h: password manager setup with SSO and admin policies (~4 h), shared folders by team (~2 h), importing the spreadsheet and rotating the credentials it exposed (~4 h), rollout and training for 20 people (~5 h), deleting the file and PM (~3 h). Keeper Business ×20.',
    heldOut: false,
  },
  {
    id: 'billing-team-shared-portal-logins',
    description:
      'our billing team shares logins for like 30 insurance portals and whenever someone leaves we have to change all of them. 6 people on that team. theres gotta be a better way',
    expected: [
      { area: 'password manager', match: ['password manager', 'keeper', 'bitwarden', '1password', 'vault'] },
      { area: 'shared credentials', match: ['shared folder', 'shared vault', 'shared credential', 'sharing'] },
      { area: 'leaver rotation', match: ['offboarding', 'leaver', 'rotate', 'rotation'] },
      { area: 'shared 2FA codes', match: ['totp', 'two-factor', '2fa', 'mfa'] },
    ],
    hours: [6, 18],
    items: [{ sku: 'KEEPER-BIZ', quantity: 6 }],
    note: 'Point ~10 h: password manager for the 6-person team (~2 h), loading ~30 portal logins into a shared folder with TOTP codes where the portals support it (~4 h), a leaver process that rotates the shared credentials (~2 h), training and PM (~2 h). Keeper Business ×6 for the team named.',
    heldOut: true,
  },

  // ─── Copilot readiness ─────────────────────────────────────────────────────────────────────────
  {
    id: 'ceo-wants-copilot-for-everyone',
    description:
      "the ceo came back from a conference and wants 'copilot for everyone' like yesterday. we have ~80 users. i'm worried it'll start showing people stuff they shouldnt see (salary files etc)",
    expected: [
      {
        area: 'oversharing and permissions review',
        match: ['oversharing', 'permission', 'access review', 'sharepoint'],
      },
      { area: 'sensitivity labels', match: ['sensitivity label', 'purview', 'information protection'] },
      { area: 'pilot group', match: ['pilot group', 'pilot users', 'pilot phase', 'pilot rollout'] },
      { area: 'Copilot enablement', match: ['copilot'] },
      { area: 'adoption and training', match: ['adoption', 'prompt', 'end-user training', 'user training'] },
    ],
    hours: [28, 83],
    items: [{ sku: 'COPILOT', quantity: 80 }],
    note: 'Point ~46 h: a SharePoint/OneDrive oversharing review and fixing the worst sites such as HR and finance (~16 h), sensitivity labels for confidential content (~10 h), a pilot group before wider rollout (~6 h), training and adoption (~8 h), PM (~6 h). Copilot ×80 is what the CEO asked for; a quote that starts with a smaller pilot batch is also defensible.',
    heldOut: false,
  },
  {
    id: 'is-our-365-ready-for-copilot',
    description:
      "is our 365 ready for copilot? we're 12 people and files are kind of everywhere (onedrive, sharepoint, some just on peoples desktops)",
    expected: [
      { area: 'Copilot readiness assessment', match: ['readiness', 'assessment'] },
      {
        area: 'consolidating files',
        match: ['known folder', 'file migration', 'consolidat', 'sharepoint'],
      },
      { area: 'permissions and sharing links', match: ['permission', 'oversharing', 'sharing link'] },
      { area: 'Copilot licensing', match: ['copilot'] },
    ],
    hours: [10, 29],
    items: [],
    note: 'Point ~16 h: a Copilot readiness assessment of licensing, data location and permissions (~5 h), moving desktop files into OneDrive with Known Folder Move and tidying SharePoint sharing (~7 h), recommendations and PM (~4 h). They ask whether they are ready, not to buy, so no Copilot seats are asserted.',
    heldOut: true,
  },

  // ─── Endpoint refresh / Windows 11 ─────────────────────────────────────────────────────────────
  {
    id: 'windows-10-stragglers',
    description:
      'we still have a bunch of computers on windows 10 (maybe 15?) and i heard microsoft stopped updating them. some are pretty old. what do we do',
    expected: [
      { area: 'Windows 11 compatibility check', match: ['compatib', 'readiness', 'tpm', 'hardware check'] },
      { area: 'Windows 11 upgrade', match: ['windows 11', 'in-place upgrade', 'feature update'] },
      { area: 'replacing incompatible PCs', match: ['replacement', 'refresh', 'new pc', 'new device', 'new computer'] },
      { area: 'user data migration', match: ['data migration', 'user data', 'profile migration'] },
    ],
    hours: [22, 65],
    items: [],
    note: 'Point ~36 h assuming ~10 upgrade and ~5 need replacing: a compatibility check on ~15 machines (~3 h), in-place upgrades with app checks (~14 h), replacing ~5 with data migration (~14 h), PM (~5 h). Hardware is not asserted because the upgrade/replace split and the device type are unknown until the check.',
    heldOut: false,
  },
  {
    id: 'sales-laptops-batteries-dead',
    description:
      "our sales team laptops are 6 years old and the batteries are dead, they're miserable. 14 laptops. they also want docks and 2 monitors each at their desks",
    expected: [
      { area: 'laptop provisioning', match: ['provision', 'imaging', 'autopilot', 'laptop setup', 'device setup'] },
      { area: 'user data migration', match: ['data migration', 'user data', 'profile migration', 'data transfer'] },
      { area: 'docks and monitors', match: ['dock', 'monitor', 'desk setup'] },
      { area: 'old laptop disposal', match: ['disposal', 'recycl', 'wipe', 'data destruction'] },
    ],
    hours: [25, 74],
    items: [
      { sku: 'LAT-5450', quantity: 14 },
      { sku: 'WD22TB4', quantity: 14 },
      { sku: 'P2725H', quantity: 28 },
    ],
    note: 'Point ~41 h: ordering and provisioning 14 laptops (~21 h), user data moves (~7 h), docks and dual monitors at 14 desks (~7 h), wiping and certified disposal of the old units (~2 h), PM (~4 h). Fourteen business laptops and docks, and 28 monitors (two each).',
    heldOut: true,
  },
  {
    id: 'costco-desktops-windows-home',
    description:
      'we have 10 desktops that are fine hardware wise but someone bought them at costco and they have windows home on them. our new IT policy says they need to be managed, apparently home cant do that?',
    expected: [
      {
        area: 'Windows Pro edition upgrade',
        match: ['pro upgrade', 'windows 11 pro', 'edition upgrade', 'upgrade to pro'],
      },
      { area: 'management enrolment', match: ['intune', 'entra join', 'azure ad join', 'domain join'] },
      { area: 'user profile migration', match: ['profile migration', 'user profile', 'user data', 'data migration'] },
    ],
    hours: [12, 36],
    items: [{ sku: 'W11-PRO-UPG', quantity: 10 }],
    note: 'Point ~20 h: Pro edition upgrades on 10 desktops (~3 h), moving each to Entra join and Intune, which means a new user profile and re-mapping data and apps (~13 h), PM (~4 h). Windows 11 Pro upgrade ×10 because Home cannot join Entra ID or be fully managed.',
    heldOut: false,
  },

  // ─── Not project work: the engine must not invent a scope ─────────────────────────────────────
  {
    id: 'lunch-order-thursday',
    description:
      'hey can you guys add 2 turkey clubs and a caesar salad to the lunch order for thursdays meeting? thx!',
    expected: [],
    hours: [0, 0],
    items: [],
    note: 'A lunch order, probably sent to the wrong address or about a meeting with us. Nothing in it is IT work, so the correct scope is empty.',
    heldOut: false,
  },
  {
    id: 'invoice-after-hours-line',
    description:
      "hi, we got invoice #4471 and theres a line for 'after hours labor' that nobody here remembers asking for. can someone explain before we pay it",
    expected: [],
    hours: [0, 0],
    items: [],
    note: 'A billing question for the account manager, not a request for work. The engine must not turn the words "after hours labor" into a scope.',
    heldOut: true,
  },
  {
    id: 'thanks-mike-great-service',
    description:
      'just wanted to say thanks to mike for coming out last week, he was super patient with our receptionist. great service as always!!',
    expected: [],
    hours: [0, 0],
    items: [],
    note: 'A thank-you note. There is nothing to scope or sell.',
    heldOut: false,
  },
  {
    id: 'jenny-locked-out-again',
    description:
      'jenny at the front desk is locked out of her email again, can you reset her password? she needs it asap',
    expected: [],
    hours: [0, 0],
    items: [],
    note: 'A single-user password reset is a service-desk ticket handled in minutes under the support agreement, not project work. Suggesting self-service password reset or MFA belongs in the account review, not in a scope generated from this message.',
    heldOut: true,
  },
  {
    id: 'move-quarterly-review',
    description: 'can we push our quarterly review to next tuesday at 2? something came up on our end',
    expected: [],
    hours: [0, 0],
    items: [],
    note: 'A scheduling request for an existing meeting. No project work is being asked for.',
    heldOut: false,
  },
  {
    id: 'new-hire-starting-monday',
    description:
      'new hire starting monday, sarah lopez, front office. needs email and the usual stuff, same as everybody else',
    expected: [],
    hours: [0, 0],
    items: [],
    note: 'A routine new-user request under the managed-services agreement: account creation from the standard checklist and a licence from existing stock, handled as a ticket, not a project. If a laptop or an extra seat turns out to be needed, that is a one-line order from the service desk rather than a scope, so nothing is expected.',
    heldOut: false,
  },

  // ─── Round two: more of today's MSP work in client voice (tuning part) ───
  {
    id: 'pst-files-mailbox-full-accounting',
    description:
      "outlook keeps saying 'mailbox full' for like half the office. the old IT guy had everyone save 'archives' as pst files on their desktops and on the S drive, some are 20gb+. we're an accounting firm, 30 of us, and we have to keep everything 7 yrs for clients. is there a better way than this",
    expected: [
      {
        area: 'online archive mailboxes',
        match: ['online archive', 'in-place archive', 'archive mailbox', 'auto-expanding', 'archiving polic'],
      },
      {
        area: 'PST discovery and import',
        match: ['pst file', 'pst import', '.pst', 'pst discovery', 'pst migration', 'pst ingest'],
      },
      { area: 'seven-year retention', match: ['retention', '7-year', 'seven-year', '7 year', 'seven year'] },
    ],
    hours: [16, 47],
    items: [],
    note: 'Point ~26 h: finding every PST on desktops and the S drive (~4 h), enabling online archives with a move-to-archive policy (~3 h), importing the PSTs through the Microsoft 365 import service or a migration tool, likely several hundred GB across 30 people (~10 h), a 7-year retention policy on mail (~2 h), removing the PSTs and user comms (~3 h), PM (~4 h). No items: their plan is not named; if it is Business Standard the 50 GB archive may be tight and an upgrade could follow, but that is not established by the text.',
    heldOut: false,
  },
  {
    id: 'warehouse-drivers-on-e3-licences',
    description:
      "we're a 3PL, about 140 people but 90 of them are warehouse guys and drivers who only use email on their phone and the timeclock app. finance just noticed we pay for E3 for every single person?? that cant be right. also theres some visio and project licenses nobody knows who uses",
    expected: [
      {
        area: 'licence usage review',
        match: [
          'licensing review',
          'licence review',
          'license review',
          'licence optim',
          'license optim',
          'licensing optim',
          'usage report',
        ],
      },
      { area: 'frontline plans for warehouse and drivers', match: ['frontline', 'f3', 'f1', 'kiosk'] },
      {
        area: 'group-based licence assignment',
        match: ['group-based', 'group based', 'licence assignment', 'license assignment'],
      },
      {
        area: 'timing the change to the renewal',
        match: ['renewal', 'anniversary', 'true-down', 'term end'],
      },
    ],
    hours: [10, 29],
    items: [],
    note: 'Point ~16 h: usage export and review of 140 seats plus the Visio/Project add-ons (~4 h), checking what the 90 frontline staff really use and whether a frontline plan (no desktop apps, small mailbox) fits them (~3 h), group-based licensing and the switch scheduled at the annual NCE renewal, since annual seats cannot be cut mid-term (~4 h), a pilot with warehouse users and comms (~3 h), PM (~2 h). No items: frontline plans are not in the starter catalog and the work reduces spend rather than adding lines.',
    heldOut: false,
  },
  {
    id: 'password-expiry-reset-calls',
    description:
      'our passwords expire every 60 days and the helpdesk (me) gets like 15 calls a week from people locked out, esp the shop floor guys. can people reset thier own passwords?? we have the on prem domain synced to 365 business standard, 40 users. dont want to change our whole licensing, just whatever add-on we need',
    expected: [
      {
        area: 'self-service password reset',
        match: ['self-service password reset', 'sspr', 'self service password'],
      },
      { area: 'password writeback to AD', match: ['writeback', 'write-back', 'write back'] },
      { area: 'password policy change', match: ['password expir', 'password policy', 'password age'] },
      {
        area: 'registering authentication methods',
        match: ['authentication method', 'registration', 'mfa', 'multi-factor'],
      },
    ],
    hours: [7, 22],
    items: [{ sku: 'ENTRA-P1', quantity: 40 }],
    note: 'Point ~12 h: checking Entra Connect and enabling password writeback (~2 h), SSPR with authentication methods and combined registration (~3 h), moving the AD policy from 60-day expiry to longer passphrases with a banned-password list (~2 h), a registration campaign for 40 users, including shop-floor staff who rarely sit at a PC (~3 h), PM (~2 h). Entra ID P1 ×40 because writeback of on-premises passwords is not in Business Standard and the client asked for the add-on rather than a plan change.',
    heldOut: false,
  },
  {
    id: 'dental-front-desk-shared-login',
    description:
      "at the front desk we have 3 computers that all log in as 'frontdesk' with the password on a sticky note on the monitor. 9 people rotate through there between our two dental offices. our hipaa consultant flagged it. but they cant be waiting 5 min to log in when a patient walks up",
    expected: [
      {
        area: 'individual named accounts',
        match: ['individual account', 'named account', 'unique user', 'individual login', 'per-user account'],
      },
      {
        area: 'fast sign-in on shared PCs',
        match: ['windows hello', 'badge', 'tap-to', 'tap and go', 'fast user switching', 'shared pc', 'fido'],
      },
      {
        area: 'automatic screen lock',
        match: ['screen lock', 'auto-lock', 'automatic lock', 'inactivity', 'timeout', 'lock screen'],
      },
      { area: 'retiring the shared account', match: ['shared account', 'generic account', 'frontdesk'] },
    ],
    hours: [8, 23],
    items: [],
    note: 'Point ~13 h: named accounts for 9 staff (~2 h), a fast sign-in design — Windows Hello PIN or fingerprint, or badge tap — with shared-PC settings on the 3 front-desk machines (~5 h), an inactivity lock policy (~1 h), disabling the shared account and checking each person has their own practice-software login (~2 h), a short walkthrough and PM (~3 h). No catalog lines: fingerprint or badge readers, if chosen, are not in the starter catalog.',
    heldOut: false,
  },
  {
    id: 'updates-restart-middle-of-day',
    description:
      'computers keep restarting in the middle of the day for updates, someone lost a whole lease doc last week. and i have no idea if the ones that DONT restart are even patched. adobe and chrome are always out of date too. property management co, 45 pcs. is this what intune does or ??',
    expected: [
      { area: 'patch management', match: ['patch management', 'patching', 'update ring', 'windows update'] },
      {
        area: 'after-hours maintenance windows',
        match: ['maintenance window', 'active hours', 'after-hours', 'after hours', 'restart'],
      },
      { area: 'third-party application patching', match: ['third-party', 'third party', 'adobe', 'chrome'] },
      {
        area: 'patch compliance reporting',
        match: ['patch report', 'compliance report', 'patch status', 'update compliance', 'patch compliance'],
      },
      { area: 'management agent rollout', match: ['rmm', 'agent', 'intune'] },
    ],
    hours: [10, 29],
    items: [{ sku: 'MS-ENDPOINT', quantity: 45 }],
    note: 'Point ~16 h: agent rollout to 45 PCs (~6 h), a patch policy with after-hours windows and deferred restarts (~3 h), third-party patching for Adobe, Chrome and the like (~2 h), a catch-up pass on machines that are months behind (~3 h), a first compliance report and PM (~2 h). Managed Endpoint ×45 because ongoing monitoring and patching of each PC is exactly the fix; Intune rings alone would not cover the third-party apps.',
    heldOut: false,
  },
  {
    id: 'school-grant-ipads-carts',
    description:
      "we're a small private k-8 school. we got a grant for 60 ipads (shared carts, basically 2 carts per grade band). right now a teacher sets each one up with her own apple id which i'm told is bad. need them ready by august with the reading apps on them, and kids shouldnt be able to delete stuff or change settings",
    expected: [
      {
        area: 'Apple School Manager',
        match: ['apple school manager', 'apple business manager', 'automated device enrol', 'activation lock'],
      },
      { area: 'iPad MDM', match: ['mdm', 'jamf', 'intune', 'mosyle', 'device management'] },
      {
        area: 'app licences and deployment',
        match: ['apps and books', 'vpp', 'volume purchas', 'app deployment'],
      },
      {
        area: 'student restrictions',
        match: ['restriction', 'supervised', 'single app', 'shared ipad', 'configuration profile'],
      },
      { area: 'content filtering (CIPA)', match: ['content filter', 'web filter', 'cipa'] },
    ],
    hours: [17, 50],
    items: [],
    note: "Point ~28 h: Apple School Manager setup and releasing the iPads from the teacher's Apple ID (~4 h), MDM with APNs and an enrolment profile (~4 h), buying app licences through Apps and Books and deploying them by cart (~4 h), restriction profiles per grade band (~4 h), a web-filtering profile for CIPA (~2 h), erasing and enrolling 60 iPads (~6 h), a teacher quick guide and PM (~4 h). No items: school MDM (Jamf School, Mosyle, Intune for Education) is not in the starter catalog.",
    heldOut: false,
  },
  {
    id: 'dark-web-passwords-found-email',
    description:
      "got an email from some security company saying 6 of our employee emails and passwords were 'found on the dark web' and they want $$ to tell us more. is this a scam? should we be doing something. restaurant group, about 12 people in the office, we already do the knowbe4 training",
    expected: [
      {
        area: 'dark web monitoring',
        match: ['dark web', 'breach monitoring', 'credential monitoring', 'credential exposure'],
      },
      {
        area: 'resetting exposed credentials',
        match: ['password reset', 'credential reset', 'rotate', 'rotation'],
      },
      { area: 'MFA check', match: ['mfa', 'multi-factor', 'multifactor'] },
      { area: 'sign-in log review', match: ['sign-in', 'sign in log', 'login review', 'audit log'] },
    ],
    hours: [5, 14],
    items: [{ sku: 'DARKWEB-MON', quantity: null }],
    note: 'Point ~8 h: checking the claim against breach data and starting dark web monitoring on their domain (~2 h), reviewing sign-ins for the named accounts (~2 h), password resets and confirming MFA is enforced for the office staff (~2 h), a short summary and PM (~2 h). Dark web monitoring is per domain and a restaurant group may have more than one, so no count is asserted; awareness training is already in place.',
    heldOut: false,
  },
  {
    id: 'bookkeeper-fake-microsoft-remote-session',
    description:
      "pls call asap. our bookkeeper got a popup that said her computer was infected and she called the number and let the 'microsoft tech' remote in for like 40 min. he had her log into our bank and quickbooks online while he was on. we unplugged the computer. did huntres not catch this?? we're a small retail chain, 3 stores",
    expected: [
      {
        area: 'containment and remote-tool removal',
        match: ['remote access tool', 'anydesk', 'screenconnect', 'teamviewer', 'isolat', 'containment'],
      },
      { area: 'investigation', match: ['investigat', 'forensic', 'triage', 'timeline'] },
      {
        area: 'bank, QuickBooks and email credential resets',
        match: ['bank', 'quickbooks', 'password reset', 'credential reset'],
      },
      { area: 'rebuilding the PC', match: ['reimage', 're-image', 'rebuild', 'wipe'] },
      { area: 'staff awareness', match: ['awareness', 'tech support scam', 'training'] },
    ],
    hours: [6, 18],
    items: [],
    note: 'Point ~10 h: isolating the PC and reviewing the Huntress telemetry to see what the remote session did (~3 h), resetting bank, QuickBooks Online, email and Windows credentials from a clean device with MFA, and pointing them to the bank fraud team (~2 h), reimaging the PC and restoring her files (~3 h), checking other devices and the mailbox for persistence (~1 h), a short write-up and PM (~1 h). No items: they already run Huntress, and a reminder session on tech-support scams needs no new product.',
    heldOut: false,
  },
  {
    id: 'solo-advisor-finra-archiving',
    description:
      "i'm an independent financial advisor, just me and a part time assistant. our broker dealer's compliance team says we have to archive all email AND text messages with clients and be able to search them (finra/sec thing). we're on google workspace. texting is just off our personal iphones right now",
    expected: [
      { area: 'email archiving', match: ['archiv', 'journal'] },
      {
        area: 'text message capture',
        match: ['text message', 'sms', 'texting', 'mobile archiv', 'business number', 'business texting'],
      },
      { area: 'retention and immutability', match: ['retention', 'legal hold', 'worm', 'immutable'] },
      {
        area: 'compliance search and supervision',
        match: ['ediscovery', 'e-discovery', 'supervision', 'compliance search', 'lexicon'],
      },
    ],
    hours: [6, 18],
    items: [{ sku: 'EMAIL-SEC', quantity: 2 }],
    note: "Point ~10 h: picking an archiver the broker-dealer accepts (~1 h), connecting Google Workspace journaling and backfilling existing mail (~3 h), moving client texting to a business number or app that is captured, on 2 iPhones (~3 h), retention, WORM settings and reviewer access for the broker-dealer (~1 h), PM and written procedures (~2 h). Email security and archiving ×2 is the catalog's archive line for the two users; the texting capture service is not in the starter catalog.",
    heldOut: false,
  },
  {
    id: 'hospital-contract-pentest-vuln-scans',
    description:
      "one of the hospital systems we do billing for just added to our contract that we need quarterly vulnerability scans and a yearly penetration test, with the reports sent to them. we're a medical billing company, 60 staff, 55 laptops + 3 servers + a firewall. do you do that or do we need someone else",
    expected: [
      {
        area: 'vulnerability scanning',
        match: ['vulnerability scan', 'vulnerability management', 'vuln scan'],
      },
      { area: 'penetration test', match: ['penetration test', 'pen test', 'pentest'] },
      { area: 'remediation of findings', match: ['remediat'] },
      {
        area: 'evidence for the hospital',
        match: ['attestation', 'evidence', 'scan report', 'findings report', 'executive summary'],
      },
    ],
    hours: [13, 40],
    items: [{ sku: 'VULN-SCAN', quantity: 58 }],
    note: 'Point ~22 h: scanner agents on 55 laptops and 3 servers plus an external scan of the firewall (~5 h), the first scan and fixing critical findings (~8 h), scoping and coordinating a third-party penetration test, whose fee is passed through (~3 h), a report pack for the hospital (~3 h), PM (~3 h). Vulnerability scanning ×58 covers the laptops and servers they listed.',
    heldOut: false,
  },
  {
    id: 'pt-clinics-dr-test-for-auditor',
    description:
      "we're a physical therapy group with 3 clinics. our hipaa auditor wants proof we tested our disaster recovery plan in the last year. we have a datto that backs up the server (emr is cloud, the server is files + our scheduling database). we've never done a test and honestly i dont know where the DR plan even is",
    expected: [
      {
        area: 'DR / contingency plan',
        match: ['disaster recovery plan', 'dr plan', 'contingency plan', 'runbook'],
      },
      {
        area: 'recovery test on the Datto',
        match: ['failover test', 'dr test', 'recovery test', 'test restore', 'restore test', 'virtualization test'],
      },
      { area: 'tabletop exercise', match: ['tabletop', 'table-top'] },
      { area: 'evidence for the auditor', match: ['evidence', 'test report', 'after-action', 'auditor'] },
    ],
    hours: [11, 32],
    items: [],
    note: 'Point ~18 h: finding and rewriting the DR/contingency plan to cover the cloud EMR, the server and 3 clinics (~6 h), a tabletop exercise with the clinic managers (~3 h), booting the server from the Datto locally and in the cloud and checking the scheduling database works (~4 h), a test report as evidence for the auditor (~2 h), PM (~3 h). No items: the backup appliance is already in place.',
    heldOut: false,
  },
  {
    id: 'estimator-laptop-died-no-backup',
    description:
      'one of our estimators laptop died yesterday and he lost 2 weeks of bids, everything was on his desktop. turns out NONE of the 15 laptops here are backed up, we all thought onedrive did that?? construction company. need this fixed before it happens again',
    expected: [
      {
        area: 'OneDrive Known Folder Move',
        match: ['known folder', 'kfm', 'onedrive', 'folder redirection'],
      },
      { area: 'backup for users and laptops', match: ['backup'] },
      {
        area: 'data recovery attempt',
        match: ['data recovery', 'drive recovery', 'recovery attempt', 'recover files', 'recover data'],
      },
      { area: 'restore test', match: ['restore test', 'test restore'] },
    ],
    hours: [8, 23],
    items: [{ sku: 'MS-BACKUP-SEAT', quantity: 15 }],
    note: 'Point ~13 h: attempting recovery from the dead drive, with a lab fee passed through if needed (~2 h), a Known Folder Move policy for the 15 laptops with checks for large or long-path files (~5 h), backup for 15 users and their laptops (~3 h), a test restore (~1 h), PM (~2 h). Managed backup per seat ×15 because it covers Microsoft 365 plus one endpoint per user, which is exactly the gap.',
    heldOut: false,
  },
  {
    id: 'law-firm-host-amber-light-2012-dc',
    description:
      'our server has had an amber light on the front for a week and dell says its out of warranty (bought 2017). it runs our 3 virtual servers - the domain controller (2012 r2), our document managment system (worldox) and the file shares. 35 person law firm. we want to stay on prem, the partners dont trust the cloud with client files',
    expected: [
      {
        area: 'replacement host',
        match: ['new server', 'server replacement', 'host replacement', 'poweredge', 'new host'],
      },
      { area: 'VM migration', match: ['vm migration', 'migrate vm', 'virtual machine', 'hyper-v'] },
      { area: 'domain controller upgrade', match: ['domain controller', 'active directory', 'fsmo'] },
      { area: 'document management move', match: ['worldox', 'document management'] },
      { area: 'backup reconfiguration', match: ['backup'] },
    ],
    hours: [25, 76],
    items: [
      { sku: 'R660XS', quantity: 1 },
      { sku: 'WS2025-STD-16', quantity: null },
      { sku: 'WS2025-UCAL', quantity: 35 },
    ],
    note: 'Point ~42 h: checking the failing disk and that last night’s backup is good (~2 h), building the new Hyper-V host (~6 h), a Server 2025 DC with FSMO transfer and demoting the 2012 R2 one (~6 h), moving the file shares and Worldox with the Worldox vendor (~10 h), rebuilding or upgrading the remaining VMs (~6 h), backup and monitoring (~3 h), PM (~9 h). A PowerEdge R660xs, Server 2025 Standard (three VMs need two licences stacked, so the count is left open) and 35 user CALs because 2012-era CALs do not cover a 2025 server.',
    heldOut: false,
  },
  {
    id: 'architects-file-server-97-percent',
    description:
      'file server is at 97% full and revit files keep failing to save. architecture firm, 18 ppl. projects back to 2009 on there. server itself is only 3 yrs old. do we just add drives',
    expected: [
      {
        area: 'storage expansion',
        match: [
          'add drives',
          'additional drives',
          'disk expansion',
          'storage expansion',
          'expand the array',
          'raid',
          'capacity',
        ],
      },
      { area: 'archiving old projects', match: ['archiv', 'tiering', 'cold storage'] },
      {
        area: 'storage usage analysis',
        match: ['treesize', 'storage report', 'usage analysis', 'storage analysis', 'duplicate'],
      },
      { area: 'backup capacity check', match: ['backup'] },
    ],
    hours: [7, 22],
    items: [],
    note: 'Point ~12 h: a storage usage report and agreeing an archive rule with the partners (~3 h), adding drives and expanding the array and volume after hours (~3 h), moving closed projects to archive storage with a read-only share (~3 h), checking the backup target has room for the growth (~1 h), PM (~2 h). No items: drives for an existing server are not in the starter catalog.',
    heldOut: false,
  },
  {
    id: 'freelancer-owns-aws-root-login',
    description:
      "our online store backend (order system + product images) runs on aws. the freelancer who set it up ghosted us and the root login is on HIS gmail. bill is around $600/mo and we cant even see it. we're 12 people. can you get us in and make sure its not going to blow up",
    expected: [
      {
        area: 'regaining the root account',
        match: ['root account', 'account recovery', 'aws support', 'account ownership'],
      },
      { area: 'IAM and MFA hardening', match: ['iam', 'mfa', 'identity center', 'least privilege'] },
      { area: 'billing and cost review', match: ['billing', 'cost explorer', 'cost review', 'budget'] },
      { area: 'backups and snapshots', match: ['snapshot', 'aws backup', 'backup'] },
      {
        area: 'environment documentation',
        match: ['architecture diagram', 'environment documentation', 'resource inventory', 'aws inventory', 'runbook'],
      },
    ],
    hours: [12, 36],
    items: [],
    note: "Point ~20 h: recovering the root account through AWS support with proof of ownership and payment, or a handover negotiated with the freelancer (~4 h), hardening — root MFA, named users through Identity Center, removing his keys, CloudTrail on (~5 h), an inventory of what runs and a cost review with budget alerts (~4 h), snapshots or AWS Backup for the order system (~3 h), documentation and PM (~4 h). No items: the AWS spend is the client's own account and nothing in the starter catalog applies.",
    heldOut: false,
  },
  {
    id: 'colo-dispatch-portal-to-azure',
    description:
      "our colo contract ends in 4 months. we have 1 old server there that runs the dispatch/tracking portal our drivers and customers use (IIS + SQL express). we're already microsoft everything so azure makes sense i guess? trucking company, ~70 people",
    expected: [
      {
        area: 'Azure subscription and networking',
        match: ['azure subscription', 'landing zone', 'resource group', 'vnet', 'virtual network'],
      },
      {
        area: 'web application move',
        match: ['iis', 'web app', 'app service', 'lift and shift', 'lift-and-shift', 'rehost', 'azure migrate'],
      },
      { area: 'SQL database move', match: ['sql'] },
      { area: 'DNS and certificate cutover', match: ['dns cutover', 'dns change', 'ssl', 'certificate'] },
      { area: 'backup and monitoring in Azure', match: ['azure backup', 'backup', 'azure monitor'] },
    ],
    hours: [19, 58],
    items: [{ sku: 'AZURE-CONSUMPTION', quantity: 1 }],
    note: 'Point ~32 h: assessing the server and the app’s dependencies (~4 h), the Azure subscription, networking and security baseline (~6 h), building a VM or App Service with Azure SQL (~8 h), migrating and testing the app and database with drivers and a customer (~6 h), DNS cutover, certificates, backup and monitoring (~4 h), PM (~4 h). One Azure consumption line carries the monthly cost that replaces the colo fee.',
    heldOut: false,
  },
  {
    id: 'meraki-renewal-replace-it',
    description:
      'meraki license renewal quote came in at $11k for 3 yrs. we have the mx, 3 48-port switches and 6 aps. vet hospital, ~50 staff. if we dont renew it all just stops working?? would rather replace it with stuff we actually own',
    expected: [
      { area: 'firewall replacement', match: ['firewall', 'fortigate'] },
      { area: 'switch replacement', match: ['switch'] },
      { area: 'Wi-Fi replacement', match: ['access point', 'wi-fi', 'wifi', 'wireless'] },
      {
        area: 'migrating VLANs, DHCP and rules',
        match: ['vlan', 'config migration', 'configuration migration', 'dhcp'],
      },
      { area: 'after-hours cutover', match: ['cutover', 'after-hours', 'after hours', 'maintenance window'] },
    ],
    hours: [16, 47],
    items: [
      { sku: 'FG-60F', quantity: 1 },
      { sku: 'FG-UTP-1Y', quantity: 1 },
      { sku: 'JL686A', quantity: 3 },
      { sku: 'R4W02A', quantity: 6 },
    ],
    note: 'Point ~26 h: documenting the Meraki config — VLANs, DHCP, rules, SSIDs, VPN (~4 h), staging the firewall, three switches and six APs (~8 h), an after-hours cutover including imaging and lab devices (~6 h), testing and a day-after check (~3 h), PM (~5 h). Like-for-like counts the client gave: one FortiGate 60F with a year of UTP for ~50 users, three 48-port PoE switches and six access points, none of which stop working when a subscription lapses.',
    heldOut: false,
  },
  {
    id: 'spectrum-to-att-new-static-ip',
    description:
      'switching from spectrum to at&t fiber next tuesday, new static ip. sonicwall, site to site vpn to the warehouse, remote ppl on the vpn too. what breaks',
    expected: [
      { area: 'firewall WAN change', match: ['wan', 'sonicwall', 'firewall'] },
      { area: 'VPN reconfiguration', match: ['vpn', 'site-to-site', 'tunnel'] },
      { area: 'DNS records', match: ['dns', 'a record', 'spf'] },
      {
        area: 'third-party IP allow lists',
        match: ['whitelist', 'allow list', 'allowlist', 'allow-list', 'ip restriction', 'named location'],
      },
      { area: 'ISP cutover', match: ['cutover', 'isp', 'circuit'] },
    ],
    hours: [5, 16],
    items: [],
    note: 'Point ~9 h: an inventory of everywhere the old IP lives — VPN peers, DNS A records, SPF, vendor allow lists, Conditional Access named locations (~2 h), pre-staging the new WAN on the SonicWall (~1 h), on-site cutover with AT&T, re-keying the site-to-site tunnel and updating remote VPN profiles (~3 h), DNS changes and vendor notices (~1 h), PM (~2 h). No items: the existing firewall stays.',
    heldOut: false,
  },
  {
    id: 'eight-by-eight-to-zoom-phone',
    description:
      '8x8 wants to auto renew us for 3 more years at a higher rate and everyone hates the app. we already pay for zoom for meetings, can we just use zoom phone? 18 users, real estate office, main line rings the front desk and then goes to the agents cells',
    expected: [
      { area: 'Zoom Phone setup', match: ['zoom phone', 'hosted voice', 'voip', 'cloud phone'] },
      { area: 'number porting', match: ['number port', 'porting', 'port-in', 'port request'] },
      {
        area: 'call flow to front desk and mobiles',
        match: ['auto receptionist', 'auto attendant', 'call queue', 'call flow', 'ring group', 'call forward'],
      },
      { area: '8x8 contract exit', match: ['cancel', 'contract', 'termination', 'auto-renew', 'auto renew'] },
      { area: 'user training', match: ['training', 'quick start', 'user guide'] },
    ],
    hours: [11, 32],
    items: [{ sku: 'VOIP-SEAT', quantity: 18 }],
    note: "Point ~18 h: reading the 8x8 notice terms and inventorying every number (~2 h), porting (~3 h), Zoom Phone for 18 users with an auto receptionist and a queue that rings the front desk then the agents' mobiles (~6 h), checking whether the desk phones can be reused (~2 h), cutover, training and PM (~5 h). A hosted VoIP seat ×18 stands for the Zoom Phone licences; Zoom has no line of its own in the starter catalog.",
    heldOut: false,
  },
  {
    id: 'machine-shop-paging-fax-after-ringcentral',
    description:
      'since we switched to ring central the overhead paging in the shop doesnt work anymore (it was wired into the old phone system) and the fax machine fails like half the time. machine shop, the guys on the floor cant hear a phone so paging is a must. the fax is for purchase orders from 2 big customers',
    expected: [
      { area: 'SIP paging adapter', match: ['paging', 'sip', 'intercom'] },
      { area: 'reliable fax', match: ['fax'] },
      { area: 'voice network quality', match: ['vlan', 'qos', 'quality of service'] },
    ],
    hours: [5, 16],
    items: [],
    note: 'Point ~9 h: a survey of the existing amplifier and horns (~1.5 h), a SIP paging adapter registered to RingCentral with a paging group reachable from the desk phones (~3 h), moving the fax to RingCentral fax or an adapter with T.38, with a test from both customers (~2 h), a QoS and voice VLAN check (~1 h), PM (~1.5 h). No items: paging adapters and fax adapters are not in the starter catalog.',
    heldOut: false,
  },
  {
    id: 'food-bank-break-in-cameras-keycards',
    description:
      "someone broke into our warehouse over the weekend and took 2 laptops and the donation cash box. the cameras go to an old DVR that nobody knows the password to and it only kept 3 days anyway. we're a food bank, 1 warehouse + office, about 20 staff and lots of volunteers. board wants real cameras and maybe key cards instead of the 40 keys floating around",
    expected: [
      { area: 'camera system', match: ['camera', 'cctv', 'nvr', 'video surveillance'] },
      {
        area: 'door access control',
        match: ['access control', 'key card', 'keycard', 'badge', 'door access', 'fob'],
      },
      { area: 'PoE, cabling and camera VLAN', match: ['poe', 'vlan', 'cabling', 'cable drop'] },
      {
        area: 'stolen laptop response',
        match: ['stolen', 'remote wipe', 'wipe', 'bitlocker', 'encryption'],
      },
    ],
    hours: [22, 65],
    items: [],
    note: 'Point ~36 h: dealing with the stolen laptops — password resets, remote wipe, checking encryption (~3 h), a site survey and camera/door design (~4 h), cabling coordination, PoE switching and a camera VLAN (~6 h), installing and configuring around ten cameras with 30-day retention and phone viewing (~10 h), access control on ~3 doors with badges for staff and volunteers, alongside a low-voltage partner (~6 h), training on search and export (~3 h), PM (~4 h). No items: cameras and access control are not in the starter catalog and the drop count depends on the survey.',
    heldOut: false,
  },
  {
    id: 'staffing-agency-suite-next-door',
    description:
      "we're taking over the suite next door (knocking a wall down) and adding 12 desks for new recruiters. need network jacks at every desk and wifi back there. our ubiquity switch in the closet is already full. staffing agency, will be ~45 ppl after",
    expected: [
      {
        area: 'cable drops',
        match: ['cable drop', 'cat6', 'cabling', 'network jack', 'data drop'],
      },
      { area: 'additional switch', match: ['switch'] },
      { area: 'Wi-Fi in the new area', match: ['access point', 'wi-fi', 'wifi', 'wireless'] },
    ],
    hours: [10, 29],
    items: [
      { sku: 'CAT6-DROP', quantity: null },
      { sku: 'U6-PRO', quantity: null },
    ],
    note: 'Point ~16 h: a walkthrough and drop plan (~2 h), coordinating and testing the new runs with the contractor (~4 h), a second switch adopted into their UniFi controller with the existing VLANs (~3 h), mounting and adopting the new AP(s) (~1.5 h), patching and testing the 12 desks (~2 h), PM (~3.5 h). Cat6 drops (one or two per desk plus an AP, so the count is open) and a UniFi AP to match their Ubiquiti gear; a UniFi switch is the natural fit but is not in the starter catalog.',
    heldOut: false,
  },
  {
    id: 'high-school-co-managed-it',
    description:
      "hi - I'm the IT manager at a private high school, about 200 staff plus 900 students on chromebooks. it's me and one tech and we are drowning in tickets, and the board keeps asking about cybersecurity which I dont have time for. not looking to be replaced lol, more like backup. what would co-managed look like with you guys? we already have a ticketing system (not sure if you'd use ours or yours)",
    expected: [
      { area: 'co-managed onboarding', match: ['co-managed', 'co-management', 'onboarding'] },
      {
        area: 'help desk overflow and escalation',
        match: ['help desk', 'helpdesk', 'service desk', 'escalation', 'overflow', 'tier 1'],
      },
      { area: 'division of responsibilities', match: ['raci', 'responsibilit', 'roles', 'scope of support'] },
      {
        area: 'security assessment for the board',
        match: ['security assessment', 'security review', 'edr', 'mdr', 'security operations'],
      },
      { area: 'ticketing hand-offs', match: ['psa', 'ticketing', 'ticket system', 'ticket routing'] },
    ],
    hours: [24, 72],
    items: [{ sku: 'PKG-ONBOARD', quantity: 1 }],
    note: 'Point ~40 h of onboarding: discovery and documentation of the environment (~12 h), a RACI and escalation workflow with ticket hand-offs between their system and ours (~6 h), agents on staff devices (~8 h), a security assessment with a board-ready summary (~8 h), PM (~6 h). The onboarding package is certain; the recurring co-managed fee is not a per-user plan from the catalog, so none is asserted.',
    heldOut: false,
  },
  {
    id: 'nonprofit-part-time-it-director',
    description:
      "so our executive director asked me to look into this... we're a nonprofit (about 40 staff, 3 program sites) and we keep making tech decisions kind of randomly - someone buys software, a grant pays for laptops, nobody plans anything. we have a helpdesk company for fixes but nobody thinking ahead. is there such a thing as a part time IT director? also we get nonprofit pricing on microsoft i think? not sure we're using it",
    expected: [
      {
        area: 'vCIO / fractional IT leadership',
        match: ['vcio', 'virtual cio', 'fractional', 'it director', 'advisory'],
      },
      { area: 'technology roadmap', match: ['roadmap', 'technology plan', 'it plan', 'strategic plan'] },
      { area: 'budget aligned to grants', match: ['budget', 'grant'] },
      {
        area: 'nonprofit licensing review',
        match: ['nonprofit', 'non-profit', 'techsoup', 'licensing review', 'licence review', 'license review'],
      },
      { area: 'quarterly reviews', match: ['quarterly', 'qbr', 'business review'] },
    ],
    hours: [12, 36],
    items: [{ sku: 'VCIO-RETAINER', quantity: 1 }],
    note: 'Point ~20 h of initial work: a current-state assessment across 3 sites with a software and vendor inventory (~8 h), a review of Microsoft nonprofit grants and discounts against what they pay (~3 h), a first 12-month roadmap and budget lined up with grant cycles (~6 h), a kick-off with the director and board (~3 h). The vCIO retainer is what a part-time IT director is; the help desk stays with their current company.',
    heldOut: false,
  },
  {
    id: 'domain-expires-friday-web-designer',
    description:
      'OUR DOMAIN NAME EXPIRES FRIDAY AND ITS IN OUR OLD WEB DESIGNERS GODADDY ACCOUNT AND HE WONT ANSWER HIS PHONE. IF IT EXPIRES DOES OUR EMAIL STOP??? LANDSCAPING COMPANY, 10 OF US IN THE OFFICE',
    expected: [
      {
        area: 'domain recovery and transfer',
        match: ['registrar', 'domain transfer', 'domain recovery', 'account change', 'ownership'],
      },
      { area: 'renewal', match: ['renew'] },
      {
        area: 'DNS zone export',
        match: ['dns record', 'dns zone', 'zone export', 'dns documentation', 'dns hosting'],
      },
      {
        area: 'registrar security',
        match: ['registrar lock', 'transfer lock', 'auto-renew', 'auto renew', '2fa', 'mfa'],
      },
    ],
    hours: [3, 9],
    items: [],
    note: "Point ~5 h: exporting the DNS zone so mail can be rebuilt if needed (~1 h), the registrar's ownership-dispute process with business documents, or renewal through the designer if he surfaces (~2 h), moving the domain into a client-owned registrar account with DNS intact so email never drops (~1.5 h), auto-renew, transfer lock, MFA and documentation (~0.5 h). Yes, email stops if the domain lapses, which is why this is urgent; no catalog lines apply.",
    heldOut: false,
  },
  {
    id: 'title-company-copiers-scan-to-email',
    description:
      "none of the copiers can scan to email since monday. its 3 ricohs, the error says authentication failed. nobody changed anything on our end i swear. we're a title company and closings depend on this",
    expected: [
      { area: 'scan-to-email repair', match: ['scan to email', 'scan-to-email', 'smtp'] },
      {
        area: 'moving off basic SMTP authentication',
        match: ['smtp relay', 'connector', 'direct send', 'oauth', 'modern auth', 'basic auth'],
      },
      { area: 'copier vendor coordination', match: ['ricoh', 'copier vendor', 'firmware'] },
    ],
    hours: [3, 9],
    items: [],
    note: "Point ~5 h: confirming it is Microsoft's retirement of basic-auth SMTP rather than a password change (~0.5 h), setting up an Exchange Online connector for relay from the office's static IP, or direct send, or OAuth if the Ricoh firmware supports it (~2 h), reconfiguring and testing 3 copiers, with the copier vendor for firmware if needed (~1.5 h), documentation (~1 h). Nothing to sell.",
    heldOut: false,
  },
  {
    id: 'switch-payment-to-ach',
    description:
      'hey quick one - can we switch our monthly payment from the amex to ACH? our controller wants to stop paying the card fees. who do i send the bank info to',
    expected: [],
    hours: [0, 0],
    items: [],
    note: 'A billing administration question for accounts receivable. No technical work is asked for, so the scope must stay empty.',
    heldOut: false,
  },
  {
    id: 'zebra-printer-blank-labels',
    description:
      'the zebra label printer at the shipping desk is printing blank labels again, tried turning it off and on. trucks leave at 3',
    expected: [],
    hours: [0, 0],
    items: [],
    note: 'A single break-fix ticket (most likely media calibration or the wrong label stock) handled by the service desk the same day. It is not a project and nothing needs quoting.',
    heldOut: false,
  },
  {
    id: 'new-iphone-authenticator-empty',
    description:
      'got a new iphone over the weekend and now the authenticator app is empty so i cant log into anything. can you reset it so i can set it up again',
    expected: [],
    hours: [0, 0],
    items: [],
    note: 'One user needs their MFA methods cleared so they can re-register on a new phone: a ten-minute service-desk ticket after verifying who they are, not project work.',
    heldOut: false,
  },
  {
    id: 'holiday-party-brewery-invite',
    description:
      "happy friday!! our holiday party is dec 13th at the brewery on main street and we'd love for your team to come. let me know how many of you can make it",
    expected: [],
    hours: [0, 0],
    items: [],
    note: 'An invitation, pure small talk with a client. There is nothing to scope or sell.',
    heldOut: false,
  },

  // ─── Round three: more situations in client voice (tuning part) ───
  {
    id: 'physio-front-desk-shared-inbox-logins',
    description:
      "our front desk shares one login for bookings@ and another one for billing@, 6 of them know the passwords and we pay a full 365 license for each. theres also about 15 'groups' in outlook nobody understands and emails to info@ still go to a physio who left in june. 4 clinics, 32 staff, business standard. can u sort this out properly",
    expected: [
      {
        area: 'shared mailboxes instead of shared logins',
        match: ['shared mailbox', 'convert to shared', 'mailbox conversion'],
      },
      {
        area: 'per-person access and send-as',
        match: ['send as', 'send-as', 'send on behalf', 'full access', 'delegat'],
      },
      {
        area: 'distribution list and group clean-up',
        match: ['distribution list', 'distribution group', 'microsoft 365 group', 'mail-enabled', 'group clean'],
      },
      {
        area: 'licence reclamation',
        match: ['reclaim', 'unused licen', 'licence review', 'license review', 'licence optim', 'license optim'],
      },
    ],
    hours: [6, 18],
    items: [],
    note: 'Point ~10 h: inventory of the two shared logins and the ~15 groups with their members and owners (~2 h), converting bookings@ and billing@ to shared mailboxes with full access and send-as for the 6 front-desk staff and killing the old passwords (~2 h), rebuilding the groups that matter as clean distribution lists, deleting the rest and re-pointing info@ away from the leaver (~2.5 h), checking Outlook on front-desk PCs at 4 clinics (~1.5 h), a who-gets-what list and PM (~2 h). No items: shared mailboxes under 50 GB need no licence, so this frees two Business Standard seats rather than adding lines.',
    heldOut: false,
  },
  {
    id: 'architects-sharepoint-anyone-links',
    description:
      "So, bit of a long story. When we moved to SharePoint in 2021 whoever did it gave everyone edit rights on everything, and ever since people have been sharing project folders with clients and consultants using those 'anyone with the link' links. Last month a structural engineer we stopped working with still had access to a live project, which is how we noticed. And apparently the Partners and HR folders can be opened by all 40 of us?? We're an architecture practice. Can you untangle this without breaking everyone's links in the middle of projects",
    expected: [
      {
        area: 'permissions and sharing audit',
        match: [
          'permission audit',
          'permissions audit',
          'permission review',
          'permissions review',
          'sharing report',
          'access review',
        ],
      },
      {
        area: 'external sharing and guest access',
        match: ['external sharing', 'guest access', 'guest user', 'anyone link', 'anyone with the link', 'anonymous'],
      },
      {
        area: 'locking down HR and partner content',
        match: ['restricted site', 'private site', 'confidential', 'hr site', 'partners site', 'sensitivity label'],
      },
      {
        area: 'role-based access model',
        match: ['security group', 'role-based', 'permission model', 'access model', 'site owner'],
      },
    ],
    hours: [19, 58],
    items: [],
    note: "Point ~32 h: a sharing and permissions report across every site, with all 'anyone' links listed (~6 h), moving HR and partner content into restricted sites and checking who really had access (~4 h), a security-group model by role and project with re-permissioning, staged project by project so live work is not broken (~8 h), replacing anyone-links with specific-people or guest links, tenant sharing limits, guest expiry and removing the ex-consultant (~6 h), a short guide on sharing with clients (~3 h), PM (~5 h). No items: SharePoint is already in their plan.",
    heldOut: false,
  },
  {
    id: 'home-care-bamboohr-joiners-leavers',
    description:
      "We're a home care agency, about 300 employees and most of them are caregivers. Turnover is brutal, 15-20 hires and leavers every month. HR puts everyone in BambooHR but accounts in 365 only get created whenever someone remembers to email me, and leavers sometimes keep access for weeks. Caregivers only need email and our scheduling app, which their support says can do single sign-on with Microsoft. Office staff are on Business Premium, caregivers on Business Basic. Can hires and leavers flow from Bamboo automatically?",
    expected: [
      {
        area: 'HR-driven provisioning from BambooHR',
        match: ['inbound provisioning', 'hr-driven', 'hr driven', 'api-driven', 'bamboohr', 'hr integration'],
      },
      {
        area: 'joiner / mover / leaver workflow',
        match: ['joiner', 'leaver', 'lifecycle', 'offboarding', 'deprovision'],
      },
      {
        area: 'group-based licence and access assignment',
        match: ['group-based', 'dynamic group', 'licence assignment', 'license assignment', 'attribute mapping'],
      },
      {
        area: 'single sign-on for the scheduling app',
        match: ['single sign-on', 'single sign on', 'saml', 'enterprise app', 'oidc'],
      },
      { area: 'HR data clean-up and matching', match: ['employee id', 'data quality', 'hr data', 'reconcil'] },
    ],
    hours: [29, 86],
    items: [{ sku: 'ENTRA-P1', quantity: null }],
    note: 'Point ~48 h: HR data clean-up and matching ~300 BambooHR records to existing accounts by employee ID (~8 h), API-driven inbound provisioning from BambooHR (integration runbook or connector) with attribute mapping and a staged test (~14 h), dynamic groups and group-based licensing so caregivers get Basic and office staff Premium (~5 h), a leaver flow that blocks sign-in, revokes sessions, removes licences and keeps mail (~6 h), SSO to the scheduling app (~5 h), testing with HR, a runbook and PM (~10 h). Entra ID P1 for the caregivers on Business Basic (count not given), since inbound provisioning and dynamic groups need it; Business Premium already includes it for office staff.',
    heldOut: false,
  },
  {
    id: 'broker-approved-mfa-push-at-2am',
    description:
      "HELP - one of our brokers got like 30 of those 'approve sign-in?' notifications on his phone at 2am and he finally hit approve just to make them stop. this morning theres a rule in his outlook forwarding everything to some random gmail and 2 clients got emails asking them to 'confirm wire details'!!! we HAVE mfa, how is this possible?? commercial real estate, 45 people, business premium. what do we change so it cant happen again and so somebody actually notices next time",
    expected: [
      {
        area: 'account compromise response',
        match: ['incident', 'compromise', 'forwarding rule', 'inbox rule', 'revoke', 'audit log'],
      },
      {
        area: 'phishing-resistant MFA',
        match: [
          'number matching',
          'phishing-resistant',
          'phishing resistant',
          'passkey',
          'fido',
          'authentication strength',
        ],
      },
      { area: 'Conditional Access hardening', match: ['conditional access', 'compliant device', 'token protection'] },
      {
        area: 'blocking external auto-forwarding',
        match: ['external forwarding', 'auto-forward', 'autoforward', 'outbound spam', 'forwarding polic'],
      },
      {
        area: '24/7 identity threat monitoring',
        match: ['itdr', 'identity threat', 'identity monitoring', 'huntress', '24/7'],
      },
    ],
    hours: [14, 43],
    items: [{ sku: 'HUNTRESS-ITDR', quantity: 45 }],
    note: "Point ~24 h: incident response — remove the rule, revoke sessions, reset, read the audit log for what was accessed and sent, check the other 44 mailboxes and help warn the clients about the wire-fraud emails (~7 h), number matching then passkeys in Authenticator, admins first (~4 h), Conditional Access requiring a compliant device for Microsoft 365, which Business Premium already allows (~4 h), blocking external auto-forwarding (~1 h), rolling out ITDR (~2 h), a written incident summary and PM (~6 h). Huntress ITDR ×45 answers 'somebody notices next time' with 24/7 watching of sign-ins and inbox rules.",
    heldOut: false,
  },
  {
    id: 'charter-school-chromebooks-not-enrolled',
    description:
      "Hi, I'm the operations director at a charter school (K-8, about 480 students and 45 staff). We bought 500 Chromebooks over three years with different grants and honestly I'm not sure they're all even enrolled in our Google Admin. Kids log in with personal gmails, a few have figured out how to powerwash them and use them as their own, and our CIPA filtering only works on the school wifi. State testing in April needs them locked into kiosk mode. Where do we even start?",
    expected: [
      {
        area: 'enrolment and Chrome Education Upgrade',
        match: ['chrome education upgrade', 'chrome enterprise', 'enrol', 'enroll', 'google admin'],
      },
      {
        area: 'sign-in restrictions and OU policies',
        match: ['sign-in restriction', 'restrict sign-in', 'organizational unit', 'ou structure', 'device polic'],
      },
      {
        area: 'off-network CIPA filtering',
        match: [
          'cipa-compliant',
          'cipa compliant',
          'cipa filter',
          'content filter',
          'web filter',
          'dns filter',
          'off-network',
        ],
      },
      { area: 'testing kiosk mode', match: ['kiosk', 'state testing', 'testing app'] },
      { area: 'device inventory', match: ['inventory', 'serial', 'asset'] },
    ],
    hours: [28, 83],
    items: [],
    note: 'Point ~46 h: reconciling 500 serials against the admin console and the grant purchase records (~8 h), an OU and policy design by grade and staff — block personal accounts, forced re-enrolment, no guest or developer mode (~8 h), buying and applying Chrome Education Upgrade for units that never had one (~3 h), physically re-enrolling the powerwashed and unenrolled units, likely ~150 in classroom batches (~12 h), off-network filtering by extension or DNS (~5 h), the state testing kiosk app (~3 h), staff training and PM (~7 h). No items: Chrome Education Upgrade and school filters are education-specific and not in the starter catalog.',
    heldOut: false,
  },
  {
    id: 'electrical-contractor-shared-toughbooks',
    description:
      'we are an electrical contractor 30 panasonic toughbook tablets live in the trucks and the crews share them everyone logs in as crew with admin rights they use procore the big plan pdfs and our timesheet app one got stolen out of a truck in march and we had no idea what was on it they only come back to the shop about once a month can you get them managed properly',
    expected: [
      { area: 'Intune enrolment through Autopilot', match: ['autopilot', 'intune', 'mdm'] },
      {
        area: 'shared crew sign-in without local admin',
        match: [
          'shared device',
          'shared pc',
          'multi-user',
          'local admin',
          'windows laps',
          'local administrator password',
          'crew account',
        ],
      },
      { area: 'BitLocker and remote wipe', match: ['bitlocker', 'encryption', 'remote wipe', 'lost device'] },
      {
        area: 'app deployment',
        match: ['procore', 'app deployment', 'application deployment', 'win32'],
      },
      { area: 'updates over cellular', match: ['cellular', 'metered', 'delivery optim', 'update ring'] },
    ],
    hours: [20, 61],
    items: [],
    note: 'Point ~34 h: a shared-device and licensing design for rotating crews (~3 h), Autopilot and policies — BitLocker with escrowed keys, LAPS instead of the shared admin, update rings that respect metered cellular (~8 h), packaging Procore, the PDF viewer and the timesheet app (~3 h), resetting and re-provisioning 30 tablets over one or two shop days with any local data rescued (~15 h), a crew quick guide and PM (~5 h). No items: the labour sits in the hours, and per-device Intune licensing for shared tablets depends on that design and is not in the starter catalog.',
    heldOut: false,
  },
  {
    id: 'cpa-firm-bitlocker-keys-after-bios-update',
    description:
      'after dell pushed a bios update last week 5 of our laptops came up with a blue screen asking for a bitlocker recovery key. we found keys for 3 of them in someones old email, the other 2 we had to wipe and one had a partners tax season files on it that werent in onedrive. how do we make sure we have every key?? CPA firm, 28 laptops, some joined to the old domain some not, we have business premium',
    expected: [
      { area: 'recovery key escrow', match: ['recovery key', 'key escrow', 'escrow', 'key backup'] },
      {
        area: 'encryption status audit',
        match: ['encryption status', 'encryption report', 'bitlocker audit', 'bitlocker status', 'compliance report'],
      },
      {
        area: 'Intune disk encryption policy',
        match: ['bitlocker polic', 'disk encryption polic', 'endpoint security', 'intune'],
      },
      { area: 'safe BIOS/firmware updates', match: ['bios', 'firmware', 'suspend'] },
      {
        area: 'OneDrive known folder move',
        match: ['known folder', 'kfm', 'desktop and documents', 'folder backup'],
      },
    ],
    hours: [10, 29],
    items: [],
    note: "Point ~16 h: inventory of the 28 laptops' join state and encryption status (~2 h), bringing the unmanaged ones into Intune — hybrid-joined or Entra-registered as they stand (~5 h), a BitLocker policy that escrows keys to Entra, rotating keys on existing devices and checking every laptop has one on file (~3 h), a firmware update process that suspends BitLocker first (~1.5 h), known folder move so desktops land in OneDrive (~2 h), PM and docs (~2.5 h). No items: Business Premium already includes Intune.",
    heldOut: false,
  },
  {
    id: 'vet-group-sentinelone-alerts-unread',
    description:
      "we bought sentinelone through a vendor 2 yrs ago and it sends alerts to an IT@ mailbox that nobody actually reads, there's like 400 unread in there. 3 animal hospitals, about 65 computers + 2 servers. renewal is next month and honestly we'd rather just pay you guys for whatever you watch 24/7 so alerts go to real people. is that possible",
    expected: [
      {
        area: 'triage of the alert backlog',
        match: ['backlog', 'triage', 'alert review', 'historical alert', 'threat hunt', 'compromise assessment'],
      },
      {
        area: 'managed EDR with a 24/7 SOC',
        match: ['managed edr', 'mdr', 'managed detection', '24/7', 'huntress'],
      },
      {
        area: 'removing SentinelOne',
        match: ['sentinelone', 'uninstall', 'agent removal', 'agent swap'],
      },
      { area: 'escalation contacts', match: ['escalation', 'alert routing', 'call tree', 'on-call'] },
      { area: 'exclusions for clinical software', match: ['exclusion', 'tuning', 'allow list', 'allowlist'] },
    ],
    hours: [13, 40],
    items: [{ sku: 'HUNTRESS-EDR', quantity: 67 }],
    note: 'Point ~22 h: reading through the 400 alerts and the console for anything real, with a quick compromise check (~5 h), deploying the managed EDR to 65 computers and 2 servers at 3 hospitals through RMM (~5 h), exclusions for the practice-management and imaging software with tests (~3 h), removing SentinelOne after an overlap week, with the uninstall passphrase from the vendor (~3 h), escalation contacts and an after-hours call tree (~2 h), PM (~4 h). Huntress Managed EDR ×67 is the catalog line watched 24/7 by a SOC, which is what they asked for.',
    heldOut: false,
  },
  {
    id: 'wholesaler-sales-manager-usb-customer-list',
    description:
      "our outside sales manager just gave notice and he's going to a competitor. the owner is convinced he's been copying our customer and pricing lists onto a thumb drive. can we see if he did and block USB drives for everyone? plumbing supply wholesaler, 2 branches, 50 users on business premium. counter guys need their barcode scanners and label printers to keep working obviously",
    expected: [
      {
        area: 'investigating what was copied',
        match: ['forensic', 'investigation', 'file activity', 'usb history', 'device timeline', 'evidence'],
      },
      {
        area: 'blocking USB storage',
        match: ['usb', 'removable storage', 'removable media', 'device control'],
      },
      {
        area: 'exceptions for scanners and label printers',
        match: ['allow list', 'allowlist', 'barcode', 'approved device', 'device exception'],
      },
      { area: 'departing employee offboarding', match: ['offboarding', 'leaver', 'departing', 'access removal'] },
      {
        area: 'wider data-loss controls',
        match: ['data loss prevention', 'dlp', 'personal cloud', 'personal email', 'external sharing'],
      },
    ],
    hours: [12, 36],
    items: [],
    note: "Point ~20 h: reviewing the sales manager's device timeline for USB and file activity plus his OneDrive and SharePoint downloads, with evidence preserved for the owner's lawyer (~5 h), a controlled offboarding on his last day (~1.5 h), a device-control policy blocking removable storage with scanners and label printers allowed, piloted at one counter (~5 h), DLP for customer and pricing files in email and external sharing (~4 h), a short report and PM (~4.5 h). No items: Business Premium already carries the Defender and Intune features used.",
    heldOut: false,
  },
  {
    id: 'insurance-agency-nydfs-log-monitoring',
    description:
      "We're an independent insurance agency in Albany, 22 employees. Our E&O carrier and the NY DFS cybersecurity regulation (Part 500) both say we need audit logs retained and 'continuous monitoring' of our systems. We have a Fortigate, 24 PCs, Microsoft 365 and our agency management system is Applied Epic (cloud). Right now nobody looks at any logs. What's the most sensible way to cover this without hiring a security person?",
    expected: [
      {
        area: 'SIEM with 24/7 review',
        match: ['siem', 'log management', 'log collection', 'managed soc', 'security operations'],
      },
      {
        area: 'onboarding log sources',
        match: ['fortigate', 'firewall log', 'syslog', 'audit log', 'log source', 'sign-in log'],
      },
      { area: 'log retention', match: ['retention'] },
      {
        area: 'Part 500 evidence',
        match: ['part 500', 'nydfs', 'gap assessment', 'compliance mapping', 'certification of compliance'],
      },
    ],
    hours: [13, 40],
    items: [{ sku: 'MS-SOC', quantity: 22 }],
    note: 'Point ~22 h: a quick gap review against the Part 500 monitoring and audit-trail requirements (~4 h), onboarding the SIEM — Microsoft 365 audit and Entra sign-in logs, FortiGate syslog through a collector and agents on 24 PCs (~8 h), log retention settings and confirming unified audit logging is on (~2 h), escalation paths and a monthly report format (~2 h), evidence for the carrier and the annual DFS filing (~3 h), PM (~3 h). Managed SOC and SIEM ×22 (per user) is exactly the continuous monitoring they describe.',
    heldOut: false,
  },
  {
    id: 'rotterdam-recruiter-gdpr-candidate-data',
    description:
      'Hello, we are recruitment agency in Rotterdam with 35 employees, we use Microsoft 365 and Bullhorn. Our lawyer say we must make better the GDPR: we keep CV of candidates for ever, in mailboxes and in SharePoint, also on the laptops. When a candidate ask to delete his data or ask which data we have, we do not know how to find all of it. Can you help with the technical side? The lawyer make the policy.',
    expected: [
      {
        area: 'mapping where candidate data lives',
        match: ['data map', 'data inventory', 'data discovery', 'record of processing', 'personal data inventory'],
      },
      { area: 'retention and deletion', match: ['retention', 'deletion polic', 'auto-delete', 'disposition'] },
      {
        area: 'data subject request process',
        match: ['subject access', 'data subject', 'dsar', 'ediscovery', 'content search'],
      },
      {
        area: 'CVs on laptops',
        match: ['known folder', 'local copies', 'local file', 'device encryption', 'bitlocker'],
      },
    ],
    hours: [18, 54],
    items: [],
    note: "Point ~30 h: a discovery workshop and scan of where CVs live — mailboxes, SharePoint, laptops, Bullhorn (~6 h), retention labels and policies for candidate data (for example deleted two years after last contact) across Exchange, SharePoint and OneDrive (~8 h), a tested runbook for access and erasure requests using content search and eDiscovery (~5 h), moving local CV copies into OneDrive and checking disk encryption (~4 h), lining up Bullhorn's own GDPR settings with its vendor (~2 h), documentation for the lawyer and PM (~5 h). No items: basic retention and content search are in their plan; auto-applied labels would need an add-on, which the text does not establish.",
    heldOut: false,
  },
  {
    id: 'leeds-joinery-cyber-essentials-plus',
    description:
      "Morning. We're a joinery and shopfitting firm in Leeds, 20 staff (12 in the office, the rest out on site with phones). A council framework we want to get on requires Cyber Essentials Plus within 3 months. No idea if we'd pass. We've a BT router, a mix of Windows 10 and 11 PCs, and a couple of the lads use their own phones for email. Can you get us through it?",
    expected: [
      { area: 'readiness assessment', match: ['gap assessment', 'readiness', 'pre-assessment'] },
      {
        area: 'unsupported software and patching',
        match: ['unsupported software', 'windows 10', 'windows 11', 'patching', 'patch management', 'end of support'],
      },
      { area: 'boundary firewall', match: ['firewall', 'router', 'boundary'] },
      {
        area: 'personal phones in scope',
        match: ['byod', 'personal device', 'personal phone', 'app protection', 'mobile application management'],
      },
      {
        area: 'certification and the Plus audit',
        match: ['certification', 'iasme', 'assessor', 'certifying body', 'ce+'],
      },
    ],
    hours: [20, 61],
    items: [],
    note: 'Point ~34 h: a pre-assessment against the five controls and a scope decision (~4 h), upgrading or replacing the Windows 10 PCs, which fail now that support has ended (~6 h), patching within 14 days, removing unsupported software and everyday admin rights (~6 h), the boundary firewall — hardening the BT router or putting a proper firewall in (~4 h), bringing the personal phones in scope with app protection or moving email off them (~4 h), MFA on cloud services (~2 h), the self-assessment submission (~2 h), supporting the Plus audit (~3 h), PM (~3 h). No items: the PC and firewall purchases depend on what the pre-assessment finds.',
    heldOut: false,
  },
  {
    id: 'agency-bank-client-security-questionnaire',
    description:
      "we're a digital marketing agency (40 ppl, all macs, google workspace, everything else is SaaS) and we just landed a regional bank as a client. their vendor risk team sent a 180 question security questionaire (SIG lite??) and wants it back in 3 weeks with evidence - policies, MFA screenshots, device encryption, backups, an incident response plan. half of it i dont even understand. can you help us answer it honestly and fix whatever we're missing",
    expected: [
      {
        area: 'questionnaire response',
        match: ['questionnaire', 'sig lite', 'vendor risk', 'security review response'],
      },
      {
        area: 'written security policies and IR plan',
        match: ['security polic', 'policy pack', 'written polic', 'incident response plan'],
      },
      {
        area: 'Mac management and encryption evidence',
        match: ['filevault', 'mdm', 'jamf', 'kandji', 'device management'],
      },
      { area: 'enforcing MFA', match: ['2-step', '2sv', 'mfa', 'multi-factor', 'security key'] },
      {
        area: 'gap analysis and remediation plan',
        match: ['gap analysis', 'gap assessment', 'remediation plan', 'action plan'],
      },
    ],
    hours: [25, 74],
    items: [{ sku: 'MS-ENDPOINT', quantity: 40 }],
    note: "Point ~41 h: reading the questionnaire and a gap analysis with an evidence list (~6 h), drafting honest answers with the owner (~8 h), a core policy set — information security, acceptable use, access control, vendor management and an incident response plan (~8 h), quick wins: enforcing 2-step verification in Workspace and putting the 40 Macs under management with FileVault and patch reporting (~12 h), collecting screenshots and the final evidence pack (~3 h), PM (~4 h). Managed Endpoint ×40 because nothing manages the Macs today and a bank's questionnaire asks for ongoing patching, EDR and encryption evidence, not a one-off screenshot.",
    heldOut: false,
  },
  {
    id: 'forwarded-counsel-needs-deleted-mailbox',
    description:
      "see below - can you guys handle this? -Tom\n\n---------- Forwarded message ---------\nFrom: Rachel Kim\nSubject: RE: Hendricks litigation\n\nTom, per our call, counsel needs every email Greg Hollis sent or received between January and August 2025. IT deleted his account when he left in September. Please confirm we can produce these by the 30th. Counsel also asked what our policy is for keeping former employees' email going forward; apparently we don't have one.",
    expected: [
      {
        area: 'recovering the deleted mailbox',
        match: [
          'inactive mailbox',
          'soft-deleted',
          'deleted mailbox',
          'mailbox recovery',
          'mailbox restore',
          'recover',
        ],
      },
      {
        area: 'eDiscovery search and export for counsel',
        match: ['ediscovery', 'e-discovery', 'content search', 'legal hold', 'litigation hold', 'chain of custody'],
      },
      {
        area: 'other copies of his mail',
        match: ['other mailboxes', 'recipient mailbox', 'old laptop', '.ost', 'pst'],
      },
      {
        area: 'retention for leavers going forward',
        match: ['retention polic', 'leaver', 'offboarding', 'former employee'],
      },
    ],
    hours: [10, 31],
    items: [],
    note: "Point ~17 h: checking for an inactive mailbox, a retention hold or any third-party backup — the 30-day soft-delete window has long passed (~2 h), if it is gone, an eDiscovery search of every other mailbox for mail to or from him between January and August 2025, exported with a chain-of-custody note (~6 h), looking for his old laptop's OST or any PST (~2 h), a plain-language explanation for counsel of what can and cannot be produced (~1.5 h), a retention policy that keeps leavers' mailboxes as inactive mailboxes and an updated offboarding checklist (~3 h), PM (~2.5 h). No items: backup per seat would be a reasonable follow-on, but the request is recovery and policy.",
    heldOut: false,
  },
  {
    id: 'food-distributor-qnap-not-immutable',
    description:
      "our backups go to a qnap nas sitting in the same rack as the servers. cyber insurance questionaire asked if backups are 'immutable or offline' and the honest answer is no. if ransomware got the servers it would get the qnap too right? 2 servers (one is a hyper-v host with 3 vms, the other is the old file server) about 5 tb total. food distributor, 70 people",
    expected: [
      {
        area: 'immutable or offsite backup copy',
        match: ['immutable', 'air-gap', 'air gap', 'offsite', 'off-site', 'cloud copy'],
      },
      {
        area: 'image-based server backup',
        match: ['image-based', 'image backup', 'server backup', 'bcdr', 'backup agent'],
      },
      {
        area: 'isolating the NAS',
        match: ['qnap', 'nas hardening', 'separate credential', 'isolat', 'snapshot'],
      },
      { area: 'restore test', match: ['restore test', 'test restore', 'recovery test', 'test boot'] },
    ],
    hours: [11, 32],
    items: [{ sku: 'MS-BACKUP-SERVER', quantity: null }],
    note: "Point ~18 h: reviewing the current jobs, retention and what the QNAP really holds (~2 h), image-based backup of the 3 VMs and the file server with a local copy and an immutable cloud copy (~6 h), taking the QNAP off the domain with its own credentials and snapshots, or retiring it (~2 h), a restore test of one VM and a file set (~3 h), an honest answer for the insurer and a short DR note (~2 h), PM (~3 h). Managed server backup per protected server; no count asserted because '2 servers' is really 3 VMs plus a physical box, and whether the host itself is protected is a design choice.",
    heldOut: false,
  },
  {
    id: 'cabinet-shop-sql-2014-erp-requirement',
    description:
      "ERP vendor (JobBOSS) says SQL Server 2014 is no longer supported and we have to be on SQL 2019 or newer before their next update in May. SQL runs on our 2016 server along with some other stuff. Custom cabinet manufacturer, 45 users. What's involved and what will it cost.",
    expected: [
      {
        area: 'SQL Server upgrade',
        match: [
          'sql server 2022',
          'sql 2022',
          'sql upgrade',
          'sql server upgrade',
          'sql migration',
          'database migration',
        ],
      },
      { area: 'SQL licensing', match: ['sql licen', 'sql server licen', 'core licen', 'sql server standard'] },
      {
        area: 'new server or VM for the database',
        match: ['new vm', 'virtual machine', 'server 2025', 'new server'],
      },
      {
        area: 'ERP vendor coordination and testing',
        match: ['jobboss', 'erp vendor', 'vendor coordination', 'user acceptance', 'test database'],
      },
      { area: 'backup and rollback', match: ['rollback', 'roll back', 'pre-upgrade backup', 'sql backup'] },
    ],
    hours: [13, 40],
    items: [],
    note: 'Point ~22 h: assessing the 2016 server and the other roles it carries (~3 h), building a new Server 2025 VM with SQL Server 2022 Standard rather than upgrading in place on an old OS (~5 h), coordinating the database move with JobBOSS on a test copy and user testing (~5 h), a weekend cutover with full backups, migration and re-pointing 45 clients (~5 h), SQL maintenance and backup jobs (~1.5 h), PM (~2.5 h). No items: SQL Server licences are not in the starter catalog and whether the VM sits on an existing host with spare Windows Server licensing is unknown.',
    heldOut: false,
  },
  {
    id: 'church-sbs-2011-grinding-noise',
    description:
      "Our church office still has a Small Business Server 2011 in the closet (yes, really). Email moved to Microsoft 365 years ago but the SBS box still does logins, the shared drive, and the database for our church management software (Shelby). It has started making a grinding noise. 9 staff plus about 15 volunteers who use the front office PCs. We have the nonprofit Business Premium grant. Budget is tight. What's the plan?",
    expected: [
      {
        area: 'emergency backup of the failing server',
        match: ['emergency backup', 'immediate backup', 'image backup', 'full backup', 'disk health'],
      },
      {
        area: 'decommissioning SBS and the domain',
        match: ['small business server', 'sbs', 'decommission', 'domain controller'],
      },
      { area: 'shared drive to SharePoint', match: ['sharepoint', 'file migration', 'onedrive'] },
      { area: 'moving PCs to Entra join', match: ['entra join', 'azure ad join', 'intune', 'autopilot'] },
      {
        area: 'church management software move',
        match: ['shelby', 'church management', 'chms', 'line-of-business'],
      },
    ],
    hours: [23, 68],
    items: [],
    note: "Point ~38 h: an immediate image backup and disk health check before anything else (~3 h), moving the shared drive to SharePoint (~6 h), moving Shelby to the vendor's hosted version or a small supported box, with the vendor doing the data move (~6 h), Entra joining ~8 office PCs with profiles moved, plus a shared-PC setup with named accounts for volunteers (~13 h), moving DNS and DHCP to the router and retiring SBS properly (~4 h), PM and a short handover (~6 h). No items: the nonprofit Business Premium grant already covers Intune and SharePoint.",
    heldOut: false,
  },
  {
    id: 'surveyors-three-synologies-azure-files',
    description:
      "We're a land surveying and civil engineering firm with 3 offices (55 people). Each office has its own Synology and people copy project folders back and forth, so we end up with 3 versions of the same drawing. We tried SharePoint a couple of years ago for CAD and it was a disaster (Civil 3D xrefs, huge files, sync errors). Someone suggested Azure Files with a cache at each office? About 9 TB total and growing",
    expected: [
      {
        area: 'Azure Files and Azure File Sync',
        match: ['azure files', 'azure file sync', 'file sync', 'storage account'],
      },
      {
        area: 'local cache server at each office',
        match: ['cache', 'cloud tiering', 'server endpoint', 'sync server'],
      },
      {
        area: 'consolidating the three copies',
        match: ['consolidat', 'deduplicat', 'data migration', 'synology'],
      },
      { area: 'share permissions and identity', match: ['ntfs', 'permission', 'identity-based', 'kerberos'] },
      { area: 'backup and snapshots', match: ['azure backup', 'snapshot', 'soft delete'] },
    ],
    hours: [35, 106],
    items: [{ sku: 'AZURE-CONSUMPTION', quantity: 1 }],
    note: 'Point ~59 h: design and sizing of 9 TB with bandwidth checks at each office (~6 h), storage account and identity-based access tied to their directory (~6 h), consolidating three Synologies into one authoritative project structure with the project leads, removing duplicates (~14 h), a Windows cache server (VM or small box) at each office with File Sync and cloud tiering (~10 h), seeding 9 TB, cutover and drive mappings (~10 h), Azure Backup snapshots (~3 h), PM and training (~10 h). Azure consumption ×1 for the monthly storage and sync; the cache hardware depends on what each office already has.',
    heldOut: false,
  },
  {
    id: 'hotel-guest-wifi-splash-page-brand',
    description:
      'hotel, 64 rooms over 3 floors plus lobby, pool and a small conference room. guests complain wifi is terrible and keeps kicking them off and our reviews mention it. we have ubiquiti stuff a guy put in in 2017, like 10 access points mostly in the hallways. the guest network is wide open with no login page. the franchise brand standards now want a splash page with terms + guests seperated from the front desk and the PMS. whats it going to take',
    expected: [
      {
        area: 'wireless survey and design',
        match: ['site survey', 'wireless survey', 'wi-fi survey', 'wifi survey', 'heatmap', 'predictive'],
      },
      { area: 'in-room access points', match: ['access point', 'in-room', 'ap placement'] },
      { area: 'captive portal', match: ['captive portal', 'splash page', 'hotspot', 'terms acceptance'] },
      {
        area: 'guest isolation from front desk and PMS',
        match: ['guest vlan', 'vlan', 'client isolation', 'segmentation'],
      },
      { area: 'cabling to new AP locations', match: ['cat6', 'cable drop', 'cabling'] },
    ],
    hours: [24, 72],
    items: [
      { sku: 'U6-PRO', quantity: null },
      { sku: 'CAT6-DROP', quantity: null },
    ],
    note: 'Point ~40 h: a predictive survey checked on site (~6 h), a design that moves APs from the hallways into rooms (~3 h), coordinating cable runs to the new positions (~4 h), installing and adopting roughly 25 APs (~10 h), VLANs for guests, staff and the PMS with client isolation and per-guest bandwidth limits (~5 h), a branded captive portal with terms (~3 h), a validation walk (~4 h), PM (~5 h). UniFi APs to match their Ubiquiti controller and Cat6 drops, both without a count until the survey.',
    heldOut: false,
  },
  {
    id: 'ford-store-camera-nvr-exposed',
    description:
      "the camera company just finished installing 32 new cameras around the lot and the service drive, and to get the app working on the GM's phone they had us open ports on the firewall. now the manufacturer's dealer security audit flagged our nvr as exposed to the internet. the cameras are on the same network as the sales desks and the DMS computers. can you fix it without breaking the app? single rooftop ford store, ~70 employees, fortigate 100F",
    expected: [
      {
        area: 'camera VLAN',
        match: ['camera vlan', 'vlan', 'segmentation', 'iot network', 'separate network'],
      },
      { area: 'closing the port forwards', match: ['port forward', 'nat rule', 'virtual ip', 'vip', 'exposed'] },
      { area: 'secure remote viewing', match: ['remote viewing', 'vendor cloud', 'p2p', 'vpn'] },
      { area: 'NVR hardening', match: ['nvr', 'default password', 'hardening'] },
      { area: 'rules between networks', match: ['firewall polic', 'inter-vlan', 'firewall rule', 'access rule'] },
    ],
    hours: [8, 25],
    items: [],
    note: "Point ~14 h: inventory of the 32 cameras, the NVR and their switch ports (~2 h), a camera VLAN on the switches and the FortiGate with cameras re-addressed alongside the camera company (~4 h), policies that let the NVR reach only the vendor's cloud and nothing near the DMS (~2 h), removing the port forwards and moving the GM's app to the vendor's relay or FortiClient VPN, tested on his phone (~2 h), NVR firmware and credentials (~1 h), evidence for the audit and PM (~3 h). No items: the FortiGate 100F stays and the switches are assumed manageable.",
    heldOut: false,
  },
  {
    id: 'home-warranty-call-center-avaya-to-teams',
    description:
      "We run the call center for a home warranty company, 40 agents + 6 supervisors, currently on an old on-prem Avaya that's out of support. We're all-in on Microsoft 365 E3, so the plan is Teams Phone with Microsoft's calling plans rather than another carrier. We need call queues by skill (claims, sales, billing), an IVR, supervisors able to listen in and whisper, call recording kept 2 years for disputes, a wallboard showing calls waiting, and we have to port 3 toll-free numbers and about 60 DIDs. Agents use headsets, no desk phones.",
    expected: [
      { area: 'Teams Phone and calling plans', match: ['teams phone', 'calling plan', 'phone system'] },
      {
        area: 'call queues and IVR',
        match: ['call queue', 'auto attendant', 'ivr', 'skill'],
      },
      {
        area: 'supervisor monitoring and wallboard',
        match: ['contact center', 'contact centre', 'wallboard', 'whisper', 'barge', 'supervisor'],
      },
      { area: 'compliance call recording', match: ['call recording', 'compliance recording'] },
      {
        area: 'porting toll-free numbers and DIDs',
        match: ['number port', 'porting', 'port-in', 'toll-free', 'toll free'],
      },
    ],
    hours: [47, 140],
    items: [{ sku: 'TEAMS-PHONE-CP', quantity: 46 }],
    note: 'Point ~78 h: discovery of the Avaya hunt groups, IVR trees, schedules and number inventory (~6 h), queue, IVR and holiday design (~6 h), licensing, emergency addresses and voice policies (~4 h), building queues, auto attendants and resource accounts (~10 h), a certified contact-centre add-on for listen-in, whisper and the wallboard (~10 h), compliance recording with 2-year retention (~8 h), porting 3 toll-free numbers and ~60 DIDs (~6 h), a pilot team with headset tests (~6 h), agent and supervisor training (~6 h), cutover and hypercare (~8 h), PM (~8 h). Teams Phone with Calling Plan ×46 because they chose Microsoft calling plans over a carrier; toll-free needs communication credits and the contact-centre and recording tools are third-party, outside the starter catalog.',
    heldOut: false,
  },
  {
    id: 'town-hall-copper-lines-retired',
    description:
      'THIS IS THE TOWN CLERK. WE GOT A LETTER FROM VERIZON THAT THE COPPER PHONE LINES AT TOWN HALL AND THE LIBRARY ARE BEING RETIRED IN 90 DAYS. THOSE LINES RUN THE ELEVATOR EMERGENCY PHONE, THE FIRE ALARM PANEL, THE BURGLAR ALARM AND THE FAX AT THE POLICE DESK. 7 LINES TOTAL. THE FIRE MARSHAL HAS TO SIGN OFF ON WHATEVER WE DO. WHAT ARE OUR OPTIONS AND CAN YOU HANDLE IT',
    expected: [
      {
        area: 'line inventory',
        match: ['line inventory', 'pots inventory', 'circuit inventory', 'copper line', 'analog line', 'analogue line'],
      },
      {
        area: 'POTS replacement',
        match: ['pots replacement', 'pots-in-a-box', 'cellular', 'analog adapter', 'analogue adapter', 'pots line'],
      },
      {
        area: 'life-safety sign-off',
        match: ['fire marshal', 'elevator', 'fire alarm', 'nfpa', 'life safety', 'life-safety'],
      },
      { area: 'battery backup', match: ['battery', '24-hour', '24 hour', 'power backup'] },
      { area: 'fax and number porting', match: ['fax', 'number port', 'porting'] },
    ],
    hours: [11, 34],
    items: [],
    note: 'Point ~19 h: walking both buildings to trace the 7 lines to their panels and the demarc (~3 h), choosing between cellular POTS-replacement units and carrier alternatives, with 24-hour battery for the fire and elevator lines (~2 h), ordering units and porting the numbers (~3 h), installing alongside the fire-alarm and elevator vendors and testing signals to the monitoring centre and the elevator call-out (~5 h), paperwork for the fire marshal (~1.5 h), the police fax (~1.5 h), PM (~3 h). No items: POTS-replacement units are not in the starter catalog.',
    heldOut: false,
  },
  {
    id: 'brewery-taproom-menu-boards-beer-garden',
    description:
      'hey! brewery here, we have a taproom and a new beer garden opening in May. we want digital menu boards (4 TVs behind the bar + 2 outside) that pull from untappd so when a keg kicks the menu updates itself, plus a TV in the garden for event/promo slides. right now its one guy updating powerpoints on a laptop lol. the outside TVs will need network out there somehow, its like 150 ft from the building',
    expected: [
      {
        area: 'digital signage platform',
        match: ['digital signage', 'signage', 'menu board', 'media player'],
      },
      { area: 'Untappd menu integration', match: ['untappd', 'tap list', 'menu integration'] },
      {
        area: 'network out to the beer garden',
        match: ['outdoor', 'point-to-point', 'wireless bridge', 'conduit', 'trench'],
      },
      {
        area: 'displays and mounting',
        match: ['mounting', 'outdoor tv', 'outdoor display', 'weatherproof', 'display install'],
      },
      { area: 'separate network for screens', match: ['vlan', 'iot network', 'segmentation'] },
    ],
    hours: [11, 32],
    items: [],
    note: "Point ~18 h: choosing between Untappd's own digital menus and a signage platform that reads the tap list (~2 h), getting network 150 ft out to the garden — Cat6 in conduit, or a point-to-point bridge with an outdoor AP (~5 h), setting up media players on 7 screens with mounting coordinated with the electrician (~5 h), a VLAN for the screens (~1 h), menu templates and training the taproom staff (~2 h), PM (~3 h). No items: screens and players are not in the starter catalog and cable versus wireless is decided on site.",
    heldOut: false,
  },
  {
    id: 'warehouse-expansion-zebra-scanner-wifi',
    description:
      'we are adding 40,000 sq ft onto the warehouse (steel racking 30ft high, done in August). the pickers use zebra handheld scanners on wifi and they already drop out in the far aisles of the current building. we have aruba instant on aps and switches. need the new part covered and the old dead spots fixed, plus 6 new packing stations with PCs and label printers',
    expected: [
      {
        area: 'warehouse wireless survey',
        match: ['site survey', 'wireless survey', 'wi-fi survey', 'wifi survey', 'heatmap', 'predictive'],
      },
      { area: 'access points in the racking aisles', match: ['access point', 'aisle', 'high-bay', 'ap placement'] },
      { area: 'cabling', match: ['cable drop', 'cat6', 'cabling'] },
      { area: 'roaming tuned for scanners', match: ['roaming', 'zebra', '802.11r', 'fast transition'] },
      { area: 'packing stations', match: ['packing station', 'label printer', 'workstation'] },
    ],
    hours: [26, 79],
    items: [
      { sku: 'R4W02A', quantity: null },
      { sku: 'CAT6-DROP', quantity: null },
      { sku: 'OPT-7020', quantity: 6 },
    ],
    note: 'Point ~44 h: a predictive survey from the racking plans plus an on-site check of the existing dead spots (~8 h), design (~2 h), coordinating drops for ~12 APs and the 6 stations with a lift for 30 ft (~6 h), switching in the new section (~3 h), installing the APs and tuning roaming for the Zebra scanners (~8 h), 6 packing stations with PCs and label printers (~8 h), a scanner walk test after racking is loaded (~4 h), PM (~5 h). Aruba Instant On APs to match what they run, Cat6 drops, both counted by the survey, and 6 desktops for the packing stations.',
    heldOut: false,
  },
  {
    id: 'distributor-internal-it-hudu-documentation',
    description:
      "I run a 2-person internal IT team at a 250-employee distribution company (4 sites). Our documentation is spread across a OneNote, a SharePoint wiki nobody updates, and a spreadsheet of passwords I'm not proud of. Our auditors asked for network diagrams and an asset list and it took us two weeks. We're looking at Hudu or IT Glue and want help getting it set up and populated properly, not just the software. Not looking for managed services.",
    expected: [
      { area: 'documentation platform', match: ['hudu', 'it glue', 'itglue', 'documentation platform'] },
      {
        area: 'migrating existing documentation',
        match: ['onenote', 'wiki', 'knowledge base', 'documentation migration'],
      },
      { area: 'network diagrams', match: ['network diagram', 'topology'] },
      { area: 'asset inventory', match: ['asset inventory', 'asset list', 'asset register', 'inventory'] },
      { area: 'password vaulting', match: ['password vault', 'credential', 'vault'] },
    ],
    hours: [36, 108],
    items: [],
    note: 'Point ~60 h: platform choice and setup with templates, asset layouts and SSO (~8 h), discovery scans at 4 sites to populate assets (~12 h), network diagrams for 4 sites (~12 h), turning the OneNote and wiki into structured articles (~12 h), moving the password spreadsheet into the vault and rotating the most sensitive credentials (~6 h), runbook templates and training the two IT staff (~4 h), PM (~6 h). No items: the platform subscription is theirs and they explicitly do not want managed services.',
    heldOut: false,
  },
  {
    id: 'law-firm-associates-pasting-into-chatgpt',
    description:
      "Managing partner here. I found out two of our associates have been pasting draft briefs and client emails into the free ChatGPT to 'tighten them up'. 30-attorney firm, 55 people total, Microsoft 365 Business Premium. I don't want to ban AI outright but I need a written policy, some way to stop client data going into public AI tools, and something sanctioned people can use instead. Is Copilot the answer? What would you suggest?",
    expected: [
      {
        area: 'AI acceptable-use policy',
        match: ['acceptable use', 'ai policy', 'ai usage policy', 'generative ai polic'],
      },
      {
        area: 'controlling unsanctioned AI tools',
        match: [
          'shadow ai',
          'unsanctioned',
          'defender for cloud apps',
          'web filter',
          'dns filter',
          'cloud app control',
        ],
      },
      {
        area: 'sanctioned AI tool',
        match: ['copilot', 'enterprise data protection', 'sanctioned ai', 'approved ai'],
      },
      {
        area: 'protecting client data',
        match: ['sensitivity label', 'data loss prevention', 'dlp', 'oversharing'],
      },
      {
        area: 'staff training on AI',
        match: ['ai training', 'lunch-and-learn', 'lunch and learn', 'training session'],
      },
    ],
    hours: [19, 56],
    items: [],
    note: 'Point ~31 h: finding out which AI tools are actually in use from endpoint and cloud-app logs (~3 h), an AI acceptable-use policy drafted with the partners and their ethics obligations in mind (~5 h), blocking or warning on public AI sites while allowing Copilot Chat with enterprise data protection (~5 h), an oversharing check and Copilot rollout plan, with a paid-licence pilot as an option (~6 h), sensitivity labels and DLP on client-matter content (~5 h), a staff session (~3 h), PM (~4 h). No items: Copilot Chat comes with their plan; paid Copilot seats are an option after the pilot, not something the request clearly carries.',
    heldOut: false,
  },
  {
    id: 'add-colleague-to-sales-distribution-list',
    description:
      'can you add mark tran to the sales@ distribution list and take kelly off it, she moved to ops last week. thanks',
    expected: [],
    hours: [0, 0],
    items: [],
    note: 'A two-minute membership change on one distribution list, handled as a service-desk ticket. Nothing here needs a scope or a quote.',
    heldOut: false,
  },
  {
    id: 'cfo-asks-msa-renewal-notice-period',
    description:
      "quick question for whoever handles our agreement - our new CFO is reviewing all vendor contracts. when does our MSA renew, is it automatic, and what's the notice period if we ever wanted to change the scope? we're not going anywhere, she just wants it in her spreadsheet",
    expected: [],
    hours: [0, 0],
    items: [],
    note: 'A contract administration question for the account manager about renewal dates and notice terms. No technical work is requested, so no scope.',
    heldOut: false,
  },
  {
    id: 'out-of-office-from-iphone-at-airport',
    description:
      'how do i turn on my out of office from my phone?? at the airport and totally forgot, using the outlook app on iphone',
    expected: [],
    hours: [0, 0],
    items: [],
    note: 'A how-do-I question from one person: the Outlook mobile app has automatic replies under the account settings, or the service desk can set it for her. It is not project work.',
    heldOut: false,
  },
  {
    id: 'congrats-twenty-years-business-journal',
    description:
      'saw the write-up in the business journal about you guys hitting 20 years, congrats!! well deserved. tell priya we said hi',
    expected: [],
    hours: [0, 0],
    items: [],
    note: 'Friendly small talk congratulating the MSP; there is no request in it at all, so nothing to scope or sell.',
    heldOut: false,
  },
];
