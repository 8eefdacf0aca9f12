import { QuoteContentInput, type QuoteLineInput } from '../quotes/quote-content';
import { buildQuoteDocument } from './build-quote-document';
import { DEFAULT_DOCUMENT_BRANDING } from './document-branding';

// Test and bench data: a realistic 50-line managed-services quote (deterministic ids, no randomness).

let counter = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

const task = (name: string, hours: number, extra: Partial<QuoteLineInput> = {}): QuoteLineInput => ({
  id: nextId(),
  kind: 'labor',
  name,
  clientDescription: `We ${name.toLowerCase()} following our documented runbook and confirm the result with your team.`,
  internalNote: `INTERNAL-NOTE ${name}: schedule a senior engineer`,
  unit: 'hour',
  quantity: 1,
  minutes: hours * 60,
  roleName: 'Network Engineer',
  unitPriceCents: 17_500,
  unitCostCents: 7_250,
  ...extra,
});

const product = (name: string, quantity: number, price: number, cost: number, extra: Partial<QuoteLineInput> = {}) =>
  ({
    id: nextId(),
    kind: 'product',
    name,
    clientDescription: '',
    internalNote: `INTERNAL-NOTE ${name}: distributor quote 4471`,
    unit: 'each',
    quantity,
    unitPriceCents: price,
    unitCostCents: cost,
    ...extra,
  }) satisfies QuoteLineInput;

const service = (name: string, quantity: number, price: number, cost: number, extra: Partial<QuoteLineInput> = {}) =>
  ({
    id: nextId(),
    kind: 'recurring',
    name,
    clientDescription: `${name} for every covered user, monitored around the clock.`,
    internalNote: `INTERNAL-NOTE ${name}: vendor tier B`,
    unit: 'user',
    quantity,
    unitPriceCents: price,
    unitCostCents: cost,
    frequency: 'monthly',
    termMonths: null,
    ...extra,
  }) satisfies QuoteLineInput;

const IMPLEMENTATION_TASKS = [
  'Build the Microsoft 365 tenant baseline',
  'Configure conditional access policies',
  'Enrol devices in Intune',
  'Deploy the endpoint protection agent',
  'Migrate mailboxes in three batches',
  'Migrate file shares to SharePoint',
  'Configure Teams and external sharing',
  'Set up the backup of Microsoft 365',
  'Replace the core switch',
  'Configure VLANs and wireless networks',
  'Install the new firewall pair',
  'Configure site-to-site VPN',
  'Harden the domain controllers',
  'Set up the remote monitoring agent',
  'Configure patch management rings',
  'Document the network',
  'Test disaster recovery',
  'Train the office manager',
  'Configure printers and scanners',
  'Set up the practice management server',
  'Migrate the imaging archive',
  'Configure email security',
  'Set up multi-factor authentication',
  'Decommission the old servers',
  'Update the asset register',
] as const;

/**
 * A 50-line quote: discovery, implementation, hardware, handover (no line prices), managed services. `compact`
 * drops the task descriptions and scope language (3 pages instead of 7: the "50-line, 3-page quote").
 */
export function sampleDocumentContent(options: { compact?: boolean } = {}): QuoteContentInput {
  counter = 0;
  const content = fullContent();
  if (!options.compact) return content;
  for (const section of content.sections ?? []) {
    for (const line of section.lines) {
      line.clientDescription = '';
      line.deliverables = [];
      line.assumptions = [];
      line.outOfScope = [];
      line.customerResponsibilities = [];
    }
  }
  return content;
}

