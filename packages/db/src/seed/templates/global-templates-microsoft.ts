import {
  block,
  defineTemplate,
  phase,
  product,
  projectTerms,
  recurring,
  task,
  type SeedTemplate,
} from './template-builders';

const m365Migration = defineTemplate({
  key: 'm365-tenant-migration',
  name: 'Microsoft 365 tenant migration',
  description:
    'We move your mailboxes, calendars, OneDrive and shared files into a secure Microsoft 365 tenant with no lost email. Your team keeps working throughout and is supported at their desks on the first morning.',
  category: 'Microsoft 365',
  tags: ['microsoft-365', 'migration', 'exchange-online'],
  summary:
    'A planned migration to Microsoft 365: the new tenant is built and secured before anyone moves, mail and files are pre-staged in the background, and the final cutover happens out of hours so that on Monday morning everyone opens Outlook and Teams and simply carries on.',
  terms: projectTerms(
    'Migration tool licences are billed per user at the price shown; mailboxes over 50 GB and file data beyond the estimate are migrated at the agreed hourly rate.',
  ),
  variables: [
    { unit: 'users', label: 'How many users move?', defaultValue: 25 },
    { unit: 'tb', label: 'How much shared file data (TB)?', defaultValue: 1 },
  ],
  sections: [
    phase('Discovery & Planning', 'We inventory the source and agree batches, dates and communications.', [
      task('Source environment and mailbox discovery', 'Cloud Engineer', 4, {
        description: 'Mailboxes and sizes, shared mailboxes, groups, shared drives, DNS and apps that sign in with it.',
        deliverables: ['Migration inventory workbook', 'Risks and decisions log'],
      }),
      task('Migration plan, batches and cutover runbook', 'Project Manager', 3, {
        deliverables: ['Migration plan', 'Cutover runbook with rollback steps', 'User communication emails'],
      }),
      task('Project management and status reporting', 'Project Manager', 4, { perUnit: ['users', 3] }),
    ]),
    phase('Build & Configuration', 'A secure tenant, ready before the first mailbox moves.', [
      task('Target tenant preparation: domains, users and licences', 'Cloud Engineer', 3, {
        perUnit: ['users', 3],
        customerResponsibilities: ['Make DNS changes, or give us registrar access, within one business day'],
      }),
      task('Entra ID security baseline: MFA and Conditional Access', 'Security Engineer', 4, {
        deliverables: ['Conditional Access policies', 'Break-glass account procedure'],
        assumptions: ['Users enrol MFA with the Microsoft Authenticator app on their phones'],
      }),
      task('Migration tool setup and pre-staging', 'Cloud Engineer', 2),
    ]),
    phase('Migration', 'Mail, calendars, contacts and files, moved in two passes.', [
      task('Mailbox migration: mail, calendars, contacts and archives', 'Cloud Engineer', 1, {
        perUnit: ['users', 25],
        assumptions: ['Mailboxes under 50 GB each', 'Source admin access for the migration tool'],
        outOfScope: ['PST files stored on computers or file shares'],
      }),
      task('OneDrive, SharePoint and Teams content migration', 'Cloud Engineer', 3, {
        perUnit: ['tb', 240],
        deliverables: ['Shared files in SharePoint libraries with matching permissions'],
        outOfScope: ['Re-linking documents and spreadsheets that point at old file paths'],
      }),
      product('MigrationWiz User Migration Bundle', 'user', 1_500, 1_200, {
        per: 'users',
        description: 'Covers the mailbox, archive and OneDrive migration of one user.',
      }),
    ]),
    phase('Testing & Cutover', 'A pilot first, then the cutover out of hours.', [
      task('Pilot group migration and sign-off', 'Cloud Engineer', 2),
      task('Cutover: MX and autodiscover switch, final delta pass, verification', 'Cloud Engineer', 4, {
        deliverables: ['Mail flowing to Microsoft 365', 'Cutover sign-off checklist'],
        customerResponsibilities: ['A decision maker reachable by phone during the cutover window'],
      }),
    ]),
    phase('Training & Handover', 'We reconnect everyone and show them the new tools.', [
      task('Outlook, OneDrive and Teams reconnection at desks and on phones', 'Service Desk Technician', 1, {
        perUnit: ['users', 20],
      }),
      task('Quick-start training session (recorded)', 'Service Desk Technician', 1.5, {
        deliverables: ['One live session, recorded', 'One-page quick-start guide'],
      }),
    ]),
    block('Microsoft 365 licences', 'recurring', 'Billed monthly through our CSP agreement.', [
      recurring('Microsoft 365 Business Premium', 'user', 2_200, 1_870, {
        per: 'users',
        taxable: true,
        description: 'Office apps, Exchange, Teams, Intune and Defender for Business.',
      }),
    ]),
  ],
});

