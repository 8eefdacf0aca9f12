import { labor, note, percentOff, product, section, service, type DemoSection } from './demo-lines';

/** Google Workspace → Microsoft 365 for `users` people: discovery, tenant, migration, cutover, adoption. */
export function m365Migration(users: number, { withIntune = true } = {}): DemoSection[] {
  const sections = [
    section(
      'Discovery and planning',
      'We inventory what you have in Google Workspace and agree a migration plan and cutover date.',
      [
        labor('Discovery workshop and Google Workspace inventory', 'Solutions Architect', 4, {
          description:
            'Mailboxes, shared drives, calendars, groups, DNS and third-party apps that sign in with Google.',
          deliverables: ['Migration inventory workbook', 'Risks and decisions log'],
          assumptions: ['One workshop of up to 2 hours with the office manager and a partner'],
        }),
        labor('Migration plan and cutover runbook', 'Project Manager', 6, {
          description: 'Batches, cutover weekend, communications plan and rollback steps.',
          deliverables: ['Migration plan', 'Cutover runbook', 'User communication templates'],
        }),
      ],
    ),
    section(
      'Microsoft 365 tenant build',
      'A secure Microsoft 365 tenant built to the CIS baseline before anyone moves in.',
      [
        labor('Tenant setup, domains and DNS', 'Cloud Engineer', 4, {
          description: 'Tenant creation, custom domain verification, SPF, DKIM and DMARC.',
          deliverables: ['Verified domains', 'SPF, DKIM and DMARC records published'],
          customerResponsibilities: ['Provide registrar access or make DNS changes within one business day'],
        }),
        labor('Entra ID security baseline: MFA, Conditional Access, admin roles', 'Security Engineer', 6, {
          description:
            'Security defaults replaced by Conditional Access; break-glass accounts; least-privilege admin roles.',
          deliverables: ['Conditional Access policies', 'Break-glass account procedure'],
          assumptions: ['Users enrol MFA with the Microsoft Authenticator app on their own phones'],
        }),
        labor('Exchange Online, Teams and SharePoint configuration', 'Cloud Engineer', 8, {
          deliverables: ['Shared mailboxes and distribution lists', 'Teams and SharePoint sites per practice area'],
        }),
      ],
    ),
    section(
      'Mail and data migration',
      `Email, calendars, contacts and Google Drive for ${users} users, migrated in two passes.`,
      [
        product('MigrationWiz User Migration Bundle licence', 'MW-UMB', users, 15, 12, {
          unit: 'user',
          description: 'Covers mailbox, archive and OneDrive migration for each user.',
        }),
        labor('Pre-stage migration (mail, calendar, contacts)', 'Cloud Engineer', 0.5, {
          quantity: users,
          description: 'First pass runs in the background two weeks before cutover.',
          assumptions: ['Mailboxes under 50 GB each', 'Total Google Drive data under 2 TB'],
        }),
        labor('Shared drives to SharePoint document libraries', 'Cloud Engineer', 12, {
          deliverables: ['Shared drives mapped to SharePoint libraries with matching permissions'],
          outOfScope: ['Re-linking documents that reference Google Drive URLs'],
        }),
        labor('Cutover weekend: MX switch, delta pass, verification', 'Cloud Engineer', 10, {
          deliverables: ['MX cutover', 'Final delta migration', 'Sign-off checklist'],
          customerResponsibilities: ['A partner available by phone during the cutover weekend'],
        }),
      ],
    ),
    section('Day-one support and adoption', 'We are on site the first morning and teach people the new tools.', [
      labor('On-site day-one support', 'Field Technician', 8, {
        description: 'Outlook profiles, Teams and OneDrive sign-in, phones and tablets re-connected at desks.',
      }),
      labor('Outlook and Teams training sessions (2 × 1 hour)', 'Service Desk Technician', 3, {
        deliverables: ['Two live sessions, recorded', 'One-page quick-start guide'],
      }),
      labor('Project management', 'Project Manager', 8),
    ]),
    section(
      'Microsoft 365 licences',
      'Billed monthly through our CSP agreement, adjustable each month.',
      [
        service('Microsoft 365 Business Premium', 'user', users, 22, 18.7, {
          sku: 'CFQ7TTC0LCHC',
          description: 'Office apps, Exchange, Teams, Intune and Defender for Business.',
          taxable: true,
        }),
        service('Exchange Online Plan 1 (shared and service mailboxes)', 'license', 3, 4, 3.4, { taxable: true }),
      ],
      { kind: 'recurring' },
    ),
  ];
  if (withIntune) {
    sections.push(
      section(
        'Optional: Intune device enrolment',
        'Enrol the firm’s laptops in Intune so they are managed and encrypted.',
        [
          labor('Intune compliance and configuration profiles', 'Cloud Engineer', 8, {
            deliverables: ['Compliance policies', 'BitLocker and Windows Update rings'],
          }),
          labor('Device enrolment', 'Field Technician', 0.75, { quantity: users }),
        ],
        { isOptional: true, isSelected: false },
      ),
    );
  }
  return sections;
}

