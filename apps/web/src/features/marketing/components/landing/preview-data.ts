/** The example project the landing previews show: one sentence in, a priced scope out. Money in cents. */
export const PREVIEW_CLIENT = 'Contoso Dental';
export const PREVIEW_PROMPT =
  'Move Contoso Dental’s 45 users from on-prem Exchange to Microsoft 365, turn on MFA and enrol their laptops in Intune.';

interface Role {
  name: string;
  rateCents: number;
  costCents: number;
}

const SENIOR: Role = { name: 'Senior engineer', rateCents: 18500, costCents: 10500 };
const ENGINEER: Role = { name: 'Project engineer', rateCents: 16500, costCents: 9000 };
const PM: Role = { name: 'Project manager', rateCents: 14500, costCents: 8000 };

export interface PreviewLine {
  phase: string;
  task: string;
  role: Role;
  hours: number;
}

export const PREVIEW_LINES: readonly PreviewLine[] = [
  { phase: 'Discovery', task: 'Mailbox, licence and device audit', role: SENIOR, hours: 6 },
  { phase: 'Implementation', task: 'Harden the tenant: MFA and conditional access', role: SENIOR, hours: 10 },
  { phase: 'Implementation', task: 'Migrate 45 mailboxes and shared calendars', role: ENGINEER, hours: 18 },
  { phase: 'Implementation', task: 'Enrol 45 laptops in Intune', role: ENGINEER, hours: 12 },
  { phase: 'Handover', task: 'User training and two weeks of hypercare', role: PM, hours: 8 },
];

export const PREVIEW_RECURRING = [
  { name: 'Microsoft 365 Business Premium', quantity: 45, unitCents: 2200 },
  { name: 'Managed endpoint security', quantity: 45, unitCents: 600 },
] as const;

export const lineAmount = (line: PreviewLine) => line.hours * line.role.rateCents;

export function previewTotals() {
  const oneTime = PREVIEW_LINES.reduce((sum, line) => sum + lineAmount(line), 0);
  const cost = PREVIEW_LINES.reduce((sum, line) => sum + line.hours * line.role.costCents, 0);
  const hours = PREVIEW_LINES.reduce((sum, line) => sum + line.hours, 0);
  const monthly = PREVIEW_RECURRING.reduce((sum, item) => sum + item.quantity * item.unitCents, 0);
  const marginPercent = Math.round(((oneTime - cost) / oneTime) * 1000) / 10;
  return { oneTime, hours, monthly, marginPercent };
}

export const ASSISTANT_REQUEST = 'Add a firewall replacement for their 3 branch offices.';

export const ASSISTANT_SUGGESTIONS = [
  { task: 'Site survey and rule-base review (3 sites)', hours: 4, role: 'Senior engineer' },
  { task: 'Stage and configure 3 firewalls', hours: 6, role: 'Project engineer' },
  { task: 'After-hours cut-over, one site per night', hours: 9, role: 'Project engineer' },
  { task: 'Site-to-site VPN and failover testing', hours: 3, role: 'Senior engineer' },
] as const;