function fullContent(): QuoteContentInput {
  return {
    executiveSummary:
      'Contoso Dental runs four clinics on ageing servers and consumer-grade networking. This proposal moves ' +
      'the practice to Microsoft 365, replaces the network core and puts every device under our managed ' +
      'services, so that the clinics can grow without adding IT staff.\n\nThe project runs in four phases over ' +
      'ten weeks. Recurring services start when the first clinic goes live.',
    terms:
      'Payment of the one-time total is due on acceptance. Recurring services are billed monthly in advance.\n\n' +
      'This quote is valid until the date shown on the cover. Prices exclude travel outside the metro area.',
    clientNotes: '',
    internalNotes: 'INTERNAL-NOTE quote: margin is thin on hardware; push the managed services bundle.',
    contractTermMonths: 36,
    taxRateBps: 825,
    discountType: 'percent',
    discountValue: 500,
    sections: [
      {
        id: nextId(),
        name: 'Discovery',
        clientDescription: 'We learn how the clinics work today and agree the target design.',
        lines: [
          task('Run stakeholder interviews', 6, {
            deliverables: ['Interview notes', 'A list of pain points by clinic'],
            assumptions: ['Each clinic manager is available for one hour'],
          }),
          task('Audit the current network', 10, {
            deliverables: ['Network diagram', 'Risk register'],
            outOfScope: ['Penetration testing'],
            customerResponsibilities: ['Provide after-hours access to each clinic'],
          }),
          task('Write the target design', 8, { deliverables: ['Target design document'] }),
          task('Review the design with the practice owners', 2),
        ],
      },
      {
        id: nextId(),
        name: 'Implementation',
        clientDescription: 'We build, migrate and secure the new environment clinic by clinic.',
        lines: IMPLEMENTATION_TASKS.map((name, i) =>
          task(name, 4 + (i % 5) * 2, i % 6 === 0 ? { assumptions: ['Work happens after 6 pm'] } : {}),
        ),
      },
      {
        id: nextId(),
        name: 'Hardware',
        kind: 'products',
        lines: [
          product('FortiGate 60F firewall', 4, 89_900, 61_000),
          product('FortiSwitch 124F', 4, 74_500, 52_000),
          product('FortiAP 231F access point', 12, 42_900, 30_100),
          product('APC Smart-UPS 1500', 4, 61_900, 44_000),
          product('Dell OptiPlex 7010', 10, 104_900, 86_000),
          product('Rack and cabling kit', 4, 32_000, 21_000),
          product('Spare access point', 2, 42_900, 30_100, { isOptional: true, isSelected: false }),
        ],
      },
      {
        id: nextId(),
        name: 'Handover',
        showLinePrices: false,
        lines: [
          task('Hand over the documentation', 3),
          task('Run a hypercare fortnight', 16),
          task('Hold the project close meeting', 2),
        ],
      },
      {
        id: nextId(),
        name: 'Managed services',
        kind: 'recurring',
        clientDescription: 'One monthly fee covers support, security and backup for every user.',
        lines: [
          service('Help desk support', 40, 6_500, 2_800),
          service('Endpoint detection and response', 40, 900, 450),
          service('Microsoft 365 backup', 40, 400, 150),
          service('Security awareness training', 40, 300, 120),
          service('Network monitoring', 4, 4_900, 1_500, { unit: 'site' }),
          service('Firewall management', 4, 3_900, 1_200, { unit: 'device' }),
          service('Dark web monitoring', 1, 9_900, 3_000, { unit: 'each' }),
          service('Quarterly business review', 1, 45_000, 15_000, { unit: 'each', frequency: 'quarterly' }),
          service('Compliance report', 1, 120_000, 40_000, { unit: 'each', frequency: 'annual' }),
          service('After-hours support', 40, 1_500, 700, { isOptional: true, isSelected: false }),
          {
            id: nextId(),
            kind: 'discount',
            name: 'Bundle discount',
            discountType: 'percent',
            discountValue: 1_000,
            frequency: 'monthly',
          },
        ],
      },
    ],
  };
}

export const HOSTILE_TEXTS = [
  '<script>alert("x")</script>',
  '<img src=x onerror=alert(1)>',
  'Supercalifragilisticexpialidocious'.repeat(6),
  'שלום עולם مرحبا بالعالم',
  'Rocket 🚀 launch ✅',
] as const;

/** The sample quote as the client's document (Q-1042 for Contoso Dental, from Northwind IT, default branding). */
export const sampleQuoteDocument = (options: { compact?: boolean } = {}) =>
  buildQuoteDocument(
    {
      number: 1042,
      title: 'Clinic modernisation',
      client: { name: 'Contoso Dental' },
      owner: { name: 'Avery Chen' },
      currency: 'USD',
      validUntil: '2026-12-31',
      version: { versionNo: 1, content: QuoteContentInput.parse(sampleDocumentContent(options)) },
    },
    { variant: 'client', branding: DEFAULT_DOCUMENT_BRANDING, workspace: { name: 'Northwind IT' }, now: new Date() },
  );