/** Intune + Autopilot rollout for `devices` Windows laptops. */
export function intuneRollout(devices: number): DemoSection[] {
  return [
    section('Design', 'Agree the device standards before anything is enrolled.', [
      labor('Endpoint management design workshop', 'Solutions Architect', 3, {
        deliverables: ['Device standards document: apps, updates, encryption, local admin'],
      }),
      note(
        'HIPAA',
        'Every device is encrypted and compliant before it can open the EHR; non-compliant devices are blocked by Conditional Access.',
      ),
    ]),
    section('Build', 'Intune, Autopilot and the app catalogue.', [
      labor('Autopilot profiles and enrolment status page', 'Cloud Engineer', 5),
      labor('Compliance policies, BitLocker, Windows Hello for Business', 'Security Engineer', 6, {
        deliverables: ['Compliance policy set', 'Recovery keys escrowed to Entra ID'],
      }),
      labor('App packaging (EHR client, scanner drivers, Adobe, Chrome)', 'Cloud Engineer', 10, {
        assumptions: ['Up to 12 applications; installers provided by vendors'],
        outOfScope: ['Repackaging apps that have no silent installer'],
      }),
      labor('Update rings and Defender for Endpoint onboarding', 'Security Engineer', 4),
    ]),
    section('Rollout', `Wipe-and-load of ${devices} devices, a handful per day so the clinic keeps running.`, [
      labor('Device reset and Autopilot enrolment', 'Field Technician', 1, {
        quantity: devices,
        customerResponsibilities: ['Staff save local files to OneDrive before their device is reset'],
      }),
      labor('Pilot group and go/no-go', 'Project Manager', 4),
      labor('Project management', 'Project Manager', 6),
    ]),
  ];
}

/** Teams Phone for `users` with number porting and desk phones for reception. */
export function teamsPhone(users: number): DemoSection[] {
  return [
    section('Voice design and porting', 'Your numbers move to Microsoft Teams; nobody changes their phone number.', [
      labor('Call flow design: auto attendant, queues, after-hours', 'Cloud Engineer', 4, {
        deliverables: ['Call flow diagram', 'Auto attendant greetings script'],
      }),
      labor('Number port (LOA, scheduling, port-day testing)', 'Project Coordinator', 4, {
        assumptions: ['Up to 30 numbers from one carrier'],
        customerResponsibilities: ['Sign the letter of authorisation and provide a recent carrier bill'],
      }),
    ]),
    section('Configuration and devices', 'Teams Phone set up, desk phones for reception and the conference room.', [
      labor('Teams Phone and Operator Connect configuration', 'Cloud Engineer', 8),
      product('Yealink MP56 Teams desk phone', 'MP56-E2', 4, 289, 221),
      product('Yealink CP965 Teams conference phone', 'CP965', 1, 749, 598),
      labor('User training and go-live support', 'Service Desk Technician', 4),
    ]),
    section(
      'Monthly services',
      'Calling plans billed monthly.',
      [
        service('Teams Phone Standard', 'user', users, 10, 8.5, { taxable: true }),
        service('Operator Connect unlimited calling', 'user', users, 12, 7.2, { taxable: true }),
      ],
      { kind: 'recurring' },
    ),
  ];
}

/** Nonprofit licensing plus a file server → SharePoint move. */
export function nonprofitSharePoint(users: number): DemoSection[] {
  return [
    section('Licensing', 'Microsoft nonprofit grants applied; paid licences only where the grant does not reach.', [
      labor('Nonprofit validation and grant activation', 'Project Coordinator', 2),
      service('Microsoft 365 Business Premium (nonprofit)', 'user', users, 5.5, 4.5, { taxable: false }),
    ]),
    section('File server to SharePoint', 'The old file server retired; files live in SharePoint and Teams.', [
      labor('Information architecture and permissions design', 'Solutions Architect', 4),
      labor('Migration with SharePoint Migration Tool', 'Cloud Engineer', 16, {
        assumptions: ['Under 600 GB of files', 'No paths longer than 400 characters after migration'],
        outOfScope: ['Cleaning up duplicate or obsolete files'],
      }),
      labor('Volunteer sign-in with shared kiosk accounts', 'Cloud Engineer', 3),
      percentOff('Nonprofit discount on services', 15),
    ]),
  ];
}