const intuneRollout = defineTemplate({
  key: 'intune-rollout',
  name: 'Intune and Autopilot rollout',
  description:
    'Every Windows device enrolled in Microsoft Intune: encrypted, patched and compliant before it can reach company data. New laptops ship straight to your staff and set themselves up with your apps and settings.',
  category: 'Microsoft 365',
  tags: ['intune', 'autopilot', 'endpoint-management'],
  summary:
    'Your Windows fleet moves to cloud management with Microsoft Intune and Windows Autopilot. Devices are encrypted, updated on a schedule and checked for compliance before they reach email and files, and a replacement laptop is ready to work within an hour of unboxing.',
  terms: projectTerms(
    'Devices are reset in small daily batches agreed with you; staff save local files to OneDrive beforehand and we are not responsible for data left only on a device.',
  ),
  variables: [
    { unit: 'devices', label: 'How many Windows devices?', defaultValue: 30 },
    { unit: 'applications', label: 'How many applications to package?', defaultValue: 8 },
  ],
  sections: [
    phase('Discovery & Planning', 'We agree the device standard before anything is enrolled.', [
      task('Device and application inventory', 'Cloud Engineer', 2, { perUnit: ['devices', 5] }),
      task('Endpoint standards workshop', 'Solutions Architect', 3, {
        deliverables: ['Device standards: apps, updates, encryption, local admin and naming'],
      }),
    ]),
    phase('Build & Configuration', 'Intune, Autopilot and your application catalogue.', [
      task('Intune enrolment and Autopilot deployment profiles', 'Cloud Engineer', 5, {
        deliverables: ['Autopilot profiles and enrolment status page', 'Company branding in the Company Portal'],
      }),
      task('Compliance, BitLocker and Windows Hello for Business policies', 'Security Engineer', 5, {
        deliverables: ['Compliance policy set', 'BitLocker recovery keys escrowed to Entra ID'],
      }),
      task('Application packaging and deployment', 'Cloud Engineer', 1, {
        perUnit: ['applications', 60],
        assumptions: ['Installers and licence keys are provided by you or the software vendor'],
        outOfScope: ['Repackaging applications that have no silent installer'],
      }),
      task('Update rings and Defender for Endpoint onboarding', 'Security Engineer', 3),
      task('Pilot group enrolment and go/no-go', 'Cloud Engineer', 3, {
        customerResponsibilities: ['Nominate three to five pilot users from different teams'],
      }),
    ]),
    phase('Deployment', 'A few devices a day, so the business keeps running.', [
      task('Autopilot hardware hash registration', 'Service Desk Technician', 0.5, { perUnit: ['devices', 5] }),
      task('Device reset and Autopilot enrolment', 'Field Technician', 1, {
        perUnit: ['devices', 45],
        assumptions: ['Devices are business editions of Windows 10 or 11 with a TPM 2.0 chip'],
        customerResponsibilities: ['Staff save local files to OneDrive before their device is reset'],
      }),
    ]),
    phase('Training & Handover', 'Your team and ours know how to look after the new setup.', [
      task('Administrator handover and user guide', 'Cloud Engineer', 2, {
        deliverables: ['Configuration record', 'Two-page guide for setting up a new laptop'],
      }),
      task('Project management', 'Project Manager', 4, { perUnit: ['devices', 6] }),
    ]),
  ],
});

export const MICROSOFT_TEMPLATES: SeedTemplate[] = [m365Migration, intuneRollout];
