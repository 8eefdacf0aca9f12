import {
  block,
  defineTemplate,
  expense,
  phase,
  product,
  projectTerms,
  recurring,
  task,
  type SeedTemplate,
} from './template-builders';

const officeMove = defineTemplate({
  key: 'office-move',
  name: 'Office move',
  description:
    'We plan and run the technology side of your move so that everyone sits down at a working desk on the first morning. Internet is ordered early, the comms room is built before the movers arrive and we are on site for the first day.',
  category: 'Facilities',
  tags: ['office-move', 'relocation', 'network'],
  summary:
    'A move with no lost day: the new office’s internet is ordered months ahead, the comms room, Wi-Fi and cabling are tested before anyone arrives, every desk and printer is disconnected, labelled and reconnected by our technicians, and we walk the floor on day one to fix anything that needs it.',
  terms: projectTerms(
    'Internet circuit lead times are set by the carrier; we order on acceptance and escalate, but a late circuit may need a temporary LTE connection at cost.',
  ),
  variables: [
    { unit: 'users', label: 'How many desks move?', defaultValue: 20 },
    { unit: 'printers', label: 'How many printers and scanners?', defaultValue: 3 },
  ],
  sections: [
    phase('Discovery & Planning', 'The long-lead items first: carriers, cabling and power.', [
      task('New office site survey: comms room, cabling and power', 'Senior Network Engineer', 3, {
        deliverables: ['Site survey report', 'Cabling plan marked up on the floor plan'],
        customerResponsibilities: ['Floor plans and access to the new office at least six weeks before the move'],
      }),
      task('Move plan, carrier and vendor coordination', 'Project Coordinator', 4, {
        deliverables: ['Move-day runbook', 'Internet, phone and cabling orders tracked to completion'],
      }),
      task('Project management', 'Project Manager', 6),
    ]),
    phase('Build & Configuration', 'The new office working before the movers arrive.', [
      task('Comms room build: rack, firewall, switches and Wi-Fi', 'Senior Network Engineer', 6, {
        assumptions: ['Existing firewall, switches and access points move with you'],
        outOfScope: ['New network hardware (quoted separately if the survey shows it is needed)'],
      }),
      expense('Structured cabling, two data points per desk (subcontractor)', 45_000, {
        per: 'users',
        unit: 'desk',
        description: 'Certified Cat6 cabling passed through at the cabling contractor’s price.',
      }),
    ]),
    phase('Deployment', 'Move day: disconnect, label, reconnect, test.', [
      task('Desk disconnection, packing and labelling', 'Field Technician', 1, { perUnit: ['users', 10] }),
      task('Desk reconnection and testing', 'Field Technician', 2, {
        perUnit: ['users', 20],
        deliverables: ['Every desk tested: network, screens, phone and sign-in'],
      }),
      task('Printer and scanner relocation', 'Field Technician', 0.5, { perUnit: ['printers', 45] }),
    ]),
    phase('Testing & Cutover', 'We are there when your team arrives.', [
      task('Day-one floor walk support', 'Field Technician', 8),
    ]),
  ],
});

const voipCutover = defineTemplate({
  key: 'voip-cutover',
  name: 'VoIP cutover',
  description:
    'Your phones move to Microsoft Teams Phone and every existing number comes with you. We design the call flows, handle the number port with your carrier and train your team on the day.',
  category: 'Voice',
  tags: ['voip', 'teams-phone', 'number-porting'],
  summary:
    'Calls follow your people to their desk phone, laptop or mobile through Microsoft Teams. Auto attendants, call queues and after-hours routing are designed with you, numbers are ported on an agreed date with test calls the same day, and the old phone system contract can end.',
  terms: projectTerms(
    'Number porting dates are set by the losing carrier and typically take 10 to 20 business days; calling plans start billing on the port date.',
  ),
  variables: [
    { unit: 'users', label: 'How many people need a phone number?', defaultValue: 20 },
    { unit: 'phones', label: 'How many desk or conference phones?', defaultValue: 6 },
  ],
  sections: [
    phase('Discovery & Planning', 'Your current numbers, call flows and carrier contract.', [
      task('Current phone system and carrier review', 'Cloud Engineer', 2, {
        deliverables: ['Number inventory', 'Current call flow map'],
      }),
      task('Number port: letter of authorisation, carrier records and port date', 'Project Coordinator', 3, {
        customerResponsibilities: ['Sign the letter of authorisation and provide a recent carrier bill'],
      }),
      task('Project management', 'Project Manager', 3),
    ]),
    phase('Design', 'How calls should reach you.', [
      task('Call flow design: auto attendants, queues, hours and holidays', 'Cloud Engineer', 3, {
        deliverables: ['Call flow diagram', 'Greeting scripts for auto attendants'],
      }),
    ]),
    phase('Build & Configuration', 'Teams Phone and the handsets, ready before port day.', [
      task('Teams Phone configuration and number assignment', 'Cloud Engineer', 3, { perUnit: ['users', 6] }),
      task('Desk and conference phone provisioning', 'Field Technician', 0.5, {
        perUnit: ['phones', 30],
        assumptions: ['Each phone location has a PoE network port'],
      }),
      product('Yealink MP56 Teams desk phone', 'each', 28_900, 22_100, { per: 'phones' }),
    ]),
    phase('Testing & Cutover', 'Port day, with test calls before we leave.', [
      task('Port-day cutover and test calls', 'Cloud Engineer', 4, {
        deliverables: ['Inbound and outbound test calls on every number', 'Emergency address registered per site'],
        outOfScope: ['Fax lines, alarm lines and lift phones (kept on analogue lines or quoted separately)'],
      }),
    ]),
    phase('Training & Handover', 'Everyone comfortable on day one.', [
      task('User training: calling, voicemail, transfers and the mobile app', 'Service Desk Technician', 1, {
        perUnit: ['users', 10],
      }),
    ]),
    block('Monthly calling services', 'recurring', 'Billed monthly from the port date.', [
      recurring('Microsoft Teams Phone Standard', 'user', 1_000, 850, { per: 'users', taxable: true }),
      recurring('Operator Connect unlimited domestic calling', 'user', 1_200, 720, { per: 'users', taxable: true }),
    ]),
  ],
});

export const OFFICE_TEMPLATES: SeedTemplate[] = [officeMove, voipCutover];
